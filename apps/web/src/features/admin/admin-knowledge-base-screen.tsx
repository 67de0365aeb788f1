import { t } from '@lingui/core/macro';
import { groupKbEntries, type KbEntry } from '@lv/domain';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { domainText } from '../../lib/i18n/domain-text';
import { useAdminKnowledgeBase, useMoveKbEntry } from './api/admin-api';
import { IconButton } from './components/icon-button';
import { KbDeleteDialog, KbEntryDialog } from './components/kb-entry-dialogs';

type Editing = { kind: 'new' } | { kind: 'edit'; entry: KbEntry } | null;

/** /admin/knowledge-base: add, edit, reorder and delete the FAQ entries. */
export function AdminKnowledgeBaseScreen() {
  const faq = useAdminKnowledgeBase();
  const move = useMoveKbEntry();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<KbEntry | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const moveEntry = (entry: KbEntry, direction: 'up' | 'down') => {
    setNotice(null);
    const question = entry.question;
    move.mutate(
      { id: entry.id, move: { direction } },
      {
        onSuccess: () =>
          setNotice({ tone: 'success', text: direction === 'up' ? t`Moved “${question}” up.` : t`Moved “${question}” down.` }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: error instanceof ApiError ? error.message : t`The entry was not moved. Please try again.`,
          }),
      },
    );
  };

  const groups = faq.data ? groupKbEntries(faq.data.entries) : [];

  return (
    <>
      <PageHeader title={t`Knowledge base`}>
        {t`The public FAQ at /knowledge-base. Entries show in category order, then in the order set here.`}
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button
          onClick={() => {
            setNotice(null);
            setEditing({ kind: 'new' });
          }}
        >
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t`Add entry`}
        </Button>
        <Link to="/knowledge-base" className="font-medium text-primary underline">
          {t`View the public page`}
        </Link>
      </div>
      <div aria-live="polite" className="mb-4 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>

      {faq.isPending ? <Spinner /> : null}
      {faq.isError ? (
        <Alert tone="error">{t`The knowledge base could not be loaded. Reload the page to try again.`}</Alert>
      ) : null}
      {faq.data && faq.data.entries.length === 0 ? (
        <p className="text-muted">{t`No entries yet. Add the first one.`}</p>
      ) : null}

      <div className="flex flex-col gap-8">
        {groups.map((group) => (
          <section key={group.category} aria-label={domainText(group.category)}>
            <h2 className="mb-3 text-xl font-bold text-ink">{domainText(group.category)}</h2>
            <ol className="flex flex-col gap-2">
              {group.entries.map((entry, i) => {
                const question = entry.question;
                const place = entry.position;
                const changed = formatDateTime(entry.updatedAt);
                return (
                  <li
                    key={entry.id}
                    className="flex flex-col gap-3 rounded-xl border border-line bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold wrap-anywhere text-ink">{entry.question}</p>
                      <p className="text-sm text-muted">
                        {t`Place ${place} · changed ${changed}`}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-1">
                      <IconButton
                        label={t`Move “${question}” up`}
                        disabled={i === 0 || move.isPending}
                        onClick={() => moveEntry(entry, 'up')}
                      >
                        <ArrowUp className="h-5 w-5" aria-hidden="true" />
                      </IconButton>
                      <IconButton
                        label={t`Move “${question}” down`}
                        disabled={i === group.entries.length - 1 || move.isPending}
                        onClick={() => moveEntry(entry, 'down')}
                      >
                        <ArrowDown className="h-5 w-5" aria-hidden="true" />
                      </IconButton>
                      <IconButton
                        label={t`Edit “${question}”`}
                        onClick={() => {
                          setNotice(null);
                          setEditing({ kind: 'edit', entry });
                        }}
                      >
                        <Pencil className="h-5 w-5" aria-hidden="true" />
                      </IconButton>
                      <IconButton
                        label={t`Delete “${question}”`}
                        onClick={() => {
                          setNotice(null);
                          setDeleting(entry);
                        }}
                        danger
                      >
                        <Trash2 className="h-5 w-5" aria-hidden="true" />
                      </IconButton>
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>

      {editing ? (
        <KbEntryDialog
          entry={editing.kind === 'edit' ? editing.entry : null}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ tone: 'success', text });
          }}
        />
      ) : null}
      {deleting ? (
        <KbDeleteDialog
          entry={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            const question = deleting.question;
            setNotice({ tone: 'success', text: t`Deleted “${question}”.` });
            setDeleting(null);
          }}
        />
      ) : null}
    </>
  );
}
