import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The forum: posts (Markdown source and its sanitised HTML, both stored), comments, likes (one
 * per learner per post: the primary key makes a repeated like a no-op).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('forum_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('authorId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('bodyMarkdown', 'text', (c) => c.notNull())
    .addColumn('bodyHtml', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('forum_posts_createdAt_idx').on('forum_posts').column('createdAt').execute();
  await db.schema.createIndex('forum_posts_author_idx').on('forum_posts').column('authorId').execute();

  await db.schema
    .createTable('forum_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('postId', 'text', (c) => c.notNull().references('forum_posts.id').onDelete('cascade'))
    .addColumn('authorId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('forum_comments_post_idx').on('forum_comments').columns(['postId', 'createdAt']).execute();

  await db.schema
    .createTable('forum_likes')
    .addColumn('postId', 'text', (c) => c.notNull().references('forum_posts.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('forum_likes_pk', ['postId', 'userId'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('forum_likes').execute();
  await db.schema.dropTable('forum_comments').execute();
  await db.schema.dropTable('forum_posts').execute();
}
