import {
  lazySchema,
  ProfileUpdateSchema,
  type OwnProfile,
  type ProfileUpdateInput,
} from '@lv/domain';
import { i18n } from '@lingui/core';
import { z } from 'zod';
import { readerTimeZone } from '../../lib/format';

/**
 * The profile form: its values as the inputs hold them ('' for no country, a "show me" checkbox),
 * read into the PATCH body and checked with the server's own schema.
 */
export const ProfileFormSchema = lazySchema(() =>
  z
    .object({
      name: z.string(),
      image: z.string(),
      bio: z.string(),
      country: z.string(),
      timezone: z.string(),
      showOnLeaderboards: z.boolean(),
      locale: z.string(),
    })
    .transform(({ country, showOnLeaderboards, locale, ...fields }): ProfileUpdateInput => ({
      ...fields,
      // Any text here: the server's schema after the pipe checks it is a country code.
      country: (country === '' ? null : country) as ProfileUpdateInput['country'],
      leaderboardHidden: !showOnLeaderboards,
      // Any text here: the server's schema after the pipe checks it is a language it speaks.
      locale: locale as ProfileUpdateInput['locale'],
    }))
    .pipe(ProfileUpdateSchema),
);
export type ProfileFormValues = z.input<typeof ProfileFormSchema>;

/** The reader's own IANA timezone, or UTC when the browser cannot tell. */
export const browserTimeZone = readerTimeZone;

export { timeZoneOptions } from '../../lib/time-zone-options';

/** Form values from the saved profile; until a first save the timezone is the browser's. */
export function valuesOf(profile: OwnProfile, detectedZone = browserTimeZone()): ProfileFormValues {
  return {
    name: profile.name,
    image: profile.image ?? '',
    bio: profile.bio ?? '',
    country: profile.country ?? '',
    timezone: profile.timezoneChosen ? profile.timezone : detectedZone,
    showOnLeaderboards: !profile.leaderboardHidden,
    // Until the learner chooses, the language the page is in (the switcher's, else the browser's).
    locale: profile.locale ?? i18n.locale,
  };
}
