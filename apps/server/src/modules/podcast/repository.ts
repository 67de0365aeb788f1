import {
  countWords,
  DEFAULT_LOCALE,
  type Locale,
  type NewPodcastEpisode,
  type PodcastEpisodeInput,
  type PodcastEpisodeText,
} from '@lv/domain';
import type { Kysely, Selectable } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database, PodcastEpisodesTable, PodcastEpisodeTextsTable } from '../../db/schema';

/** A query builder: the database or an open transaction. */
type Sql = Kysely<Database>;
export type EpisodeRow = Selectable<PodcastEpisodesTable>;
/** An episode's words in one language; the transcript only where the read asked for it. */
export type EpisodeTextRow = Omit<Selectable<PodcastEpisodeTextsTable>, 'transcript'> & {
  transcript?: string;
};

/** An episode with its words by language. */
export interface StoredEpisode {
  row: EpisodeRow;
  texts: Partial<Record<Locale, EpisodeTextRow>>;
}

const TEXT_COLUMNS = [
  'episodeId',
  'locale',
  'title',
  'guestRole',
  'description',
  'transcriptWords',
  'updatedAt',
] as const;

/** The most episodes a list answers (newest first): years of a weekly show. */
export const EPISODE_LIST_MAX = 200;

const audioColumns = (input: PodcastEpisodeInput) => ({
  audioUrl: input.audio?.url ?? null,
  audioBytes: input.audio?.bytes ?? null,
  durationSeconds: input.audio?.durationSeconds ?? null,
});

async function writeText(
  trx: Sql,
  episodeId: string,
  locale: Locale,
  text: PodcastEpisodeText | null,
  now: number,
): Promise<void> {
  if (!text) {
    await trx
      .deleteFrom('podcast_episode_texts')
      .where('episodeId', '=', episodeId)
      .where('locale', '=', locale)
      .execute();
    return;
  }
  const values = { ...text, transcriptWords: countWords(text.transcript), updatedAt: now };
  await trx
    .insertInto('podcast_episode_texts')
    .values({ episodeId, locale, ...values })
    .onConflict((oc) => oc.columns(['episodeId', 'locale']).doUpdateSet(values))
    .execute();
}

/** Inserts a new, unpublished episode; false when the id is taken (also by a concurrent insert). */
export async function insertEpisode(
  trx: Sql,
  input: NewPodcastEpisode,
  now: number,
): Promise<boolean> {
  const result = await trx
    .insertInto('podcast_episodes')
    .values({
      id: input.id,
      guestName: input.guestName,
      ...audioColumns(input),
      publishedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await writeText(trx, input.id, 'en', input.texts.en, now);
  await writeText(trx, input.id, 'fr', input.texts.fr, now);
  return true;
}

/** Replaces an episode's guest, audio and words (its id and publication stay). */
export async function updateEpisode(
  trx: Sql,
  id: string,
  input: PodcastEpisodeInput,
  now: number,
): Promise<void> {
  await trx
    .updateTable('podcast_episodes')
    .set({ guestName: input.guestName, ...audioColumns(input), updatedAt: now })
    .where('id', '=', id)
    .execute();
  await writeText(trx, id, 'en', input.texts.en, now);
  await writeText(trx, id, 'fr', input.texts.fr, now);
}

/**
 * Publishes (a time) or unpublishes (null) an episode, only from the other state, so of two
 * concurrent requests one changes it; true when this one did.
 */
export async function setPublished(
  trx: Sql,
  id: string,
  publishedAt: number | null,
  now: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('podcast_episodes')
    .set({ publishedAt, updatedAt: now })
    .where('id', '=', id)
    .where('publishedAt', publishedAt === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Locks an episode's row for the rest of the transaction (PostgreSQL; SQLite has one writer). */
export async function lockEpisode(trx: Sql, id: string): Promise<EpisodeRow | undefined> {
  const query = trx.selectFrom('podcast_episodes').selectAll().where('id', '=', id);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

async function withTexts(
  db: Sql,
  rows: EpisodeRow[],
  locales: readonly Locale[],
  transcripts: boolean,
): Promise<StoredEpisode[]> {
  if (rows.length === 0) return [];
  const query = db
    .selectFrom('podcast_episode_texts')
    .select([...TEXT_COLUMNS])
    .where(
      'episodeId',
      'in',
      rows.map((r) => r.id),
    )
    .where('locale', 'in', [...locales]);
  const texts: EpisodeTextRow[] = transcripts
    ? await query.select('transcript').execute()
    : await query.execute();
  return rows.map((row) => ({
    row,
    texts: Object.fromEntries(
      texts.filter((t) => t.episodeId === row.id).map((t) => [t.locale, t]),
    ),
  }));
}

/** One episode with its words in every language, published or not. */
export async function findEpisode(db: Sql, id: string): Promise<StoredEpisode | undefined> {
  const row = await db
    .selectFrom('podcast_episodes')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (await withTexts(db, [row], ['en', 'fr'], true))[0] : undefined;
}

/** Every episode for the admin: drafts first (newest change first), then the published, newest first. */
export async function listAllEpisodes(db: Sql): Promise<StoredEpisode[]> {
  const rows = await db
    .selectFrom('podcast_episodes')
    .selectAll()
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .execute();
  const drafts = rows.filter((r) => r.publishedAt === null);
  const published = rows
    .filter((r) => r.publishedAt !== null)
    .sort((a, b) => Number(b.publishedAt) - Number(a.publishedAt) || a.id.localeCompare(b.id));
  return withTexts(db, [...drafts, ...published], ['en', 'fr'], true);
}

/** The published episodes, newest first, with their words in `locale` and in English. */
export async function publishedEpisodes(
  db: Sql,
  locale: Locale,
  limit = EPISODE_LIST_MAX,
): Promise<StoredEpisode[]> {
  const rows = await db
    .selectFrom('podcast_episodes')
    .selectAll()
    .where('publishedAt', 'is not', null)
    .orderBy('publishedAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return withTexts(db, rows, [...new Set<Locale>([DEFAULT_LOCALE, locale])], false);
}

/** One published episode with its words in `locale` and in English; undefined for a draft or an unknown id. */
export async function publishedEpisode(
  db: Sql,
  id: string,
  locale: Locale,
): Promise<StoredEpisode | undefined> {
  const row = await db
    .selectFrom('podcast_episodes')
    .selectAll()
    .where('id', '=', id)
    .where('publishedAt', 'is not', null)
    .executeTakeFirst();
  const locales = [...new Set<Locale>([DEFAULT_LOCALE, locale])];
  return row ? (await withTexts(db, [row], locales, true))[0] : undefined;
}
