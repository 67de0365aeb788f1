import { ProfileUpdateSchema, type OwnProfile, type ProfileUpdate } from '@lv/domain';
import { fieldErrorsOf } from '../../lib/field-errors';

/** The profile form's values, all as the inputs hold them. */
export interface ProfileFormValues {
  name: string;
  image: string;
  bio: string;
  country: string;
  timezone: string;
  showOnLeaderboards: boolean;
}

/** The browser's own IANA timezone, or UTC when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export { timeZoneOptions } from '../../lib/time-zones';

/** Form values from the saved profile; until a first save the timezone is the browser's. */
export function valuesOf(profile: OwnProfile, detectedZone = browserTimeZone()): ProfileFormValues {
  return {
    name: profile.name,
    image: profile.image ?? '',
    bio: profile.bio ?? '',
    country: profile.country ?? '',
    timezone: profile.timezoneChosen ? profile.timezone : detectedZone,
    showOnLeaderboards: !profile.leaderboardHidden,
  };
}

/** The PATCH body for the form, checked with the server's own schema; per-field messages on failure. */
export function toProfilePatch(values: ProfileFormValues): { patch: ProfileUpdate } | { errors: Record<string, string> } {
  const result = ProfileUpdateSchema.safeParse({
    name: values.name,
    image: values.image,
    bio: values.bio,
    country: values.country === '' ? null : values.country,
    timezone: values.timezone,
    leaderboardHidden: !values.showOnLeaderboards,
  });
  if (result.success) return { patch: result.data };
  return { errors: fieldErrorsOf(result.error) };
}
