import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AdminDraft, AdminDraftModule } from '@lv/domain';
import { ArrowDown, ArrowUp, Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { useEditDraft, type DraftEdit } from '../api/journeys-admin-api';
import { IconButton } from './icon-button';
import { JourneyModuleDialog } from './journey-module-dialog';

const STATE_LABELS: Record<AdminDraftModule['state'], MessageDescriptor | null> = {
  new: msg({ message: 'New', context: 'module' }),
  changed: msg({ message: 'Changed', context: 'module' }),
  unchanged: null,
};

function Tag({ tone, children }: { tone: 'neutral' | 'gold' | 'green'; children: ReactNode }) {
  const tones = {
    neutral: 'bg-gray-100 text-ink',
    gold: 'bg-accent-light text-ink',
    green: 'bg-primary-light text-primary',
  };
  return (
    <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; module: AdminDraftModule } | null;

/**
 * The draft's modules in order, each with Move up / Move down buttons (keyboard and
 * screen-reader friendly, no dragging needed), Edit, and Leave out; modules the journey published
 * before but the draft leaves out can be added back.
 */
export function JourneyModuleList({ journeyId, draft }: { journeyId: string; draft: AdminDraft }) {
  const edit = useEditDraft(journeyId);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const run = (change: DraftEdit, done: string) => {
    setNotice(null);
    edit.mutate(change, {
      onSuccess: () => setNotice({ tone: 'success', text: done }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          text:
            error instanceof ApiError && error.status !== 0
              ? error.message
              : t`The draft was not changed. Check your connection and try again.`,
        }),
    });
  };
  const open = (next: Editing) => {
    setNotice(null);
    setEditing(next);
  };
  const last = draft.modules.length - 1;

  return (
    <div className="flex flex-col gap-4">
      <div aria-live="polite" className="empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      {draft.modules.length === 0 ? (
        <p className="text-muted">{t`No modules yet. Add the first one.`}</p>
      ) : null}
      <ol aria-label={t`Modules of the draft`} className="flex flex-col gap-2">
        {draft.modules.map((m, i) => {
          const { title, slug } = m.content;
          const state = STATE_LABELS[m.state];
          const stateLabel = state ? i18n._(state) : null;
          // The places (from 1) the module moves to, one up or one down.
          const placeAbove = i;
          const placeBelow = i + 2;
          return (
            <li
              key={slug}
              className="flex flex-col gap-3 rounded-xl border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-ink">
                  <span className="text-muted">{m.position}.</span> {title}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                  <span className="wrap-anywhere">{slug}</span>
                  <Tag tone={m.required ? 'green' : 'neutral'}>
                    {m.required ? t`Required` : t`Optional`}
                  </Tag>
                  {stateLabel ? <Tag tone="gold">{stateLabel}</Tag> : null}
                  {m.content.video ? <Tag tone="neutral">{t`Video`}</Tag> : null}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                <IconButton
                  label={t`Move “${title}” up`}
                  disabled={i === 0 || edit.isPending}
                  onClick={() =>
                    run(
                      { kind: 'move-module', slug, move: { direction: 'up' } },
                      t`Moved “${title}” up to place ${placeAbove}.`,
                    )
                  }
                >
                  <ArrowUp className="h-5 w-5" aria-hidden="true" />
                </IconButton>
                <IconButton
                  label={t`Move “${title}” down`}
                  disabled={i === last || edit.isPending}
                  onClick={() =>
                    run(
                      { kind: 'move-module', slug, move: { direction: 'down' } },
                      t`Moved “${title}” down to place ${placeBelow}.`,
                    )
                  }
                >
                  <ArrowDown className="h-5 w-5" aria-hidden="true" />
                </IconButton>
                <IconButton
                  label={t`Edit “${title}”`}
                  onClick={() => open({ kind: 'edit', module: m })}
                >
                  <Pencil className="h-5 w-5" aria-hidden="true" />
                </IconButton>
                <IconButton
                  label={t`Leave “${title}” out of the draft`}
                  danger
                  disabled={edit.isPending}
                  onClick={() =>
                    run({ kind: 'remove-module', slug }, t`Left “${title}” out of the draft.`)
                  }
                >
                  <Trash2 className="h-5 w-5" aria-hidden="true" />
                </IconButton>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button onClick={() => open({ kind: 'new' })}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t`Add module`}
        </Button>
      </div>

      {draft.restorable.length ? (
        <div>
          <h3 className="text-lg font-semibold text-ink">{t`Left out of the draft`}</h3>
          <p className="text-muted">
            {t`Published before; learners on older versions still have them. Add one back to put it at the end of the draft.`}
          </p>
          <ul className="mt-2 flex flex-col gap-2">
            {draft.restorable.map(({ moduleId, slug, title }) => (
              <li
                key={moduleId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-line px-4 py-2"
              >
                <span className="wrap-anywhere">{title}</span>
                <Button
                  variant="secondary"
                  disabled={edit.isPending}
                  onClick={() =>
                    run({ kind: 'restore-module', slug }, t`Added “${title}” back to the draft.`)
                  }
                >
                  <RotateCcw className="h-5 w-5" aria-hidden="true" />
                  {t`Add back`}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {editing ? (
        <JourneyModuleDialog
          journeyId={journeyId}
          module={editing.kind === 'edit' ? editing.module : null}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ tone: 'success', text });
          }}
        />
      ) : null}
    </div>
  );
}
