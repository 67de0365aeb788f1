import type { LeaderboardQuery, LeaderboardResponse } from './leaderboard';
import type { ModuleDetail } from './journey-contracts';
import type { OwnProfile, ProfileUpdateInput } from './profile';
import type { Locale } from './locale';
import type { UserDocument } from './roles';

/**
 * What the web app's framework-mode route modules may ask the server for one request (the trial of
 * ADR 034): the server implements it by calling its services with the reader's session and the same
 * access checks and policies as the API routes for those reads, so loaders never make an HTTP
 * request into their own server and the web app never imports server code.
 *
 * A refusal (not signed in, not allowed, not found, invalid input) is thrown as a `Response` with the
 * API's status and its `{error: {code, message, fields?}}` body, as a loader or action throws one.
 */
export interface WebReads {
  /** The page's language: the reader's choice (cookie), else Accept-Language. */
  locale: Locale;
  /** A fresh value per response, for the policy's `'nonce-…'` on the page's inline scripts. */
  nonce: string;
  /** The reader's user document, or null for a visitor. */
  session(): Promise<UserDocument | null>;
  /** `GET /api/leaderboard`'s answer for the reader. */
  leaderboard(query: LeaderboardQuery): Promise<LeaderboardResponse>;
  /** `GET /api/journeys/:journeyId/modules/:moduleSlug`'s answer for the reader. */
  moduleDetail(journeyId: string, moduleSlug: string): Promise<ModuleDetail>;
  /** `GET /api/me/profile`'s answer. */
  ownProfile(): Promise<OwnProfile>;
  /** `PATCH /api/me/profile` with an already parsed body; sets the language cookie when it changes. */
  updateProfile(patch: ProfileUpdateInput): Promise<OwnProfile>;
}
