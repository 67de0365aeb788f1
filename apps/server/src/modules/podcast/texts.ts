import type { Locale } from '@lv/domain';

/**
 * The feed channel's own words per language (docs/decisions/020-i18n.md: the server's texts are
 * typed catalogues). The episodes' words are content, stored per language.
 */
export interface FeedWords {
  title: (siteName: string) => string;
  description: (siteName: string) => string;
  /** An item's description: the guest, then the episode's own description. */
  withGuest: (guestName: string, guestRole: string, description: string) => string;
}

const en: FeedWords = {
  title: (siteName) => `${siteName} Podcast`,
  description: (siteName) =>
    `Conversations with African leaders about leading teams through change: what they tried, what went wrong and what they would do again. Every episode has its full transcript on ${siteName}.`,
  withGuest: (name, role, description) => `With ${name}, ${role}. ${description}`,
};

const fr: FeedWords = {
  title: (siteName) => `Le podcast ${siteName}`,
  description: (siteName) =>
    `Des conversations avec des dirigeants africains sur la conduite des équipes dans le changement : ce qu'ils ont essayé, ce qui a échoué et ce qu'ils referaient. Chaque épisode a sa transcription complète sur ${siteName}.`,
  withGuest: (name, role, description) => `Avec ${name}, ${role}. ${description}`,
};

export const FEED_WORDS: Record<Locale, FeedWords> = { en, fr };
