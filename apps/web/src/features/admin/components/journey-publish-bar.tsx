import { plural, t } from '@lingui/core/macro';
import type { AdminJourneyDetail } from '@lv/domain';
import { Rocket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';
import { useEditDraft, usePublishDraft } from '../api/journeys-admin-api';

/** The server's message, or `fallback` when the network failed. */
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 ? error.message : fallback;

/** What the draft changes against the current version, in a sentence per kind of change. */
function changeLines(detail: AdminJourneyDetail): string[] {
  const { draft } = detail;
  const count = (state: 'new' | 'changed') => draft.modules.filter((m) => m.state === state).length;
  const total = draft.modules.length;
  const required = draft.modules.filter((m) => m.required).length;
  const added = count('new');
  const changed = count('changed');
  const lines = [
    t`${plural(total, { one: '# module', other: '# modules' })} in this order, ${plural(required, { one: '# required module', other: '# required modules' })}.`,
  ];
  if (added) lines.push(plural(added, { one: '# module added.', other: '# modules added.' }));
  if (changed)
    lines.push(
      plural(changed, {
        one: '# module changed (the text changes for everyone on any version listing it).',
        other: '# modules changed (the text changes for everyone on any version listing it).',
      }),
    );
  if (draft.removed.length) {
    const titles = draft.removed.map(({ title }) => t`“${title}”`).join(', ');
    lines.push(t`Left out: ${titles}.`);
  }
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
  const current = journey.currentVersion ?? 1;
  const changed = formatDateTime(draft.updatedAt);
  const basedOn = draft.basedOn;
  const status = !draft.saved
    ? t`No changes yet: the draft is version ${current} as published. Any edit below starts version ${next}.`
    : basedOn
      ? t`Draft of version ${next}, last changed ${changed}, started from version ${basedOn}.`
      : t`Draft of version ${next}, last changed ${changed}.`;
  const published = journey.currentVersion ?? '';
  const learners = journey.enrolments;

  return (
    <section
      aria-label={t`Draft and publishing`}
      className="rounded-xl border border-accent bg-accent-light/60 p-4 sm:p-5"
    >
      <p className="font-semibold text-ink">{status}</p>
      {problems.length ? (
        <div className="mt-2">
          <p className="text-ink">{t`Before you can publish:`}</p>
          <ul className="mt-1 list-disc pl-6 text-ink">
            {problems.map((p) => (
              <li key={p}>{domainText(p)}</li>
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
          {t`Publish version ${next}`}
        </Button>
        {draft.saved && journey.currentVersion !== null ? (
          <Button variant="secondary" onClick={() => ask('discard')}>
            <Undo2 className="h-5 w-5" aria-hidden="true" />
            {t`Discard draft`}
          </Button>
        ) : null}
      </div>

      {confirming === 'publish' ? (
        <Dialog
          title={t`Publish version ${next}?`}
          description={t`New enrolments will pin this version.`}
          onClose={() => setConfirming(null)}
        >
          <ul className="list-disc pl-6">
            {changeLines(detail).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {learners ? (
            <p className="mt-3 text-muted">
              {plural(learners, {
                one: '# learner stays on the version they enrolled in, with their progress, until you move them below.',
                other: '# learners stay on the version they enrolled in, with their progress, until you move them below.',
              })}
            </p>
          ) : null}
          {publish.isError ? (
            <Alert className="mt-3" tone="error">
              {failure(publish.error, t`The draft was not published. Check your connection and try again.`)}
            </Alert>
          ) : null}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t`Keep editing`}
            </Button>
            <Button
              busy={publish.isPending}
              busyLabel={t`Publishing...`}
              onClick={() =>
                publish.mutate(undefined, {
                  onSuccess: ({ version }) => {
                    setConfirming(null);
                    setNotice({
                      tone: 'success',
                      text: t`Version ${version} is published: new enrolments pin it.`,
                    });
                    onReset();
                  },
                })
              }
            >
              {t`Publish`}
            </Button>
          </div>
        </Dialog>
      ) : null}

      {confirming === 'discard' ? (
        <Dialog
          title={t`Discard the draft?`}
          description={t`Every change since version ${published} was published is dropped. This cannot be undone.`}
          onClose={() => setConfirming(null)}
        >
          {edit.isError ? (
            <Alert className="mb-3" tone="error">
              {failure(edit.error, t`The draft was not discarded. Check your connection and try again.`)}
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t`Keep the draft`}
            </Button>
            <Button
              className="bg-error hover:bg-error"
              busy={edit.isPending}
              busyLabel={t`Discarding...`}
              onClick={() =>
                edit.mutate(
                  { kind: 'discard' },
                  {
                    onSuccess: () => {
                      setConfirming(null);
                      setNotice({ tone: 'success', text: t`The draft was discarded.` });
                      onReset();
                    },
                  },
                )
              }
            >
              {t`Discard draft`}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
