import { z } from 'zod';
import { KebabSlugSchema } from './journey-contracts';
import { lazySchema } from './lazy-schema';
import { HttpsUrlSchema } from './settings';
import { cleanText } from './text';

/*
 * The podcast (`../shared/spec/decisions.md` "Premium spaces and level unlocks": for everyone):
 * episodes with a guest, a description and a full transcript in English and French, and audio
 * that is optional. An episode without audio is "Transcript only": nothing claims it plays. The
 * audio is fetched only after a tap that says its size; the feed (podcast-feed.ts) lists the
 * episodes a podcast app can play.
 */

export const PODCAST_LIMITS = {
  titleMax: 120,
  guestNameMax: 80,
  guestRoleMax: 160,
  descriptionMax: 600,
  transcriptMin: 200,
  /**
   * About 5,000 words, 35-40 minutes of talk: both languages' transcripts at 3 bytes a character
   * stay within the server's long-text body limit (256 KB).
   */
  transcriptMax: 30_000,
  /** 2 GB: far above any spoken episode, below what a JavaScript number holds exactly. */
  audioBytesMax: 2_000_000_000,
  /** Six hours. */
  durationSecondsMax: 6 * 3600,
} as const;

/** The audio files a browser and a podcast app play, by the address's extension, and their type. */
export const PODCAST_AUDIO_TYPES = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
} as const;

/** The MIME type of an audio address by its extension (query and fragment aside), or null. */
export function podcastAudioType(url: string): string | null {
  // The path of an absolute address (the domain has no URL class: it runs without DOM or Node).
  const pathname = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+(\/[^?#]*)?/i.exec(url)?.[1] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(PODCAST_AUDIO_TYPES, extension)
    ? PODCAST_AUDIO_TYPES[extension as keyof typeof PODCAST_AUDIO_TYPES]
    : null;
}

/** One clean line of text, required, at most `max` characters. */
const line = (max: number, required: string) =>
  z
    .string({ error: required })
    .transform((v) => cleanText(v, 'line'))
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(max, { error: `Keep it to ${max.toLocaleString('en')} characters or fewer` }),
    );

/** Plain text of several lines, between `min` and `max` characters. */
const lines = (min: number, max: number, required: string, tooShort: string) =>
  z
    .string({ error: required })
    .transform((v) => cleanText(v))
    .pipe(
      z
        .string()
        .min(1, { error: required, abort: true })
        .min(min, { error: tooShort })
        .max(max, { error: `Keep it to ${max.toLocaleString('en')} characters or fewer` }),
    );

/** An episode's words in one language, as an admin writes them (plain text, never HTML). */
export const PodcastEpisodeTextSchema = lazySchema(() =>
  z.strictObject({
    title: line(PODCAST_LIMITS.titleMax, 'Give the episode a title'),
    /** What the guest does, in this language: "Branch manager, a commercial bank in Kumasi". */
    guestRole: line(PODCAST_LIMITS.guestRoleMax, 'Say what the guest does'),
    description: lines(
      1,
      PODCAST_LIMITS.descriptionMax,
      'Write a short description',
      'Write a short description',
    ),
    /** The whole conversation; a blank line between turns, each turn may start "Name: ". */
    transcript: lines(
      PODCAST_LIMITS.transcriptMin,
      PODCAST_LIMITS.transcriptMax,
      'Paste the full transcript',
      `The transcript must be the whole conversation: at least ${PODCAST_LIMITS.transcriptMin} characters`,
    ),
  }),
);
export type PodcastEpisodeText = z.infer<typeof PodcastEpisodeTextSchema>;

/** The episode's audio file: an https address ending in an audio type, its size and length. */
export const PodcastAudioInputSchema = lazySchema(() =>
  z.strictObject({
    url: HttpsUrlSchema.refine((url) => podcastAudioType(url) !== null, {
      error: 'Use an audio file ending in .mp3, .m4a, .aac, .ogg, .oga or .opus',
    }),
    bytes: z
      .number({ error: 'Enter the audio size in bytes' })
      .int({ error: 'Enter the audio size in whole bytes' })
      .positive({ error: 'The audio size must be more than 0 bytes' })
      .max(PODCAST_LIMITS.audioBytesMax, { error: 'The audio file is too large' }),
    durationSeconds: z
      .number({ error: 'Enter the length in seconds' })
      .int({ error: 'Enter the length in whole seconds' })
      .positive({ error: 'The length must be more than 0 seconds' })
      .max(PODCAST_LIMITS.durationSecondsMax, { error: 'The length must be at most 6 hours' }),
  }),
);
export type PodcastAudioInput = z.infer<typeof PodcastAudioInputSchema>;

const episodeShape = () => ({
  guestName: line(PODCAST_LIMITS.guestNameMax, "Enter the guest's name"),
  /** Null: no audio yet, the episode is "Transcript only". */
  audio: PodcastAudioInputSchema.nullable(),
  /** The English is required; the French may follow (null: French readers get the English). */
  texts: z.strictObject({
    en: PodcastEpisodeTextSchema,
    fr: PodcastEpisodeTextSchema.nullable(),
  }),
});

/** An admin's change of an episode (its id never changes: links and feed guids keep working). */
export const PodcastEpisodeInputSchema = lazySchema(() => z.strictObject(episodeShape()));
export type PodcastEpisodeInput = z.infer<typeof PodcastEpisodeInputSchema>;

/** A new episode: its id (the address `/podcast/:id`) and its content; it starts unpublished. */
export const NewPodcastEpisodeSchema = lazySchema(() =>
  z.strictObject({ id: KebabSlugSchema, ...episodeShape() }),
);
export type NewPodcastEpisode = z.infer<typeof NewPodcastEpisodeSchema>;

/** An episode's address part. */
export const PodcastEpisodeParamsSchema = lazySchema(() =>
  z.strictObject({ episodeId: z.string().min(1).max(100) }),
);

/** The feed's query: its language (English without one); other parameters (a podcast app's own) are ignored. */
export const PodcastFeedQuerySchema = lazySchema(() =>
  z.object({ lang: z.enum(['en', 'fr'], { error: 'Choose en or fr' }).optional() }),
);

/** What a listener is told before any audio is fetched: its size and length. */
const AudioFactsSchema = () =>
  z.object({ bytes: z.number().int(), durationSeconds: z.number().int() });

const summaryShape = () => ({
  id: z.string(),
  title: z.string(),
  guestName: z.string(),
  guestRole: z.string(),
  description: z.string(),
  /** ISO instant of publication. */
  publishedAt: z.string(),
  /** The language the words are in: the reader's, or English where not yet translated. */
  language: z.enum(['en', 'fr']),
  /** Minutes to read the transcript (the way to take in an episode without audio). */
  readingMinutes: z.number().int(),
  audio: AudioFactsSchema().nullable(),
});

/** An episode in the public list (no transcript: the list stays small on 3G). */
export const PodcastEpisodeSummarySchema = lazySchema(() => z.object(summaryShape()));
export type PodcastEpisodeSummary = z.infer<typeof PodcastEpisodeSummarySchema>;

/** The public list, newest first; `feedPath` only when a podcast app would find an episode to play. */
export const PodcastListSchema = lazySchema(() =>
  z.object({
    episodes: z.array(PodcastEpisodeSummarySchema),
    feedPath: z.string().nullable(),
  }),
);
export type PodcastList = z.infer<typeof PodcastListSchema>;

/** One published episode with its transcript and, when there is audio, where it is. */
export const PodcastEpisodeSchema = lazySchema(() =>
  z.object({
    ...summaryShape(),
    transcript: z.string(),
    audio: AudioFactsSchema().extend({ url: z.string(), type: z.string() }).nullable(),
  }),
);
export type PodcastEpisode = z.infer<typeof PodcastEpisodeSchema>;

export const PodcastEpisodeAnswerSchema = lazySchema(() =>
  z.object({ episode: PodcastEpisodeSchema }),
);

const TextAnswerSchema = () =>
  z.object({
    title: z.string(),
    guestRole: z.string(),
    description: z.string(),
    transcript: z.string(),
  });

/** An episode as the admin edits it: both languages, published or not. */
export const AdminPodcastEpisodeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    guestName: z.string(),
    audio: z
      .object({ url: z.string(), bytes: z.number().int(), durationSeconds: z.number().int() })
      .nullable(),
    texts: z.object({ en: TextAnswerSchema(), fr: TextAnswerSchema().nullable() }),
    /** ISO instant, null while unpublished (only admins see it). */
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  }),
);
export type AdminPodcastEpisode = z.infer<typeof AdminPodcastEpisodeSchema>;

