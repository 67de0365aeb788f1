import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/*
 * The callable-function wire protocol (`../shared/spec/platform-spec.md` sections 7 (The calls it makes) and 8 (Error catalogue), callable-protocol.md): canonical
 * statuses the server sends, their HTTP statuses, the client codes the caller sees, and the
 * client's rules for reading a response. Wire-compatible with the Firebase callable protocol.
 */

/** Default client timeout of a function call; after it the call fails with deadline-exceeded. */
export const CALLABLE_TIMEOUT_MS = 70_000;

/** The canonical error statuses a function may answer with, in `{error: {status}}`. */
export const CANONICAL_STATUSES = [
  'INVALID_ARGUMENT',
  'FAILED_PRECONDITION',
  'OUT_OF_RANGE',
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'ABORTED',
  'RESOURCE_EXHAUSTED',
  'CANCELLED',
  'UNKNOWN',
  'INTERNAL',
  'DATA_LOSS',
  'UNIMPLEMENTED',
  'UNAVAILABLE',
  'DEADLINE_EXCEEDED',
] as const;
export const CanonicalStatusSchema = lazySchema(() => z.enum(CANONICAL_STATUSES));
export type CanonicalStatus = z.infer<typeof CanonicalStatusSchema>;

/** The error codes a caller sees (the Firebase FunctionsErrorCode set). */
export const CALLABLE_ERROR_CODES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'unauthenticated',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
] as const;
export const CallableErrorCodeSchema = lazySchema(() => z.enum(CALLABLE_ERROR_CODES));
export type CallableErrorCode = z.infer<typeof CallableErrorCodeSchema>;

/** The HTTP status the server answers with for each canonical status. */
export const HTTP_STATUS_FOR_CANONICAL_STATUS: Readonly<Record<CanonicalStatus, number>> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  CANCELLED: 499,
  UNKNOWN: 500,
  INTERNAL: 500,
  DATA_LOSS: 500,
  UNIMPLEMENTED: 501,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
};

/** The HTTP status for a canonical status. */
export function httpStatusForCanonicalStatus(status: CanonicalStatus): number {
  return HTTP_STATUS_FOR_CANONICAL_STATUS[status];
}

const CODE_FOR_HTTP_STATUS: ReadonlyMap<number, CallableErrorCode> = new Map([
  [400, 'invalid-argument'],
  [401, 'unauthenticated'],
  [403, 'permission-denied'],
  [404, 'not-found'],
  [409, 'aborted'],
  [429, 'resource-exhausted'],
  [499, 'cancelled'],
  [500, 'internal'],
  [501, 'unimplemented'],
  [503, 'unavailable'],
  [504, 'deadline-exceeded'],
]);

/**
 * The client code for an HTTP status (`../shared/spec/platform-spec.md` section 8 (Error catalogue)). As in the Firebase client, any 2xx is
 * 'ok' (a success) and 0 (no HTTP answer at all: the network failed) is 'internal'; any other
 * unlisted status is 'unknown'.
 */
export function errorCodeForHttpStatus(status: number): CallableErrorCode {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 0) return 'internal';
  return CODE_FOR_HTTP_STATUS.get(status) ?? 'unknown';
}

const CODE_FOR_CANONICAL_STATUS: Readonly<Record<CanonicalStatus | 'OK', CallableErrorCode>> = {
  OK: 'ok',
  INVALID_ARGUMENT: 'invalid-argument',
  FAILED_PRECONDITION: 'failed-precondition',
  OUT_OF_RANGE: 'out-of-range',
  UNAUTHENTICATED: 'unauthenticated',
  PERMISSION_DENIED: 'permission-denied',
  NOT_FOUND: 'not-found',
  ALREADY_EXISTS: 'already-exists',
  ABORTED: 'aborted',
  RESOURCE_EXHAUSTED: 'resource-exhausted',
  CANCELLED: 'cancelled',
  UNKNOWN: 'unknown',
  INTERNAL: 'internal',
  DATA_LOSS: 'data-loss',
  UNIMPLEMENTED: 'unimplemented',
  UNAVAILABLE: 'unavailable',
  DEADLINE_EXCEEDED: 'deadline-exceeded',
};

/** The client code for a canonical status in an error body ('OK' → 'ok'), or null if unknown. */
export function errorCodeForCanonicalStatus(status: string): CallableErrorCode | null {
  return Object.hasOwn(CODE_FOR_CANONICAL_STATUS, status)
    ? (CODE_FOR_CANONICAL_STATUS[status as keyof typeof CODE_FOR_CANONICAL_STATUS] ?? null)
    : null;
}

