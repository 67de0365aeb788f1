import {
  groupKbEntries,
  KB_ANSWER_MAX,
  KB_CATEGORIES,
  KB_QUESTION_MAX,
  KbEntryInputSchema,
  type KbCategory,
  type KbEntry,
} from '@lv/domain';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import {
  useAdminKnowledgeBase,
  useDeleteKbEntry,
  useMoveKbEntry,
  useSaveKbEntry,
} from './api/admin-api';
import { IconButton } from './components/icon-button';
import { SelectField } from './components/select-field';

type Editing = { kind: 'new' } | { kind: 'edit'; entry: KbEntry } | null;

const CATEGORY_OPTIONS = KB_CATEGORIES.map((c) => ({ value: c, label: c }));

/** /admin/knowledge-base: add, edit, reorder and delete the FAQ entries. */
export function AdminKnowledgeBaseScreen() {
  const faq = useAdminKnowledgeBase();
  const move = useMoveKbEntry();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<KbEntry | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const moveEntry = (entry: KbEntry, direction: 'up' | 'down') => {
    setNotice(null);
    move.mutate(
      { id: entry.id, move: { direction } },
      {
        onSuccess: () =>
          setNotice({ tone: 'success', text: `Moved “${entry.question}” ${direction}.` }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: error instanceof ApiError ? error.message : 'The entry was not moved. Please try again.',
          }),
      },
    );
  };

  const groups = faq.data ? groupKbEntries(faq.data.entries) : [];

  return (
    <>
      <PageHeader title="Knowledge base">
        The public FAQ at /knowledge-base. Entries show in category order, then in the order set here.
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button
          onClick={() => {
            setNotice(null);
            setEditing({ kind: 'new' });
          }}
        >
          <Plus className="h-5 w-5" aria-hidden="true" />
          Add entry
        </Button>
        <Link to="/knowledge-base" className="font-medium text-primary underline">
          View the public page
        </Link>
      </div>
      <div aria-live="polite" className="mb-4 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>

      {faq.isPending ? <Spinner /> : null}
      {faq.isError ? (
        <Alert tone="error">The knowledge base could not be loaded. Reload the page to try again.</Alert>
      ) : null}
      {faq.data && faq.data.entries.length === 0 ? (
        <p className="text-muted">No entries yet. Add the first one.</p>
      ) : null}

      <div className="flex flex-col gap-8">
        {groups.map((group) => (
          <section key={group.category} aria-label={group.category}>
            <h2 className="mb-3 text-xl font-bold text-ink">{group.category}</h2>
            <ol className="flex flex-col gap-2">
              {group.entries.map((entry, i) => (
                <li
                  key={entry.id}
                  className="flex flex-col gap-3 rounded-xl border border-line bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-semibold wrap-anywhere text-ink">{entry.question}</p>
                    <p className="text-sm text-muted">
                      Place {entry.position} · changed {formatDateTime(entry.updatedAt)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-1">
                    <IconButton
                      label={`Move “${entry.question}” up`}
                      disabled={i === 0 || move.isPending}
                      onClick={() => moveEntry(entry, 'up')}
                    >
                      <ArrowUp className="h-5 w-5" aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={`Move “${entry.question}” down`}
                      disabled={i === group.entries.length - 1 || move.isPending}
                      onClick={() => moveEntry(entry, 'down')}
                    >
                      <ArrowDown className="h-5 w-5" aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={`Edit “${entry.question}”`}
                      onClick={() => {
                        setNotice(null);
                        setEditing({ kind: 'edit', entry });
                      }}
                    >
                      <Pencil className="h-5 w-5" aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={`Delete “${entry.question}”`}
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
              ))}
            </ol>
          </section>
        ))}
      </div>

      {editing ? (
        <EntryDialog
          entry={editing.kind === 'edit' ? editing.entry : null}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ tone: 'success', text });
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          entry={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setNotice({ tone: 'success', text: `Deleted “${deleting.question}”.` });
            setDeleting(null);
          }}
        />
      ) : null}
    </>
  );
}

function EntryDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: KbEntry | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const save = useSaveKbEntry();
  const [category, setCategory] = useState<KbCategory>(entry?.category ?? KB_CATEGORIES[0]);
  const [question, setQuestion] = useState(entry?.question ?? '');
  const [answer, setAnswer] = useState(entry?.answer ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const answerId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = KbEntryInputSchema.safeParse({ category, question, answer });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: entry?.id ?? null, input: parsed.data },
      {
        onSuccess: ({ entry: saved }) =>
          onSaved(entry ? `Saved “${saved.question}”.` : `Added “${saved.question}”.`),
        onError: (error) =>
          setErrors(
            error instanceof ApiError && error.fields
              ? error.fields
              : {
                  form:
                    error instanceof ApiError && error.status !== 0
                      ? error.message
                      : 'The entry was not saved. Check your connection and try again.',
                },
          ),
      },
    );
  };

  return (
    <Dialog title={entry ? 'Edit entry' : 'Add entry'} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SelectField
          label="Category"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(e) => setCategory(e.target.value as KbCategory)}
          error={errors.category}
        />
        <TextField
          label="Question"
          value={question}
          maxLength={KB_QUESTION_MAX}
          onChange={(e) => setQuestion(e.target.value)}
          error={errors.question}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={answerId} className="font-medium text-ink">
            Answer
          </label>
          <textarea
            id={answerId}
            value={answer}
            rows={8}
            maxLength={KB_ANSWER_MAX}
            onChange={(e) => setAnswer(e.target.value)}
            aria-invalid={errors.answer ? true : undefined}
            aria-describedby={`${answerId}-hint${errors.answer ? ` ${answerId}-error` : ''}`}
            className={`rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm ${errors.answer ? 'border-error' : 'border-gray-500'}`}
          />
          <p id={`${answerId}-hint`} className="text-sm text-muted">
            Plain text. Leave an empty line between paragraphs.
          </p>
          {errors.answer ? (
            <p id={`${answerId}-error`} className="text-sm font-medium text-error">
              {errors.answer}
            </p>
          ) : null}
        </div>
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending} busyLabel="Saving...">
            {entry ? 'Save changes' : 'Add entry'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({
  entry,
  onClose,
  onDeleted,
}: {
  entry: KbEntry;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteKbEntry();
  return (
    <Dialog
      title="Delete this entry?"
      description={`“${entry.question}” will disappear from the public FAQ. This cannot be undone.`}
      onClose={onClose}
    >
      {remove.isError ? (
        <Alert className="mb-3" tone="error">The entry was not deleted. Please try again.</Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button
          className="bg-error hover:bg-error"
          busy={remove.isPending}
          busyLabel="Deleting..."
          onClick={() => remove.mutate(entry.id, { onSuccess: onDeleted })}
        >
          Delete entry
        </Button>
      </div>
    </Dialog>
  );
}
