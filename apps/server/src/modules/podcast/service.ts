import {
  DEFAULT_LOCALE,
  podcastAudioType,
  readingMinutes,
  type AdminPodcastEpisode,
  type Locale,
  type NewPodcastEpisode,
  type PodcastEpisode,
  type PodcastEpisodeInput,
  type PodcastEpisodeSummary,
  type PodcastList,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import * as repo from './repository';

/** A query builder: the database or an open transaction. */
type Sql = Kysely<Database>;

/*
 * The podcast (ADR 042). Readers see published episodes only, in their language where translated
 * (else in English, said by `language`); admins write both languages, and publish or unpublish.
 * Every admin write runs in one transaction with its audit row.
 */

/** Where the feed is, for the list to offer once an episode has audio (a podcast app plays nothing else). */
export const FEED_PATH = '/podcast.xml';

const notFound = () => errors.notFound('That episode');
const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** The words a reader gets: theirs where translated, else the English (and which it is). */
function wordsFor(stored: repo.StoredEpisode, locale: Locale) {
  const own = stored.texts[locale];
  const language: Locale = own ? locale : DEFAULT_LOCALE;
  const text = own ?? stored.texts[DEFAULT_LOCALE];
  // Every episode is written with its English (the schema requires it), in the same transaction.
  if (!text) throw new Error(`podcast episode ${stored.row.id} has no English text`);
  return { language, text };
}

function audioOf(row: repo.EpisodeRow) {
  if (row.audioUrl === null || row.audioBytes === null || row.durationSeconds === null) return null;
  return {
    url: row.audioUrl,
    bytes: Number(row.audioBytes),
    durationSeconds: Number(row.durationSeconds),
  };
}

function summaryOf(stored: repo.StoredEpisode, locale: Locale): PodcastEpisodeSummary {
  const { language, text } = wordsFor(stored, locale);
  const audio = audioOf(stored.row);
  return {
    id: stored.row.id,
    title: text.title,
    guestName: stored.row.guestName,
    guestRole: text.guestRole,
    description: text.description,
    publishedAt: iso(Number(stored.row.publishedAt)),
    language,
    readingMinutes: readingMinutes(Number(text.transcriptWords)),
    audio: audio && { bytes: audio.bytes, durationSeconds: audio.durationSeconds },
  };
}

/** The published episodes, newest first, and the feed's address once one of them has audio. */
export async function podcastList(db: Sql, locale: Locale): Promise<PodcastList> {
  const episodes = await repo.publishedEpisodes(db, locale);
  const playable = episodes.some((e) => audioOf(e.row) !== null);
  const feedPath = locale === DEFAULT_LOCALE ? FEED_PATH : `${FEED_PATH}?lang=${locale}`;
  return {
    episodes: episodes.map((e) => summaryOf(e, locale)),
    feedPath: playable ? feedPath : null,
  };
}

/** One published episode with its transcript; a draft answers 404 like an unknown id. */
export async function podcastEpisode(db: Sql, id: string, locale: Locale): Promise<PodcastEpisode> {
  const stored = await repo.publishedEpisode(db, id, locale);
  if (!stored) throw notFound();
  const { text } = wordsFor(stored, locale);
  const audio = audioOf(stored.row);
  return {
    ...summaryOf(stored, locale),
    transcript: text.transcript ?? '',
    audio: audio && { ...audio, type: podcastAudioType(audio.url) ?? 'audio/mpeg' },
  };
}

/** The feed's episodes: published, with audio, newest first, in `locale` where translated. */
export async function feedEpisodes(db: Sql, locale: Locale) {
  const episodes = await repo.publishedEpisodes(db, locale);
  return episodes.flatMap((stored) => {
    const audio = audioOf(stored.row);
    if (!audio) return [];
    const { text } = wordsFor(stored, locale);
    return [
      {
        id: stored.row.id,
        guestName: stored.row.guestName,
        text,
        publishedAt: Number(stored.row.publishedAt),
        audio: { ...audio, type: podcastAudioType(audio.url) ?? 'audio/mpeg' },
      },
    ];
  });
}

function adminEpisodeOf(stored: repo.StoredEpisode): AdminPodcastEpisode {
  const text = (locale: Locale) => {
    const t = stored.texts[locale];
    return t
      ? {
          title: t.title,
          guestRole: t.guestRole,
          description: t.description,
          transcript: t.transcript ?? '',
        }
      : null;
  };
  const en = text('en');
  if (!en) throw new Error(`podcast episode ${stored.row.id} has no English text`);
  return {
    id: stored.row.id,
    guestName: stored.row.guestName,
    audio: audioOf(stored.row),
    texts: { en, fr: text('fr') },
    publishedAt: stored.row.publishedAt === null ? null : iso(Number(stored.row.publishedAt)),
    updatedAt: iso(Number(stored.row.updatedAt)),
  };
}

/** Every episode, drafts first, for the admin. */
export async function adminEpisodes(db: Sql): Promise<AdminPodcastEpisode[]> {
  return (await repo.listAllEpisodes(db)).map(adminEpisodeOf);
}

async function reread(trx: Sql, id: string): Promise<AdminPodcastEpisode> {
  const stored = await repo.findEpisode(trx, id);
  if (!stored) throw notFound();
  return adminEpisodeOf(stored);
}

/** Adds an unpublished episode; a taken id is a 409 and writes nothing. */
export async function createEpisode(
  db: Sql,
  actorId: string,
  input: NewPodcastEpisode,
  now = Date.now(),
): Promise<AdminPodcastEpisode> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.insertEpisode(trx, input, now)))
      throw errors.conflict('Another episode already uses this id. Choose another id.');
    await recordAudit(
      trx,
      {
        actorId,
        action: 'podcast.create',
        targetType: 'podcast_episode',
        targetId: input.id,
        details: { title: input.texts.en.title, audio: input.audio !== null },
      },
      now,
    );
    return reread(trx, input.id);
  });
}