/** Client: the body is not a JSON object. */
export const RESPONSE_NOT_JSON_OBJECT_MESSAGE = 'Response is not valid JSON object.';
/** Client: the body has neither `data` nor `result`. */
export const RESPONSE_MISSING_DATA_MESSAGE = 'Response is missing data field.';
/** Payment intent answered without a clientSecret. */
export const INVALID_PAYMENT_RESPONSE_MESSAGE = 'Invalid response from payment service';
/** Shown for any failure to create a payment intent. */
export const PAYMENT_INIT_FAILED_MESSAGE =
  'Unable to initialize payment. Please try again or contact support if the issue persists.';
/** Shown when completing a payment fails. */
export const PAYMENT_COMPLETION_FAILED_MESSAGE = 'Failed to process payment completion';
/** Raised (and only logged) when the Pathfinder submit fails. */
export const FORM_SUBMIT_FAILED_MESSAGE = 'Failed to submit form';
/** Server: the request body is not exactly `{data}`. */
export const BAD_REQUEST_MESSAGE = 'Bad Request';
/** Server: an unhandled exception, with no internal detail. */
export const INTERNAL_MESSAGE = 'INTERNAL';

/** An error body on the wire: `{error: {status, message, details?}}`. */
export interface CallableErrorBody {
  error: { status: CanonicalStatus; message: string; details?: unknown };
}

/** The wire body of an error; `details` is left out when undefined. */
export function callableErrorBody(
  status: CanonicalStatus,
  message: string,
  details?: unknown,
): CallableErrorBody {
  return { error: details === undefined ? { status, message } : { status, message, details } };
}

/** The body the server sends for a malformed request (with HTTP 400). */
export const BAD_REQUEST_BODY: CallableErrorBody = callableErrorBody(
  'INVALID_ARGUMENT',
  BAD_REQUEST_MESSAGE,
);

/** The body the server sends for an unhandled exception (with HTTP 500). */
export const INTERNAL_ERROR_BODY: CallableErrorBody = callableErrorBody(
  'INTERNAL',
  INTERNAL_MESSAGE,
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Server: the `data` of a request body that is exactly `{data: <JSON>}`, or not ok. */
export function parseCallableRequest(
  body: unknown,
): { ok: true; data: unknown } | { ok: false; status: 400; body: CallableErrorBody } {
  if (isPlainObject(body)) {
    const keys = Object.keys(body);
    if (keys.length === 1 && keys[0] === 'data' && body.data !== undefined) {
      return { ok: true, data: body.data };
    }
  }
  return { ok: false, status: 400, body: BAD_REQUEST_BODY };
}

/** What a caller gets from one response: the data, or an error code, message and details. */
export type CallableResult =
  | { ok: true; data: unknown }
  | { ok: false; code: Exclude<CallableErrorCode, 'ok'>; message: string; details?: unknown };

/**
 * Client: reads one response as the Firebase client does. The HTTP status gives a code, a
 * `status` in the error body overrides it (an unknown one gives 'internal'), a string `message`
 * replaces the default text; a success must be a JSON object with `data` (read first) or `result`.
 * `body` is the parsed JSON, or undefined when the body was not JSON.
 */
export function parseCallableResponse(httpStatus: number, body: unknown): CallableResult {
  let code = errorCodeForHttpStatus(httpStatus);
  let message: string = code;
  let details: unknown = undefined;
  const errorJson = isPlainObject(body) ? body.error : undefined;
  if (isPlainObject(errorJson)) {
    const status = errorJson.status;
    if (typeof status === 'string') {
      const fromStatus = errorCodeForCanonicalStatus(status);
      if (fromStatus === null) {
        return { ok: false, code: 'internal', message: `Unknown backend error status: ${status}` };
      }
      code = fromStatus;
      message = `Backend error status: ${status}`;
    }
    if (typeof errorJson.message === 'string') message = errorJson.message;
    details = errorJson.details;
  }
  if (code !== 'ok') {
    return details === undefined
      ? { ok: false, code, message }
      : { ok: false, code, message, details };
  }
  if (!isPlainObject(body)) {
    return { ok: false, code: 'internal', message: RESPONSE_NOT_JSON_OBJECT_MESSAGE };
  }
  const data = body.data !== undefined ? body.data : body.result;
  if (data === undefined) {
    return { ok: false, code: 'internal', message: RESPONSE_MISSING_DATA_MESSAGE };
  }
  return { ok: true, data };
}

/** The result of a call that did not answer within the timeout. */
export const CALLABLE_TIMEOUT_RESULT: CallableResult = {
  ok: false,
  code: 'deadline-exceeded',
  message: 'deadline-exceeded',
};

/** An error a caller can throw with the code, message and details of a failed call. */
export class CallableError extends Error {
  override readonly name = 'CallableError';
  readonly code: Exclude<CallableErrorCode, 'ok'>;
  readonly details: unknown;

  constructor(code: Exclude<CallableErrorCode, 'ok'>, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
}