export const AdminPodcastListSchema = lazySchema(() =>
  z.object({ episodes: z.array(AdminPodcastEpisodeSchema) }),
);
export const AdminPodcastEpisodeAnswerSchema = lazySchema(() =>
  z.object({ episode: AdminPodcastEpisodeSchema }),
);

/** One turn of a transcript: who speaks (when the paragraph names them) and what they say. */
export interface TranscriptTurn {
  speaker: string | null;
  text: string;
}

/** A paragraph opening with a name and a colon: "Kwame Asante: ..." (the name checked below). */
const TURN = /^([^:\n]{1,40}):[ \t]+(\S[\s\S]*)$/u;
/** A speaker's name: letters, apostrophes, dots, hyphens and spaces, at most four words. */
const SPEAKER_NAME = /^\p{L}[\p{L}\p{M}'’. -]*$/u;

function speakerOf(paragraph: string): TranscriptTurn | null {
  const match = TURN.exec(paragraph);
  const name = match?.[1]?.trim() ?? '';
  if (!match || !SPEAKER_NAME.test(name) || name.split(/\s+/).length > 4) return null;
  return { speaker: name, text: match[2]!.trim() };
}

/**
 * A transcript as turns: paragraphs are separated by blank lines; a paragraph starting
 * "Name: " is that speaker's turn, any other paragraph is narration (speaker null).
 */
export function transcriptTurns(transcript: string): TranscriptTurn[] {
  return cleanText(transcript)
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => speakerOf(paragraph) ?? { speaker: null, text: paragraph });
}

/** Words a reader reads in a minute on a phone (a common, conservative figure). */
export const READING_WORDS_PER_MINUTE = 200;

/** The words of a text (runs of anything but white space). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read `words` words, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
