import { plural, t } from '@lingui/core/macro';
import { ForumListQuerySchema, type ForumListQuery, type ForumPostSummary } from '@lv/domain';
import { Heart, MessageSquare, PenLine, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useSearchParamsUpdate } from '../../hooks/use-search-params-update';
import { formatDate } from '../../lib/format';
import { useCreatePost, useForumPosts } from './api/forum-api';
import { PostForm } from './components/post-form';
import { LoadError } from '../../components/ui/load-error';

/** The list query from the address bar (bad values fall back to the first page, no search). */
function queryFrom(params: URLSearchParams): ForumListQuery {
  const parsed = ForumListQuerySchema.safeParse({
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  return parsed.success ? parsed.data : ForumListQuerySchema.parse({});
}

function PostCard({ post }: { post: ForumPostSummary }) {
  const likes = post.likeCount;
  const comments = post.commentCount;
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <h3 className="text-lg font-bold wrap-anywhere">
        <Link
          to={`/forum/posts/${post.id}`}
          className="text-primary underline-offset-2 hover:underline"
        >
          {post.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted">
        {post.author.name} · {formatDate(post.createdAt)}
      </p>
      {post.excerpt ? (
        <p className="mt-2 line-clamp-2 text-ink wrap-anywhere">{post.excerpt}</p>
      ) : null}
      <p className="mt-3 flex gap-4 text-sm font-medium text-muted">
        <span className="inline-flex items-center gap-1">
          <Heart className={`h-4 w-4 ${post.likedByMe ? 'fill-current text-primary' : ''}`} aria-hidden="true" />
          {plural(likes, { one: '# like', other: '# likes' })}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {plural(comments, { one: '# comment', other: '# comments' })}
        </span>
      </p>
    </li>
  );
}

/** The forum's posts inside the leaderboard view's Forum tab: search, write, paginate. */
export function ForumPostList() {
  const { params, update, pageHref } = useSearchParamsUpdate();
  const query = queryFrom(params);
  const [search, setSearch] = useState(query.q ?? '');
  const [writing, setWriting] = useState(false);
  const posts = useForumPosts(query);
  const createPost = useCreatePost();
  const navigate = useNavigate();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  const pageCount = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.pageSize)) : 1;
  const total = posts.data?.total ?? 0;
  const words = query.q;

  return (
    <section aria-labelledby="forum-posts-title" className="mt-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="forum-posts-title" className="text-xl font-bold text-ink">
          {t`Posts`}
        </h2>
        <Button
          variant={writing ? 'secondary' : 'primary'}
          aria-expanded={writing}
          aria-controls="forum-new-post"
          onClick={() => setWriting((w) => !w)}
        >
          <PenLine className="h-4 w-4" aria-hidden="true" />
          {writing ? t`Close the new post` : t`Write a post`}
        </Button>
      </div>

      <div
        id="forum-new-post"
        hidden={!writing}
        className="mb-6 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
      >
        <h3 className="mb-3 text-lg font-bold text-primary">{t`New post`}</h3>
        {writing ? (
          <PostForm
            submitLabel={t`Publish post`}
            busyLabel={t`Publishing…`}
            resetOnSuccess
            autoFocusTitle
            onCancel={() => setWriting(false)}
            onSubmit={async (input) => {
              const post = await createPost.mutateAsync(input);
              setWriting(false);
              void navigate(`/forum/posts/${post.id}`);
            }}
          />
        ) : null}
      </div>

      <form
        role="search"
        onSubmit={onSearch}
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          label={t`Search posts by title`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="flex-1"
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t`Search`}
        </Button>
      </form>

      {posts.isPending ? <Spinner /> : null}
      {posts.isError ? (
        <LoadError onRetry={() => void posts.refetch()}>{t`The posts could not be loaded.`}</LoadError>
      ) : null}
      {posts.data ? (
        <div
          className={posts.isPlaceholderData ? 'opacity-60' : ''}
          aria-busy={posts.isFetching || undefined}
        >
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {words
              ? t`${plural(total, { one: '# post', other: '# posts' })} matching “${words}”`
              : plural(total, { one: '# post', other: '# posts' })}
          </p>
          {posts.data.posts.length === 0 ? (
            <div className="rounded-xl border border-dashed border-line bg-white p-6 text-center text-muted">
              {query.q
                ? t`No post title matches your search. Try fewer or different words.`
                : t`No posts yet. Be the first to ask a question or share a lesson.`}
            </div>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t`Forum posts`}>
              {posts.data.posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </ul>
          )}
          <Pagination
            label={t`Forum pages`}
            page={query.page}
            pageCount={pageCount}
            hrefFor={pageHref}
          />
        </div>
      ) : null}
    </section>
  );
}
