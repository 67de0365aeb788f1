import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it.each([
    // Network failures and server errors: one more try.
    [0, new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.'), true],
    [0, new ApiError(500, 'INTERNAL', 'Something went wrong.'), true],
    [0, new ApiError(503, 'HTTP_503', 'Service Unavailable'), true],
    [0, new TypeError('schema mismatch'), true],
    [1, new ApiError(500, 'INTERNAL', 'Something went wrong.'), false],
    // An answer that will not change: shown at once.
    [0, new ApiError(404, 'NOT_FOUND', 'Not found.'), false],
    [0, new ApiError(403, 'FORBIDDEN', 'Not allowed.'), false],
    [0, new ApiError(401, 'UNAUTHENTICATED', 'Sign in.'), false],
    [0, new ApiError(400, 'VALIDATION', 'Bad request.'), false],
  ])('after %i failures, %o → %s', (failures, error, expected) => {
    expect(shouldRetryQuery(failures, error)).toBe(expected);
  });
});
