import {
  CANONICAL_STATUSES,
  CallableError,
  RESPONSE_MISSING_DATA_MESSAGE,
  RESPONSE_NOT_JSON_OBJECT_MESSAGE,
  errorCodeForCanonicalStatus,
  httpStatusForCanonicalStatus,
} from '@lv/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction, createCallableClient } from './callable';
import { jsonResponse } from './testing/fakes';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}

describe('callable client', () => {
  it('POSTs {data} with the bearer, messaging and app-check tokens and reads data', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ data: { clientSecret: 's' } }));
    vi.stubGlobal('fetch', fetchMock);
    const call = createCallableClient({
      getAuthToken: async () => 'session-token',
      getMessagingToken: async () => 'fcm',
      getAppCheckToken: async () => 'app-check',
    });
    await expect(call('createPaymentIntent', { plan: 'individual' })).resolves.toEqual({ clientSecret: 's' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/functions/createPaymentIntent');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"data":{"plan":"individual"}}');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer session-token',
      'Firebase-Instance-ID-Token': 'fcm',
      'X-Firebase-AppCheck': 'app-check',
    });
  });

  it('sends no token headers when none is available, and reads result when there is no data', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ result: 42 }));
    vi.stubGlobal('fetch', fetchMock);
    const call = createCallableClient({ getAuthToken: async () => null, getAppCheckToken: () => Promise.reject(new Error('no app check')) });
    await expect(call('f', null)).resolves.toBe(42);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it.each(CANONICAL_STATUSES)('maps %s through the whole protocol to its client code', async (status) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ error: { status, message: `m ${status}` } }, httpStatusForCanonicalStatus(status))));
    const error = await failure(createCallableClient()('f', {}));
    expect(error.code).toBe(errorCodeForCanonicalStatus(status));
    expect(error.message).toBe(`m ${status}`);
  });

  it.each<[number, string]>([
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
    [418, 'unknown'],
    [302, 'unknown'],
  ])('maps HTTP %d without an error body to %s', async (status, code) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('oops', { status })));
    expect((await failure(createCallableClient()('f', {}))).code).toBe(code);
  });

  it.each<[string, BodyInit]>([
    ['not JSON', '<html>hello</html>'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"data"'],
    ['empty', ''],
  ])('fails with the spec message when a 200 body is %s', async (_label, body) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status: 200 })));
    const error = await failure(createCallableClient()('f', {}));
    expect(error).toMatchObject({ code: 'internal', message: RESPONSE_NOT_JSON_OBJECT_MESSAGE });
  });

  it('fails with the spec message when the answer has neither data nor result', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ other: 1 })));
    const error = await failure(createCallableClient()('f', {}));
    expect(error).toMatchObject({ code: 'internal', message: RESPONSE_MISSING_DATA_MESSAGE });
  });

  it('fails as internal when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await failure(createCallableClient()('f', {}))).code).toBe('internal');
  });

  it('times out after 70 seconds with deadline-exceeded and aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>(() => {});
      }),
    );
    const pending = failure(createCallableClient()('slow', {}));
    await vi.advanceTimersByTimeAsync(69_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe('deadline-exceeded');
    expect(signal?.aborted).toBe(true);
  });

  it('answers within the timeout normally and leaves no timer behind', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ data: 'ok' })));
    await expect(createCallableClient()('f', {})).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the app's function caller", () => {
  it('is identified by the session cookie alone: it reads no session token and sends no bearer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ data: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(callFunction('getPaymentOptions', {})).resolves.toBe('ok');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/functions/getPaymentOptions');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).not.toHaveProperty('Authorization');
  });
});
