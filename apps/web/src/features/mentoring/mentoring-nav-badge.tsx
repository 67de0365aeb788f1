import { plural } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { loadCatalogs, pageLocale } from '../../lib/i18n/catalogs';
import { usePendingMentoringCount } from './api/mentoring-api';

/**
 * The shell shows this badge on every screen, where only the Mentoring screens load this feature's
 * messages: it loads them itself (once; at once when they are there already) before it says its text.
 */
function useMentoringMessages(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadCatalogs(pageLocale(), ['mentoring']).then(
      () => {
        if (live) setReady(true);
      },
      // Offline without the chunk: the number still shows.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return ready;
}

/** The navigation's count of sessions waiting for the learner's answer; nothing when there are none. */
export function MentoringNavBadge() {
  const { data } = usePendingMentoringCount();
  const count = data?.count ?? 0;
  const ready = useMentoringMessages(count > 0);
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-accent px-2 text-xs font-bold leading-5 text-ink">
      {/* One text for assistive technology: the link reads "Mentoring 2 to confirm". */}
      <span aria-hidden="true">{formatNumber(count)}</span>
      {ready ? <span className="sr-only">{plural(count, { one: '# to confirm', other: '# to confirm' })}</span> : null}
    </span>
  );
}
