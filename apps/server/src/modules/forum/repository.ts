import { sql, type Kysely } from 'kysely';
import { countedPage } from '../../db/paging';
import type { Database } from '../../db/schema';

export interface PostRow {
  id: string;
  authorId: string;
  authorName: string;
  title: string;
  bodyMarkdown: string;
  bodyHtml: string;
  excerpt: string;
  createdAt: number;
  updatedAt: number;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
}

export interface CommentRow {
  id: string;
  postId: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: number;
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const postsOf = (db: Kysely<Database>) => db.selectFrom('forum_posts as p');

/** `posts` (filtered or not) with the columns a post answers, the viewer's like included. */
function postsQuery(posts: ReturnType<typeof postsOf>, viewerId: string) {
  return posts
    .innerJoin('users as u', 'u.id', 'p.authorId')
    .select((eb) => [
      'p.id',
      'p.authorId',
      'u.name as authorName',
      'p.title',
      'p.bodyMarkdown',
      'p.bodyHtml',
      'p.excerpt',
      'p.createdAt',
      'p.updatedAt',
      eb.selectFrom('forum_likes as l').whereRef('l.postId', '=', 'p.id').select((e) => e.fn.countAll<number>().as('n')).as('likeCount'),
      eb.selectFrom('forum_comments as c').whereRef('c.postId', '=', 'p.id').select((e) => e.fn.countAll<number>().as('n')).as('commentCount'),
      eb
        .exists(eb.selectFrom('forum_likes as m').whereRef('m.postId', '=', 'p.id').where('m.userId', '=', viewerId).select('m.postId'))
        .as('likedByMe'),
    ]);
}

type RawPost = Omit<PostRow, 'likeCount' | 'commentCount' | 'likedByMe'> & { likeCount: unknown; commentCount: unknown; likedByMe: unknown };

// PostgreSQL answers counts and bigints as strings and booleans as true/false; SQLite as numbers and 0/1.
function toPostRow(row: RawPost): PostRow {
  return {
    ...row,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
    likeCount: Number(row.likeCount ?? 0),
    commentCount: Number(row.commentCount ?? 0),
    likedByMe: row.likedByMe === true || Number(row.likedByMe) === 1,
  };
}

/** One page of posts, newest first; `q` matches the title, case-insensitively. */
export async function findPosts(
  db: Kysely<Database>,
  viewerId: string,
  filter: { q?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ posts: PostRow[]; total: number }> {
  const q = filter.q?.trim();
  const where = q ? sql<boolean>`lower(p.title) like ${likePattern(q)} escape '\\'` : sql<boolean>`1 = 1`;
  const { rows, total } = await countedPage(postsOf(db).where(where), (posts) =>
    postsQuery(posts, viewerId).orderBy('p.createdAt', 'desc').orderBy('p.id', 'desc').limit(page.limit).offset(page.offset),
  );
  return { posts: rows.map(toPostRow), total };
}

export async function findPost(db: Kysely<Database>, viewerId: string, postId: string): Promise<PostRow | undefined> {
  const row = await postsQuery(postsOf(db), viewerId).where('p.id', '=', postId).executeTakeFirst();
  return row ? toPostRow(row) : undefined;
}

/** The author and title of a post (for permission checks and the audit row). */
export function findPostOwner(db: Kysely<Database>, postId: string) {
  return db.selectFrom('forum_posts').select(['id', 'authorId', 'title']).where('id', '=', postId).executeTakeFirst();
}

export async function insertPost(
  db: Kysely<Database>,
  row: { id: string; authorId: string; title: string; bodyMarkdown: string; bodyHtml: string; excerpt: string; now: number },
): Promise<void> {
  const { now, ...values } = row;
  await db.insertInto('forum_posts').values({ ...values, createdAt: now, updatedAt: now }).execute();
}

export async function updatePost(
  db: Kysely<Database>,
  postId: string,
  values: { title?: string; bodyMarkdown?: string; bodyHtml?: string; excerpt?: string; updatedAt: number },
): Promise<void> {
  await db.updateTable('forum_posts').set(values).where('id', '=', postId).execute();
}

/** Deletes a post with its comments and likes; returns whether it existed. */
export async function deletePost(db: Kysely<Database>, postId: string): Promise<boolean> {
  await db.deleteFrom('forum_likes').where('postId', '=', postId).execute();
  await db.deleteFrom('forum_comments').where('postId', '=', postId).execute();
  const result = await db.deleteFrom('forum_posts').where('id', '=', postId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findComments(db: Kysely<Database>, postId: string): Promise<CommentRow[]> {
  const rows = await db
    .selectFrom('forum_comments as c')
    .innerJoin('users as u', 'u.id', 'c.authorId')
    .select(['c.id', 'c.postId', 'c.authorId', 'u.name as authorName', 'c.body', 'c.createdAt'])
    .where('c.postId', '=', postId)
    .orderBy('c.createdAt', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
  return rows.map((r) => ({ ...r, createdAt: Number(r.createdAt) }));
}

export async function findComment(db: Kysely<Database>, commentId: string): Promise<CommentRow | undefined> {
  const row = await db
    .selectFrom('forum_comments as c')
    .innerJoin('users as u', 'u.id', 'c.authorId')
    .select(['c.id', 'c.postId', 'c.authorId', 'u.name as authorName', 'c.body', 'c.createdAt'])
    .where('c.id', '=', commentId)
    .executeTakeFirst();
  return row ? { ...row, createdAt: Number(row.createdAt) } : undefined;
}

export async function insertComment(db: Kysely<Database>, row: { id: string; postId: string; authorId: string; body: string; now: number }): Promise<void> {
  await db.insertInto('forum_comments').values({ id: row.id, postId: row.postId, authorId: row.authorId, body: row.body, createdAt: row.now }).execute();
}

export async function deleteComment(db: Kysely<Database>, commentId: string): Promise<void> {
  await db.deleteFrom('forum_comments').where('id', '=', commentId).execute();
}

/** Likes a post once: a second like (even a parallel one) meets the primary key and changes nothing. */
export async function insertLike(db: Kysely<Database>, postId: string, userId: string, now: number): Promise<void> {
  await db
    .insertInto('forum_likes')
    .values({ postId, userId, createdAt: now })
    .onConflict((oc) => oc.columns(['postId', 'userId']).doNothing())
    .execute();
}

export async function deleteLike(db: Kysely<Database>, postId: string, userId: string): Promise<void> {
  await db.deleteFrom('forum_likes').where('postId', '=', postId).where('userId', '=', userId).execute();
}

export async function likeState(db: Kysely<Database>, postId: string, userId: string): Promise<{ likeCount: number; likedByMe: boolean }> {
  const [count, mine] = await Promise.all([
    db.selectFrom('forum_likes').where('postId', '=', postId).select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('forum_likes').where('postId', '=', postId).where('userId', '=', userId).select('userId').executeTakeFirst(),
  ]);
  return { likeCount: Number(count.n), likedByMe: mine !== undefined };
}