/** The parts an edit changed, for the audit row (texts by language and field, never their words). */
function changedParts(before: AdminPodcastEpisode, input: PodcastEpisodeInput): string[] {
  const parts: string[] = [];
  if (before.guestName !== input.guestName) parts.push('guestName');
  if (JSON.stringify(before.audio) !== JSON.stringify(input.audio)) parts.push('audio');
  for (const locale of ['en', 'fr'] as const) {
    const was = before.texts[locale];
    const now = input.texts[locale];
    if (!was || !now) {
      if (was !== now) parts.push(`texts.${locale}`);
      continue;
    }
    for (const field of ['title', 'guestRole', 'description', 'transcript'] as const) {
      if (was[field] !== now[field]) parts.push(`texts.${locale}.${field}`);
    }
  }
  return parts;
}

/** Changes an episode's guest, audio and words; published episodes change in place. */
export async function changeEpisode(
  db: Sql,
  actorId: string,
  id: string,
  input: PodcastEpisodeInput,
  now = Date.now(),
): Promise<AdminPodcastEpisode> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockEpisode(trx, id))) throw notFound();
    const before = await reread(trx, id);
    await repo.updateEpisode(trx, id, input, now);
    await recordAudit(
      trx,
      {
        actorId,
        action: 'podcast.update',
        targetType: 'podcast_episode',
        targetId: id,
        details: { title: input.texts.en.title, changed: changedParts(before, input) },
      },
      now,
    );
    return reread(trx, id);
  });
}

/** Publishes a draft (dated now) or unpublishes a published episode; the other state is a 409. */
export async function setEpisodePublished(
  db: Sql,
  actorId: string,
  id: string,
  publish: boolean,
  now = Date.now(),
): Promise<AdminPodcastEpisode> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.setPublished(trx, id, publish ? now : null, now))) {
      if (!(await repo.findEpisode(trx, id))) throw notFound();
      throw errors.conflict(
        publish ? 'This episode is already published.' : 'This episode is not published.',
      );
    }
    const after = await reread(trx, id);
    await recordAudit(
      trx,
      {
        actorId,
        action: publish ? 'podcast.publish' : 'podcast.unpublish',
        targetType: 'podcast_episode',
        targetId: id,
        details: { title: after.texts.en.title },
      },
      now,
    );
    return after;
  });
}
