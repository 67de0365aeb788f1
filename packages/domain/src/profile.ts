import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { cleanText } from './text';
import { isValidTimeZone } from './calendar-day';
import { COUNTRY_CODES } from './countries';
import { SUPPORTED_LOCALES } from './locale';

/*
 * The learner's own profile (`../shared/spec/decisions.md` "Learner pages"): name, photo URL, bio, country,
 * timezone, personality type and leaderboard privacy. The update schema is strict: role,
 * membershipStatus, transformationTier, accountStatus or points in a body are refused (400).
 */

/** The four DISC styles, each with the short description the personality-type modal shows. */
export const PERSONALITY_TYPES = [
  { id: 'dominance', label: 'Dominance', description: 'Direct and decisive: you drive results, take charge and welcome a challenge.' },
  { id: 'influence', label: 'Influence', description: 'Outgoing and persuasive: you inspire people, build enthusiasm and share ideas.' },
  { id: 'steadiness', label: 'Steadiness', description: 'Calm and dependable: you support your team, keep things stable and listen well.' },
  { id: 'conscientiousness', label: 'Conscientiousness', description: 'Precise and analytical: you value quality, accuracy and well-reasoned plans.' },
] as const;
export type PersonalityTypeId = (typeof PERSONALITY_TYPES)[number]['id'];
export const PERSONALITY_TYPE_IDS = PERSONALITY_TYPES.map((p) => p.id) as [PersonalityTypeId, ...PersonalityTypeId[]];

/** A DISC style's label and description, or undefined for an unknown id. */
export function personalityType(id: string | null | undefined) {
  return PERSONALITY_TYPES.find((p) => p.id === id);
}

export const PROFILE_NAME_MAX = 80;
export const PROFILE_BIO_MAX = 500;
export const PROFILE_IMAGE_URL_MAX = 500;

/** An https URL with a host name (letters, digits, dots, hyphens), no credentials, no spaces or quotes. */
const SAFE_IMAGE_URL = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s"'<>\\`]*)?$/;

/** A photo URL: https only, a real host, no credentials in it. */
export function isSafeImageUrl(value: string): boolean {
  return SAFE_IMAGE_URL.test(value);
}

const plainText = (max: number, tooLong: string) =>
  z
    .string({ error: 'Enter text' })
    .transform((v) => cleanText(v))
    .pipe(z.string().max(max, { error: tooLong }));

/**
 * A person's name, wherever it is set (our profile, sign-up, Better Auth's update-user and magic
 * link, an admin's edit): one line (line breaks, control characters and direction overrides become
 * spaces), then 1 to 80 characters.
 */
export const PersonNameSchema = lazySchema(() => z
  .string({ error: 'Enter your name' })
  .transform((v) => cleanText(v, 'line'))
  .pipe(z.string().min(1, { error: 'Enter your name' }).max(PROFILE_NAME_MAX, { error: `Use at most ${PROFILE_NAME_MAX} characters` })));

/** A photo URL wherever it is set: https with a real host, or empty (no photo: null). */
export const PhotoUrlSchema = lazySchema(() => z
  .string({ error: 'Enter a photo URL starting with https://' })
  .trim()
  .max(PROFILE_IMAGE_URL_MAX, { error: `Use at most ${PROFILE_IMAGE_URL_MAX} characters` })
  .refine((v) => v === '' || isSafeImageUrl(v), { error: 'Enter a photo URL starting with https://' })
  .transform((v) => (v === '' ? null : v))
  .nullable());

/**
 * A name and photo that come from somewhere the person cannot correct here (an identity
 * provider's profile, a name written before these rules) fitted to the same rules instead of
 * refused: one clean line cut to 80 characters (a blank name stays blank for the caller to fill),
 * and a photo kept only when it is a safe https URL.
 */
export function fitPersonName(name: string): string {
  // Whole characters (a letter keeps its accents, an emoji is never cut in half), at most 80
  // UTF-16 units as the schema counts them.
  const chars = Array.from(new Intl.Segmenter().segment(cleanText(name, 'line')), (s) => s.segment);
  while (chars.join('').length > PROFILE_NAME_MAX) chars.pop();
  return chars.join('').trim();
}
export function fitPhotoUrl(image: string | null | undefined): string | null {
  const url = image?.trim() ?? '';
  return url.length <= PROFILE_IMAGE_URL_MAX && isSafeImageUrl(url) ? url : null;
}

/** One profile field each; every field optional in an update, unknown keys refused. */
export const ProfileUpdateSchema = lazySchema(() => z.strictObject({
  name: PersonNameSchema,
  image: PhotoUrlSchema,
  bio: plainText(PROFILE_BIO_MAX, `Use at most ${PROFILE_BIO_MAX} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  country: z.enum(COUNTRY_CODES, { error: 'Choose a country from the list' }).nullable(),
  timezone: z
    .string({ error: 'Choose a valid timezone' })
    .max(64, { error: 'Choose a valid timezone' })
    .refine(isValidTimeZone, { error: 'Choose a valid timezone' }),
  personalityType: z.enum(PERSONALITY_TYPE_IDS, { error: 'Choose one of the four personality types' }).nullable(),
  leaderboardHidden: z.boolean({ error: 'Choose whether to show you on leaderboards' }),
  /** The language the product and its mails speak to the learner in; null: the browser's. */
  locale: z.enum(SUPPORTED_LOCALES, { error: 'Choose a language from the list' }).nullable(),
}).partial());
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

/** The profile as its owner reads it (`GET /api/me/profile`). */
export const OwnProfileSchema = lazySchema(() => z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string(),
  /** False until the learner first saves the profile: the form then offers the browser's timezone. */
  timezoneChosen: z.boolean(),
  personalityType: z.enum(PERSONALITY_TYPE_IDS).nullable(),
  leaderboardHidden: z.boolean(),
  locale: z.enum(SUPPORTED_LOCALES).nullable(),
}));
export type OwnProfile = z.infer<typeof OwnProfileSchema>;
