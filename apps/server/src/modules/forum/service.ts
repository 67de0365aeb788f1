import { randomUUID } from 'node:crypto';
import {
  canModifyForumItem,
  type ForumComment,
  type ForumCommentInput,
  type ForumLike,
  type ForumListQuery,
  type ForumPostDetail,
  type ForumPostInput,
  type ForumPostPage,
  type ForumPostPatch,
  type ForumPostSummary,
  type Role,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { plainExcerpt, renderMarkdown } from './markdown';
import * as repo from './repository';

/** Who is asking: the policy needs the id and the role. */
export interface Viewer {
  id: string;
  role: Role;
}

const iso = (ms: number) => new Date(ms).toISOString();
const postNotFound = () => errors.notFound('That post');

function toSummary(row: repo.PostRow): ForumPostSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    author: { id: row.authorId, name: row.authorName },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    likedByMe: row.likedByMe,
  };
}

function toComment(viewer: Viewer, row: repo.CommentRow): ForumComment {
  return {
    id: row.id,
    postId: row.postId,
    body: row.body,
    author: { id: row.authorId, name: row.authorName },
    createdAt: iso(row.createdAt),
    canDelete: canModifyForumItem(viewer, row.authorId),
  };
}

/** The Markdown's stored forms: sanitised HTML and the plain-text excerpt. */
function rendered(markdown: string) {
  const bodyHtml = renderMarkdown(markdown);
  return { bodyMarkdown: markdown, bodyHtml, excerpt: plainExcerpt(bodyHtml) };
}

export async function listPosts(db: Kysely<Database>, viewer: Viewer, query: ForumListQuery): Promise<ForumPostPage> {
  const { posts, total } = await repo.findPosts(db, viewer.id, { q: query.q }, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return { posts: posts.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

export async function getPost(db: Kysely<Database>, viewer: Viewer, postId: string): Promise<ForumPostDetail> {
  const row = await repo.findPost(db, viewer.id, postId);
  if (!row) throw postNotFound();
  const comments = await repo.findComments(db, postId);
  const mayModify = canModifyForumItem(viewer, row.authorId);
  return {
    ...toSummary(row),
    bodyMarkdown: row.bodyMarkdown,
    bodyHtml: row.bodyHtml,
    canEdit: mayModify,
    canDelete: mayModify,
    comments: comments.map((c) => toComment(viewer, c)),
  };
}

export async function createPost(db: Kysely<Database>, viewer: Viewer, input: ForumPostInput, now: number): Promise<ForumPostDetail> {
  const id = randomUUID();
  await repo.insertPost(db, { id, authorId: viewer.id, title: input.title, ...rendered(input.body), now });
  return getPost(db, viewer, id);
}

/** The author or an admin edits; an admin's edit of someone else's post is audited in the same transaction. */
export async function editPost(db: Kysely<Database>, viewer: Viewer, postId: string, patch: ForumPostPatch, now: number): Promise<ForumPostDetail> {
  await db.transaction().execute(async (trx) => {
    const post = await repo.findPostOwner(trx, postId);
    if (!post) throw postNotFound();
    if (!canModifyForumItem(viewer, post.authorId)) throw errors.forbidden('Only the author or an admin can edit this post.');
    await repo.updatePost(trx, postId, {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.body !== undefined ? rendered(patch.body) : {}),
      updatedAt: now,
    });
    if (viewer.id !== post.authorId) {
      const fields = (['title', 'body'] as const).filter((f) => patch[f] !== undefined);
      await recordAudit(trx, { actorId: viewer.id, action: 'forum.post.edit', targetType: 'forum_post', targetId: postId, details: { authorId: post.authorId, title: post.title, fields } }, now);
    }
  });
  return getPost(db, viewer, postId);
}

export async function removePost(db: Kysely<Database>, viewer: Viewer, postId: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const post = await repo.findPostOwner(trx, postId);
    if (!post) throw postNotFound();
    if (!canModifyForumItem(viewer, post.authorId)) throw errors.forbidden('Only the author or an admin can delete this post.');
    await repo.deletePost(trx, postId);
    if (viewer.id !== post.authorId) {
      await recordAudit(trx, { actorId: viewer.id, action: 'forum.post.delete', targetType: 'forum_post', targetId: postId, details: { authorId: post.authorId, title: post.title } }, now);
    }
  });
}

export async function addComment(db: Kysely<Database>, viewer: Viewer, postId: string, input: ForumCommentInput, now: number): Promise<ForumComment> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findPostOwner(trx, postId))) throw postNotFound();
    await repo.insertComment(trx, { id, postId, authorId: viewer.id, body: input.body, now });
  });
  const row = await repo.findComment(db, id);
  if (!row) throw errors.notFound('That comment');
  return toComment(viewer, row);
}

export async function removeComment(db: Kysely<Database>, viewer: Viewer, postId: string, commentId: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const comment = await repo.findComment(trx, commentId);
    if (!comment || comment.postId !== postId) throw errors.notFound('That comment');
    if (!canModifyForumItem(viewer, comment.authorId)) throw errors.forbidden('Only the author or an admin can delete this comment.');
    await repo.deleteComment(trx, commentId);
    if (viewer.id !== comment.authorId) {
      await recordAudit(trx, { actorId: viewer.id, action: 'forum.comment.delete', targetType: 'forum_comment', targetId: commentId, details: { authorId: comment.authorId, postId, comment: comment.body.slice(0, 200) } }, now);
    }
  });
}

/** Likes (liked = true) or unlikes a post; either is idempotent, so repeats and races change nothing. */
export async function setLike(db: Kysely<Database>, viewer: Viewer, postId: string, liked: boolean, now: number): Promise<ForumLike> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.findPostOwner(trx, postId))) throw postNotFound();
    if (liked) await repo.insertLike(trx, postId, viewer.id, now);
    else await repo.deleteLike(trx, postId, viewer.id);
    return repo.likeState(trx, postId, viewer.id);
  });
}
