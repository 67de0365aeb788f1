import { t } from '@lingui/core/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { LoadError } from '../../components/ui/load-error';
import { PersonRow } from '../../components/ui/person-row';
import { Button } from '../../components/ui/button';
import { SafeHtml } from '../../components/ui/safe-html';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useDeletePost, useForumPost } from './api/forum-api';
import { CommentSection } from './components/comment-section';
import { DeleteDialog } from './components/delete-dialog';
import { EditPostDialog } from './components/edit-post-dialog';
import { LikeButton } from './components/like-button';
import { BackLink } from '../../components/ui/back-link';

/** /forum/posts/:postId: the post, its likes and comments; edit (modal) and delete for the author or an admin. */
export function ForumPostScreen() {
  const { postId = '' } = useParams();
  const post = useForumPost(postId);
  const remove = useDeletePost(postId);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  if (post.isPending) return <Spinner />;
  if (post.isError) {
    const notFound = post.error instanceof ApiError && post.error.status === 404;
    return (
      <section
        aria-labelledby="post-missing"
        className="mx-auto flex max-w-xl flex-col items-start gap-4"
      >
        <h1 id="post-missing" className="text-2xl font-bold text-primary">
          {notFound ? t`Post not found` : t`We could not load this post`}
        </h1>
        {notFound ? (
          <Alert tone="info">{t`There is no post at this address. It may have been deleted.`}</Alert>
        ) : (
          <LoadError onRetry={() => void post.refetch()} busy={post.isFetching}>
            {t`Check your connection and try again.`}
          </LoadError>
        )}
        <BackLink to="/forum">{t`Back to the forum`}</BackLink>
      </section>
    );
  }

  const data = post.data;
  const edited = data.updatedAt !== data.createdAt;
  const editedAt = formatDateTime(data.updatedAt);
  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="post-title">
      <div className="mb-4">
        <BackLink to="/forum">{t`Back to the forum`}</BackLink>
      </div>
      <header className="mb-4">
        <h1 id="post-title" className="text-2xl font-bold text-primary wrap-anywhere sm:text-3xl">
          {data.title}
        </h1>
        <PersonRow
          className="mt-3"
          name={data.author.name}
          href={`/users/${data.author.id}`}
          detail={
            <>
              {formatDateTime(data.createdAt)}
              {edited ? ` · ${t`edited ${editedAt}`}` : ''}
            </>
          }
        />
      </header>

      <div className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6">
        <SafeHtml html={data.bodyHtml} />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <LikeButton postId={data.id} liked={data.likedByMe} count={data.likeCount} />
        {data.canEdit ? (
          <Button variant="secondary" onClick={() => setDialog('edit')}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t`Edit post`}
          </Button>
        ) : null}
        {data.canDelete ? (
          <button
            type="button"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-error bg-white px-4 py-2 font-semibold text-error hover:bg-error-bg"
            onClick={() => setDialog('delete')}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t`Delete post`}
          </button>
        ) : null}
      </div>

      <CommentSection postId={data.id} comments={data.comments} />

      {dialog === 'edit' ? <EditPostDialog post={data} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? (
        <DeleteDialog
          title={t`Delete this post?`}
          description={t`The post, its comments and its likes are removed for everyone. This cannot be undone.`}
          confirmLabel={t`Delete post`}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await remove.mutateAsync();
            void navigate('/forum', { replace: true });
          }}
        />
      ) : null}
    </article>
  );
}
