import { t } from '@lingui/core/macro';

export type AuthMode = 'signin' | 'signup' | 'forgot' | 'magic' | 'reset';

const LINKABLE_MODES: ReadonlySet<string> = new Set(['signin', 'signup', 'forgot', 'magic']);

/** The screen mode from the URL: `?token=` (from the reset mail) wins, then `?mode=`. */
export function readAuthMode(params: URLSearchParams): AuthMode {
  if (params.get('token')) return 'reset';
  const mode = params.get('mode');
  return mode && LINKABLE_MODES.has(mode) ? (mode as AuthMode) : 'signin';
}

/** A mode's title, in the page's language. */
export function authModeTitle(mode: AuthMode): string {
  switch (mode) {
    case 'signin':
      return t`Sign in`;
    case 'signup':
      return t`Start your journey`;
    case 'forgot':
      return t`Forgot password`;
    case 'magic':
      return t`Email me a sign-in link`;
    case 'reset':
      return t`Reset password`;
  }
}
