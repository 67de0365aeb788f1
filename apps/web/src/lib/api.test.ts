import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';
import { jsonResponse } from './testing/fakes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('sends JSON with same-origin credentials and returns the parsed answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post<{ ok: number }>('/api/things', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('resolves undefined for 204 and sends no body when none is given', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/api/me/activity')).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBeUndefined();
  });

  it('turns the JSON error shape into an ApiError with code, message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(
            { error: { code: 'invalid-argument', message: 'Bad input', fields: { name: 'Required' } } },
            400,
          ),
        ),
    );

    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      message: 'Bad input',
      fields: { name: 'Required' },
    });
  });

  it('gives a status code for answers without the error shape, and 0 for network failures', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('oops', { status: 502 })));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('checks the answer with the given parser', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ n: 'x' })));
    const parser = {
      parse: (data: unknown) => {
        if (typeof (data as { n: unknown }).n !== 'number') throw new Error('not a number');
        return data as { n: number };
      },
    };
    await expect(api.get('/api/x', { schema: parser })).rejects.toThrow('not a number');
  });
});
