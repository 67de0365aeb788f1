import { magicLinkClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The Better Auth client for our server's `/api/auth` routes. Import it lazily (`await
 * import(...)`) from code that lands in the first chunk: it is only needed on /auth and for
 * signing out.
 *
 * There is no genericOAuthClient in better-auth 1.7: its genericOAuth server plugin registers
 * every OAuth 2 / OIDC provider as a social provider, so all of them sign in through
 * `signIn.social({ provider })` (see features/auth).
 */
export const authClient = createAuthClient({
  // The page's own origin; none while the server renders the sign-in screen (it calls nothing).
  baseURL: typeof window === 'undefined' ? 'http://server-render.invalid' : window.location.origin,
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
});

export type AuthClient = typeof authClient;
