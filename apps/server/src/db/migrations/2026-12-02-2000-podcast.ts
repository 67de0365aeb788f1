import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The podcast (ADR 042): episodes (their id is the address `/podcast/:id`, never changed), the
 * guest's name, the audio file when there is one (address, size in bytes and length, all three or
 * none), and when it was published (null: a draft only admins see); their words per language
 * (title, the guest's role, description, the full transcript), English required, French optional.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('podcast_episodes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('guestName', 'text', (c) => c.notNull())
    .addColumn('audioUrl', 'text')
    .addColumn('audioBytes', 'bigint')
    .addColumn('durationSeconds', 'integer')
    .addColumn('publishedAt', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('podcast_episodes_published_idx')
    .on('podcast_episodes')
    .column('publishedAt')
    .execute();
  await db.schema
    .createTable('podcast_episode_texts')
    .addColumn('episodeId', 'text', (c) =>
      c.notNull().references('podcast_episodes.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('guestRole', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('transcript', 'text', (c) => c.notNull())
    .addColumn('transcriptWords', 'integer', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('podcast_episode_texts_pk', ['episodeId', 'locale'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('podcast_episode_texts').execute();
  await db.schema.dropTable('podcast_episodes').execute();
}
