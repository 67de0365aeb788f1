import {
  errorCodeForCanonicalStatus,
  httpStatusForCanonicalStatus,
  type CallableErrorCode,
  type CanonicalStatus,
} from '@lv/domain';

/**
 * One vocabulary of errors: the callable protocol's canonical statuses (`../shared/spec/platform-spec.md` section 8 (Error catalogue)), mapped
 * to HTTP and to the client code by the domain's table. One factory per condition below.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: CanonicalStatus,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  get statusCode(): number {
    return httpStatusForCanonicalStatus(this.status);
  }
  get code(): CallableErrorCode {
    return errorCodeForCanonicalStatus(this.status) ?? 'internal';
  }
}

export const errors = {
  invalid: (message: string, fields?: Record<string, string>) => new AppError('INVALID_ARGUMENT', message, fields),
  unauthenticated: () => new AppError('UNAUTHENTICATED', 'Please sign in to continue.'),
  inactive: () => new AppError('PERMISSION_DENIED', 'Your account is inactive.'),
  forbidden: (message = 'You do not have permission to do that.') => new AppError('PERMISSION_DENIED', message),
  notFound: (what = 'That page') => new AppError('NOT_FOUND', `${what} was not found.`),
  conflict: (message: string) => new AppError('ABORTED', message),
  badOrigin: () => new AppError('PERMISSION_DENIED', 'This request came from another site and was refused.'),
};
