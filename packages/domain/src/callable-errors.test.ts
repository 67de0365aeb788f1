import { describe, expect, it } from 'vitest';
import {
  BAD_REQUEST_BODY,
  CALLABLE_TIMEOUT_MS,
  CALLABLE_TIMEOUT_RESULT,
  CallableError,
  callableErrorBody,
  CANONICAL_STATUSES,
  errorCodeForCanonicalStatus,
  errorCodeForHttpStatus,
  FORM_SUBMIT_FAILED_MESSAGE,
  httpStatusForCanonicalStatus,
  INTERNAL_ERROR_BODY,
  INVALID_PAYMENT_RESPONSE_MESSAGE,
  parseCallableRequest,
  parseCallableResponse,
  PAYMENT_COMPLETION_FAILED_MESSAGE,
  PAYMENT_INIT_FAILED_MESSAGE,
  RESPONSE_MISSING_DATA_MESSAGE,
  RESPONSE_NOT_JSON_OBJECT_MESSAGE,
  type CanonicalStatus,
  type CallableErrorCode,
} from './callable-errors';

describe('canonical status table (callable-protocol.md)', () => {
  const rows: Array<[CanonicalStatus, number, CallableErrorCode, CallableErrorCode]> = [
    // status, HTTP, code derived from HTTP, code when the body names the status
    ['INVALID_ARGUMENT', 400, 'invalid-argument', 'invalid-argument'],
    ['FAILED_PRECONDITION', 400, 'invalid-argument', 'failed-precondition'],
    ['OUT_OF_RANGE', 400, 'invalid-argument', 'out-of-range'],
    ['UNAUTHENTICATED', 401, 'unauthenticated', 'unauthenticated'],
    ['PERMISSION_DENIED', 403, 'permission-denied', 'permission-denied'],
    ['NOT_FOUND', 404, 'not-found', 'not-found'],
    ['ALREADY_EXISTS', 409, 'aborted', 'already-exists'],
    ['ABORTED', 409, 'aborted', 'aborted'],
    ['RESOURCE_EXHAUSTED', 429, 'resource-exhausted', 'resource-exhausted'],
    ['CANCELLED', 499, 'cancelled', 'cancelled'],
    ['UNKNOWN', 500, 'internal', 'unknown'],
    ['INTERNAL', 500, 'internal', 'internal'],
    ['DATA_LOSS', 500, 'internal', 'data-loss'],
    ['UNIMPLEMENTED', 501, 'unimplemented', 'unimplemented'],
    ['UNAVAILABLE', 503, 'unavailable', 'unavailable'],
    ['DEADLINE_EXCEEDED', 504, 'deadline-exceeded', 'deadline-exceeded'],
  ];

  it('covers every canonical status once', () => {
    expect(rows.map((r) => r[0]).sort()).toEqual([...CANONICAL_STATUSES].sort());
  });

  it.each(rows)('%s → HTTP %i → %s; named in the body → %s', (status, http, fromHttp, fromBody) => {
    expect(httpStatusForCanonicalStatus(status)).toBe(http);
    expect(errorCodeForHttpStatus(http)).toBe(fromHttp);
    expect(errorCodeForCanonicalStatus(status)).toBe(fromBody);
    // the whole round trip: the server's error body read by the client
    expect(parseCallableResponse(http, callableErrorBody(status, 'Nope'))).toEqual({
      ok: false,
      code: fromBody,
      message: 'Nope',
    });
  });

  it.each([
    ['OK', 'ok'],
    ['NOT_A_STATUS', null],
    ['not_found', null],
    ['toString', null],
  ])('errorCodeForCanonicalStatus(%s) → %s', (status, code) => {
    expect(errorCodeForCanonicalStatus(status)).toBe(code);
  });
});

describe('errorCodeForHttpStatus', () => {
  it.each<[number, CallableErrorCode]>([
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
    // anything else is unknown
    [302, 'unknown'],
    [402, 'unknown'],
    [405, 'unknown'],
    [418, 'unknown'],
    [502, 'unknown'],
    [599, 'unknown'],
    [199, 'unknown'],
    // successes are ok, and no HTTP answer at all is internal (as in the Firebase client)
    [200, 'ok'],
    [204, 'ok'],
    [299, 'ok'],
    [0, 'internal'],
  ])('%i → %s', (status, code) => {
    expect(errorCodeForHttpStatus(status)).toBe(code);
  });
});

