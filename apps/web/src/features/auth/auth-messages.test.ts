import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  describeCallbackError,
  describeRequestError,
  describeSignInError,
  describeSignUpResult,
} from './auth-messages';

describe('describeSignInError', () => {
  it.each([
    {
      error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' },
      text: AUTH_MESSAGES.invalidCredentials,
    },
    { error: { status: 400, code: 'INVALID_EMAIL' }, text: AUTH_MESSAGES.invalidCredentials },
    { error: { status: 403, code: 'EMAIL_NOT_VERIFIED' }, text: AUTH_MESSAGES.emailNotVerified },
    { error: { status: 403 }, text: AUTH_MESSAGES.emailNotVerified },
    { error: { status: 429 }, text: AUTH_MESSAGES.tooManyAttempts },
    { error: { status: 429, code: 'SIGN_IN_LOCKED' }, text: AUTH_MESSAGES.signInLocked },
    { error: { status: 500, code: 'INTERNAL' }, text: AUTH_MESSAGES.generic },
  ])('$error.status $error.code', ({ error, text }) => {
    expect(describeSignInError(error)).toBe(text);
  });

  it('uses the exact sentences of the brief', () => {
    expect(AUTH_MESSAGES.invalidCredentials).toBe(
      'That email and password do not match an account.',
    );
    expect(AUTH_MESSAGES.emailNotVerified).toBe(
      'Please confirm your email address first: we sent you a new link.',
    );
    expect(AUTH_MESSAGES.tooManyAttempts).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(AUTH_MESSAGES.generic).toBe('Something went wrong. Please try again.');
  });
});

describe('describeSignUpResult', () => {
  it.each([
    { error: null, tone: 'success' },
    { error: { status: 422, code: 'USER_ALREADY_EXISTS' }, tone: 'success' },
    { error: { status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' }, tone: 'success' },
  ] as const)('$error → the same confirmation sentence', ({ error, tone }) => {
    expect(describeSignUpResult(error)).toEqual({ tone, text: AUTH_MESSAGES.signUpSent });
  });

  it('reports rate limits and other failures as errors', () => {
    expect(describeSignUpResult({ status: 429 })).toEqual({
      tone: 'error',
      text: AUTH_MESSAGES.tooManyAttempts,
    });
    expect(describeSignUpResult({ status: 500 })).toEqual({
      tone: 'error',
      text: AUTH_MESSAGES.generic,
    });
  });
});

describe('describeRequestError', () => {
  it('says to wait on 429 and otherwise gives the generic sentence', () => {
    expect(describeRequestError({ status: 429 })).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(describeRequestError({ status: 400, code: 'X' })).toBe(AUTH_MESSAGES.generic);
  });
});

describe('describeCallbackError', () => {
  it.each([
    { code: 'INVALID_TOKEN', text: AUTH_MESSAGES.linkExpired },
    { code: 'expired_token', text: AUTH_MESSAGES.linkExpired },
    { code: 'access_denied', text: AUTH_MESSAGES.providerCancelled },
    { code: 'state_mismatch', text: AUTH_MESSAGES.providerFailed },
    { code: 'account_not_linked', text: AUTH_MESSAGES.providerFailed },
    { code: '<script>', text: AUTH_MESSAGES.providerFailed },
  ])('$code', ({ code, text }) => {
    expect(describeCallbackError(code)).toBe(text);
  });
});
