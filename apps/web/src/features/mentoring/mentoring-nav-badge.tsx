import { formatNumber } from '../../lib/format';
import { usePendingMentoringCount } from './api/mentoring-api';

/** The navigation's count of sessions waiting for the learner's answer; nothing when there are none. */
export function MentoringNavBadge() {
  const { data } = usePendingMentoringCount();
  if (!data?.count) return null;
  return (
    <span className="ml-auto rounded-full bg-accent px-2 text-xs font-bold leading-5 text-ink">
      {/* One text for assistive technology: the link reads "Mentoring 2 to confirm". */}
      <span aria-hidden="true">{formatNumber(data.count)}</span>
      <span className="sr-only">{`${formatNumber(data.count)} to confirm`}</span>
    </span>
  );
}