describe('parseCallableResponse', () => {
  it.each<[string, number, unknown, ReturnType<typeof parseCallableResponse>]>([
    [
      'result',
      200,
      { result: { clientSecret: 'pi_1' } },
      { ok: true, data: { clientSecret: 'pi_1' } },
    ],
    ['data', 200, { data: 42 }, { ok: true, data: 42 }],
    ['data before result', 200, { data: 'd', result: 'r' }, { ok: true, data: 'd' }],
    ['null data is data', 200, { result: null }, { ok: true, data: null }],
    ['falsy data is data', 200, { data: 0 }, { ok: true, data: 0 }],
    [
      'not JSON',
      200,
      undefined,
      { ok: false, code: 'internal', message: RESPONSE_NOT_JSON_OBJECT_MESSAGE },
    ],
    [
      'JSON null',
      200,
      null,
      { ok: false, code: 'internal', message: RESPONSE_NOT_JSON_OBJECT_MESSAGE },
    ],
    [
      'JSON string',
      200,
      'hello',
      { ok: false, code: 'internal', message: RESPONSE_NOT_JSON_OBJECT_MESSAGE },
    ],
    [
      'JSON array',
      200,
      [1, 2],
      { ok: false, code: 'internal', message: RESPONSE_NOT_JSON_OBJECT_MESSAGE },
    ],
    [
      'no data field',
      200,
      {},
      { ok: false, code: 'internal', message: RESPONSE_MISSING_DATA_MESSAGE },
    ],
    [
      'other field only',
      200,
      { payload: 1 },
      { ok: false, code: 'internal', message: RESPONSE_MISSING_DATA_MESSAGE },
    ],
    [
      'HTTP error, no body',
      503,
      undefined,
      { ok: false, code: 'unavailable', message: 'unavailable' },
    ],
    ['HTTP error, odd status', 418, { foo: 1 }, { ok: false, code: 'unknown', message: 'unknown' }],
    ['network failure', 0, undefined, { ok: false, code: 'internal', message: 'internal' }],
    [
      'body status overrides HTTP',
      500,
      { error: { status: 'NOT_FOUND', message: 'No such plan' } },
      { ok: false, code: 'not-found', message: 'No such plan' },
    ],
    [
      'body status on a 200 is still an error',
      200,
      { error: { status: 'PERMISSION_DENIED' } },
      { ok: false, code: 'permission-denied', message: 'Backend error status: PERMISSION_DENIED' },
    ],
    [
      'body status OK on a 200 is a success',
      200,
      { error: { status: 'OK' }, result: 1 },
      { ok: true, data: 1 },
    ],
    [
      'unknown body status',
      400,
      { error: { status: 'TEAPOT', message: 'x' } },
      { ok: false, code: 'internal', message: 'Unknown backend error status: TEAPOT' },
    ],
    [
      'message without status keeps the HTTP code',
      429,
      { error: { message: 'Slow down' } },
      { ok: false, code: 'resource-exhausted', message: 'Slow down' },
    ],
    [
      'details are passed on',
      400,
      { error: { status: 'INVALID_ARGUMENT', message: 'Bad plan', details: { field: 'plan' } } },
      { ok: false, code: 'invalid-argument', message: 'Bad plan', details: { field: 'plan' } },
    ],
    [
      'a non-string message is ignored',
      404,
      { error: { message: 7 } },
      { ok: false, code: 'not-found', message: 'not-found' },
    ],
  ])('%s', (_name, status, body, expected) => {
    expect(parseCallableResponse(status, body)).toEqual(expected);
  });
});

describe('server helpers', () => {
  it.each<[unknown, boolean]>([
    [{ data: null }, true],
    [{ data: { plan: 'individual' } }, true],
    [{ data: [] }, true],
    [{}, false],
    [{ data: undefined }, false],
    [{ data: 1, extra: 2 }, false],
    [{ result: 1 }, false],
    [[{ data: 1 }], false],
    ['{"data":1}', false],
    [null, false],
    [undefined, false],
  ])('parseCallableRequest(%j) ok=%s', (body, ok) => {
    const parsed = parseCallableRequest(body);
    expect(parsed.ok).toBe(ok);
    if (!parsed.ok) expect(parsed).toEqual({ ok: false, status: 400, body: BAD_REQUEST_BODY });
  });

  it('builds the fixed error bodies', () => {
    expect(BAD_REQUEST_BODY).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: 'Bad Request' },
    });
    expect(INTERNAL_ERROR_BODY).toEqual({ error: { status: 'INTERNAL', message: 'INTERNAL' } });
    expect(callableErrorBody('NOT_FOUND', 'x', { id: 1 })).toEqual({
      error: { status: 'NOT_FOUND', message: 'x', details: { id: 1 } },
    });
  });
});

describe('constants', () => {
  it('has the timeout and the messages of ../shared/spec/platform-spec.md section 8 (Error catalogue)', () => {
    expect(CALLABLE_TIMEOUT_MS).toBe(70_000);
    expect(CALLABLE_TIMEOUT_RESULT).toEqual({
      ok: false,
      code: 'deadline-exceeded',
      message: 'deadline-exceeded',
    });
    expect(RESPONSE_NOT_JSON_OBJECT_MESSAGE).toBe('Response is not valid JSON object.');
    expect(RESPONSE_MISSING_DATA_MESSAGE).toBe('Response is missing data field.');
    expect(INVALID_PAYMENT_RESPONSE_MESSAGE).toBe('Invalid response from payment service');
    expect(PAYMENT_INIT_FAILED_MESSAGE).toBe(
      'Unable to initialize payment. Please try again or contact support if the issue persists.',
    );
    expect(PAYMENT_COMPLETION_FAILED_MESSAGE).toBe('Failed to process payment completion');
    expect(FORM_SUBMIT_FAILED_MESSAGE).toBe('Failed to submit form');
  });

  it('CallableError carries code and details', () => {
    const error = new CallableError('not-found', 'gone', { id: 1 });
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message, error.details]).toEqual([
      'CallableError',
      'not-found',
      'gone',
      { id: 1 },
    ]);
  });
});
