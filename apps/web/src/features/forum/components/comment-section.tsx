import { t } from '@lingui/core/macro';
import { FORUM_LIMITS, ForumCommentInputSchema, type ForumComment } from '@lv/domain';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Alert } from '../../../components/ui/alert';
import { PersonRow } from '../../../components/ui/person-row';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';
import { useAddComment, useDeleteComment } from '../api/forum-api';
import { DeleteDialog } from './delete-dialog';
import { showServerErrors, useZodForm } from '../../../lib/use-zod-form';
import { TextAreaField } from '../../../components/ui/form-fields';

function CommentForm({ postId }: { postId: string }) {
  const add = useAddComment(postId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useZodForm(ForumCommentInputSchema, { defaultValues: { body: '' } });

  const submit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      reset();
    } catch (error) {
      showServerErrors(
        error,
        setError,
        t`Your comment could not be saved. Check your connection and try again.`,
      );
    }
  });

  const length = formatNumber(watch('body').length);
  const max = formatNumber(FORUM_LIMITS.commentMax);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <TextAreaField
        label={t`Add a comment`}
        error={errors.body?.message ? domainText(errors.body.message) : undefined}
        rows={3}
        hint={t`${length} of ${max} characters`}
        {...register('body')}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={add.isPending} busyLabel={t`Posting…`}>
          {t`Post comment`}
        </Button>
      </div>
    </form>
  );
}

/** The comments of a post (plain text), the add-comment form, and delete for the author or an admin. */
export function CommentSection({ postId, comments }: { postId: string; comments: ForumComment[] }) {
  const remove = useDeleteComment(postId);
  const [deleting, setDeleting] = useState<ForumComment | null>(null);
  // The deleted comment's button is gone, so focus goes to the comments heading instead.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = formatNumber(comments.length);
  return (
    <section aria-labelledby="comments-title" className="mt-8">
      <h2
        id="comments-title"
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-xl font-bold text-ink"
      >
        {t`Comments (${count})`}
      </h2>
      {comments.length === 0 ? (
        <p className="mb-4 text-muted">{t`No comments yet. Start the conversation.`}</p>
      ) : (
        <ul className="mb-6 flex flex-col gap-3" aria-label={t`Comments`}>
          {comments.map((c) => (
            <li key={c.id} className="rounded-xl border border-line bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <PersonRow name={c.author.name} size="sm" detail={formatDateTime(c.createdAt)} />
                {c.canDelete ? (
                  <button
                    type="button"
                    onClick={() => setDeleting(c)}
                    className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-muted hover:bg-error-bg hover:text-error"
                    aria-label={t`Delete comment by ${c.author.name}`}
                  >
                    <Trash2 className="h-5 w-5" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
              <p className="mt-2 whitespace-pre-line text-ink wrap-anywhere">{c.body}</p>
            </li>
          ))}
        </ul>
      )}
      <CommentForm postId={postId} />
      {deleting ? (
        <DeleteDialog
          title={t`Delete this comment?`}
          description={t`The comment is removed for everyone. This cannot be undone.`}
          confirmLabel={t`Delete comment`}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            // Close the dialog now (its own focus restore runs first), then move focus to the list.
            flushSync(() => setDeleting(null));
            headingRef.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
