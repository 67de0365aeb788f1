export type AuthMode = 'signin' | 'signup' | 'forgot' | 'magic' | 'reset';

const LINKABLE_MODES: ReadonlySet<string> = new Set(['signin', 'signup', 'forgot', 'magic']);

/** The screen mode from the URL: `?token=` (from the reset mail) wins, then `?mode=`. */
export function readAuthMode(params: URLSearchParams): AuthMode {
  if (params.get('token')) return 'reset';
  const mode = params.get('mode');
  return mode && LINKABLE_MODES.has(mode) ? (mode as AuthMode) : 'signin';
}

export const AUTH_MODE_TITLES: Record<AuthMode, string> = {
  signin: 'Sign in',
  signup: 'Start your journey',
  forgot: 'Forgot password',
  magic: 'Email me a sign-in link',
  reset: 'Reset password',
};
