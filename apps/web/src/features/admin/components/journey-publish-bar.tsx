import type { AdminJourneyDetail } from '@lv/domain';
import { Rocket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useEditDraft, usePublishDraft } from '../api/journeys-admin-api';

const failure = (error: unknown, what: string) =>
  error instanceof ApiError && error.status !== 0
    ? error.message
    : `${what} Check your connection and try again.`;

/** What the draft changes against the current version, in a sentence per kind of change. */
function changeLines(detail: AdminJourneyDetail): string[] {
  const { draft } = detail;
  const count = (state: 'new' | 'changed') => draft.modules.filter((m) => m.state === state).length;
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const lines = [
    `${plural(draft.modules.length, 'module')} in this order, ${plural(draft.modules.filter((m) => m.required).length, 'required module')}.`,
  ];
  if (count('new')) lines.push(`${plural(count('new'), 'module')} added.`);
  if (count('changed'))
    lines.push(
      `${plural(count('changed'), 'module')} changed (the text changes for everyone on any version listing it).`,
    );
  if (draft.removed.length)
    lines.push(`Left out: ${draft.removed.map((m) => `“${m.title}”`).join(', ')}.`);
  return lines;
}

/**
 * The draft's state and its two actions: Publish (after a confirmation that says what changes
 * and who is affected) and Discard. Problems that block publishing are listed with the button.
 */
export function JourneyPublishBar({
  detail,
  onReset,
}: {
  detail: AdminJourneyDetail;
  onReset: () => void;
}) {
  const { journey, draft } = detail;
  const publish = usePublishDraft(journey.id);
  const edit = useEditDraft(journey.id);
  const [confirming, setConfirming] = useState<'publish' | 'discard' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const ask = (what: 'publish' | 'discard') => {
    setNotice(null);
    setConfirming(what);
  };
  const problems = Object.values(draft.problems);
  const next = (journey.currentVersion ?? 0) + 1;
  const status = draft.saved
    ? `Draft of version ${next}, last changed ${formatDateTime(draft.updatedAt)}${draft.basedOn ? `, started from version ${draft.basedOn}` : ''}.`
    : `No changes yet: the draft is version ${journey.currentVersion ?? 1} as published. Any edit below starts version ${next}.`;

  return (
    <section
      aria-label="Draft and publishing"
      className="rounded-xl border border-accent bg-accent-light/60 p-4 sm:p-5"
    >
      <p className="font-semibold text-ink">{status}</p>
      {problems.length ? (
        <div className="mt-2">
          <p className="text-ink">Before you can publish:</p>
          <ul className="mt-1 list-disc pl-6 text-ink">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div aria-live="polite" className="mt-3 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => ask('publish')} disabled={!draft.saved || problems.length > 0}>
          <Rocket className="h-5 w-5" aria-hidden="true" />
          Publish version {next}
        </Button>
        {draft.saved && journey.currentVersion !== null ? (
          <Button variant="secondary" onClick={() => ask('discard')}>
            <Undo2 className="h-5 w-5" aria-hidden="true" />
            Discard draft
          </Button>
        ) : null}
      </div>

      {confirming === 'publish' ? (
        <Dialog
          title={`Publish version ${next}?`}
          description="New enrolments will pin this version."
          onClose={() => setConfirming(null)}
        >
          <ul className="list-disc pl-6">
            {changeLines(detail).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {journey.enrolments ? (
            <p className="mt-3 text-muted">
              {journey.enrolments} learner{journey.enrolments === 1 ? ' stays' : 's stay'} on the
              version they enrolled in, with their progress, until you move them below.
            </p>
          ) : null}
          {publish.isError ? (
            <Alert className="mt-3" tone="error">
              {failure(publish.error, 'The draft was not published.')}
            </Alert>
          ) : null}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Keep editing
            </Button>
            <Button
              busy={publish.isPending}
              busyLabel="Publishing..."
              onClick={() =>
                publish.mutate(undefined, {
                  onSuccess: ({ version }) => {
                    setConfirming(null);
                    setNotice({
                      tone: 'success',
                      text: `Version ${version} is published: new enrolments pin it.`,
                    });
                    onReset();
                  },
                })
              }
            >
              Publish
            </Button>
          </div>
        </Dialog>
      ) : null}

      {confirming === 'discard' ? (
        <Dialog
          title="Discard the draft?"
          description={`Every change since version ${journey.currentVersion ?? ''} was published is dropped. This cannot be undone.`}
          onClose={() => setConfirming(null)}
        >
          {edit.isError ? (
            <Alert className="mb-3" tone="error">
              {failure(edit.error, 'The draft was not discarded.')}
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Keep the draft
            </Button>
            <Button
              className="bg-error hover:bg-error"
              busy={edit.isPending}
              busyLabel="Discarding..."
              onClick={() =>
                edit.mutate(
                  { kind: 'discard' },
                  {
                    onSuccess: () => {
                      setConfirming(null);
                      setNotice({ tone: 'success', text: 'The draft was discarded.' });
                      onReset();
                    },
                  },
                )
              }
            >
              Discard draft
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
