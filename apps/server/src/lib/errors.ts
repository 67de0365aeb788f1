/**
 * One vocabulary of API error codes (the callable protocol's client codes, spec section 8) and
 * one factory per condition. The error handler turns an AppError into its HTTP status.
 */
export const API_ERROR_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  get statusCode(): number {
    return API_ERROR_STATUS[this.code];
  }
}

export const errors = {
  invalid: (message: string, fields?: Record<string, string>) => new AppError('invalid-argument', message, fields),
  unauthenticated: () => new AppError('unauthenticated', 'Please sign in to continue.'),
  inactive: () => new AppError('permission-denied', 'Your account is inactive.'),
  forbidden: (message = 'You do not have permission to do that.') => new AppError('permission-denied', message),
  notFound: (what = 'That page') => new AppError('not-found', `${what} was not found.`),
  conflict: (message: string) => new AppError('aborted', message),
  badOrigin: () => new AppError('permission-denied', 'This request came from another site and was refused.'),
};
