import { plural, t } from '@lingui/core/macro';
import type { JourneyModuleItem } from '@lv/domain';
import { CloudDownload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatBytes, formatNumber } from '../../../lib/format';
import { saveReads, savedReadsOf, useCanSaveReads, type SavedReads } from '../../../lib/offline/saved-reads';
import { checkPath, modulePath } from '../api/journeys-api';
import { SECTION_TITLE } from './section-title';

interface OfflineLessonsProps {
  journeyId: string;
  modules: JourneyModuleItem[];
}

/** What is saved, in words (also announced: it is a status region). */
function statusText(total: number, saved: SavedReads | null, saving: number | null): string {
  if (saving !== null) {
    const current = formatNumber(Math.min(saving + 1, total));
    const count = formatNumber(total);
    return t`Saving lesson ${current} of ${count}…`;
  }
  if (saved === null) return t`Checking what is saved on this phone…`;
  if (saved.saved === 0) return t`None of the ${plural(total, { one: '# lesson', other: '# lessons' })} is saved on this phone yet.`;
  const savedCount = formatNumber(saved.saved);
  const size = formatBytes(saved.bytes);
  return t`Saved for offline reading: ${savedCount} of ${plural(total, { one: '# lesson', other: '# lessons' })} (${size} on this phone).`;
}

/** Why some lessons were not saved: all of them, or how many. */
function failureText(failed: number, total: number): string {
  if (failed === total) return t`The lessons could not be saved: the server was not reached. Try again when you are online.`;
  return plural(failed, {
    one: '# lesson could not be saved: the server was not reached. Try again when you are online.',
    other: '# lessons could not be saved: the server was not reached. Try again when you are online.',
  });
}

/**
 * On an enrolled journey's page: saves every module's lesson, then its knowledge check, for reading
 * offline (through the service worker's saved reads, lib/offline/saved-reads.ts) and says how many
 * lessons are saved and how much space they take. Shown only where a service worker controls the page.
 */
export function OfflineLessons({ journeyId, modules }: OfflineLessonsProps) {
  const available = useCanSaveReads();
  const [saved, setSaved] = useState<SavedReads | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [failed, setFailed] = useState(0);
  const paths = modules.map((m) => modulePath(journeyId, m.slug));
  const key = paths.join('\n');

  useEffect(() => {
    if (!available) return;
    let live = true;
    void savedReadsOf(key.split('\n')).then((state) => {
      if (live) setSaved(state);
    });
    return () => {
      live = false;
    };
  }, [available, key]);

  if (!available || modules.length === 0) return null;

  const save = async () => {
    setFailed(0);
    setSaving(0);
    try {
      setFailed(await saveReads(paths, setSaving));
      // Each lesson's knowledge check too (a module without questions has none: not a failure).
      await saveReads(modules.map((m) => checkPath(journeyId, m.slug)));
      setSaved(await savedReadsOf(paths));
    } finally {
      setSaving(null);
    }
  };
  const allSaved = saved !== null && saved.saved === modules.length;

  return (
    <section aria-labelledby="offline-reading-title" className="mt-8 flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="offline-reading-title" className={SECTION_TITLE}>
        {t`Offline reading`}
      </h2>
      <p role="status" className="text-ink" data-testid="offline-lessons-status">
        {statusText(modules.length, saved, saving)}
      </p>
      {failed > 0 && saving === null ? (
        <Alert tone="error">{failureText(failed, modules.length)}</Alert>
      ) : null}
      <Button
        variant="secondary"
        busy={saving !== null}
        busyLabel={t`Saving lessons…`}
        className="w-full sm:w-auto sm:self-start"
        onClick={() => void save()}
      >
        <CloudDownload className="h-4 w-4 shrink-0" aria-hidden="true" />
        {allSaved ? t`Save lessons again (update them)` : t`Save lessons for offline reading`}
      </Button>
      <p className="text-sm text-muted">{t`The lessons and practice are kept on this phone; videos still need the network.`}</p>
    </section>
  );
}
