import { t } from '@lingui/core/macro';

/**
 * The auth screen's sentences, in the page's language: each is read when shown (a getter), never
 * at module load, when the screen's catalogue may not have arrived yet. Sign-in failures never
 * reveal whether an email is registered.
 */
export const AUTH_MESSAGES = {
  get signUpSent() {
    return t`Check your inbox: we sent you a link to confirm your email address.`;
  },
  get resetSent() {
    return t`If an account exists for that email, we sent a link to reset your password.`;
  },
  get magicLinkSent() {
    return t`If an account exists for that email, we sent you a sign-in link.`;
  },
  get invalidCredentials() {
    return t`That email and password do not match an account.`;
  },
  get emailNotVerified() {
    return t`Please confirm your email address first: we sent you a new link.`;
  },
  get tooManyAttempts() {
    return t`Too many attempts. Please wait a moment and try again.`;
  },
  get signInLocked() {
    return t`Too many failed sign-ins for this email. Password sign-in is paused for 15 minutes: you can sign in with an email link meanwhile.`;
  },
  get generic() {
    return t`Something went wrong. Please try again.`;
  },
  get inactive() {
    return t`Your account is inactive. Contact support to reactivate it.`;
  },
  get passwordChanged() {
    return t`Your password has been changed. You can sign in with it now.`;
  },
  get linkExpired() {
    return t`That link has expired or was already used. Please ask for a new one.`;
  },
  get providerFailed() {
    return t`We could not sign you in with that provider. Please try again or use another way.`;
  },
  get providerCancelled() {
    return t`Sign-in was cancelled. Please try again when you are ready.`;
  },
};

/** The part of a Better Auth client error we read. */
export interface AuthClientError {
  status: number;
  code?: string | undefined;
  message?: string | undefined;
}

/** Email + password sign-in failure → one plain sentence. */
export function describeSignInError(error: AuthClientError): string {
  // Said for any address, with an account or not (the server locks both alike).
  if (error.code === 'SIGN_IN_LOCKED') return AUTH_MESSAGES.signInLocked;
  if (error.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  if (error.status === 403 || error.code === 'EMAIL_NOT_VERIFIED') {
    return AUTH_MESSAGES.emailNotVerified;
  }
  if (
    error.status === 401 ||
    error.code === 'INVALID_EMAIL_OR_PASSWORD' ||
    error.code === 'INVALID_EMAIL' ||
    error.code === 'INVALID_PASSWORD' ||
    error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND'
  ) {
    return AUTH_MESSAGES.invalidCredentials;
  }
  return AUTH_MESSAGES.generic;
}

/**
 * Sign-up answer → the sentence to show, or null when the form should show its own field errors.
 * "Already registered" answers show the success sentence, so sign-up cannot be used to find out
 * who has an account.
 */
export function describeSignUpResult(error: AuthClientError | null): {
  tone: 'success' | 'error';
  text: string;
} {
  if (!error || /^USER_ALREADY_EXISTS/u.test(error.code ?? '')) {
    return { tone: 'success', text: AUTH_MESSAGES.signUpSent };
  }
  if (error.status === 429) return { tone: 'error', text: AUTH_MESSAGES.tooManyAttempts };
  return { tone: 'error', text: AUTH_MESSAGES.generic };
}

/** Failure of a request that answers the same whether or not the email exists (reset, link). */
export function describeRequestError(error: AuthClientError): string {
  return error.status === 429 ? AUTH_MESSAGES.tooManyAttempts : AUTH_MESSAGES.generic;
}

/** The `?error=` code that OAuth, magic-link and reset callbacks put on /auth → a sentence. */
export function describeCallbackError(code: string): string {
  const normalised = code.trim().toUpperCase();
  if (
    normalised === 'INVALID_TOKEN' ||
    normalised === 'EXPIRED_TOKEN' ||
    normalised === 'TOKEN_EXPIRED' ||
    normalised === 'ATTEMPTS_EXCEEDED'
  ) {
    return AUTH_MESSAGES.linkExpired;
  }
  if (normalised === 'ACCESS_DENIED') return AUTH_MESSAGES.providerCancelled;
  if (normalised === 'NEW_USER_SIGNUP_DISABLED' || normalised === 'FAILED_TO_CREATE_USER') {
    return AUTH_MESSAGES.generic;
  }
  return AUTH_MESSAGES.providerFailed;
}
