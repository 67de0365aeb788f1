import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { putAnswer, shouldRetryQuery } from './query-client';

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

  describe('offline', () => {
    afterEach(() => vi.restoreAllMocks());

    it('fails a read that found no network at once, rather than holding it until the network returns', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const network = new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.');
      expect(shouldRetryQuery(0, network)).toBe(false);
      // TanStack holds a retry while offline ("Loading..." for ever): with this rule the query errors.
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery, retryDelay: 0, networkMode: 'offlineFirst' } } });
      await expect(queryClient.fetchQuery({ queryKey: ['events'], queryFn: () => Promise.reject(network) })).rejects.toBe(network);
      // A server error offline (a proxy answering) still gets its one more try.
      expect(shouldRetryQuery(0, new ApiError(503, 'HTTP_503', 'Service Unavailable'))).toBe(true);
    });
  });
});

describe('putAnswer', () => {
  const key = ['forum', 'post', 'p1'];

  /** A read of the post that the server answered before the like, still on its way. */
  function readOnItsWay(queryClient: QueryClient) {
    let land: (post: { liked: boolean }) => void = () => undefined;
    const read = queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<{ liked: boolean }>((resolve) => (land = resolve)),
    });
    return { read, land: (post: { liked: boolean }) => land(post) };
  }

  it('keeps the answer of a write when an older read lands after it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, { liked: false });
    const { read, land } = readOnItsWay(queryClient);

    await putAnswer(queryClient, key, { liked: true });
    land({ liked: false });
    await read.catch(() => undefined);

    expect(queryClient.getQueryData(key)).toEqual({ liked: true });
    expect(queryClient.getQueryState(key)).toMatchObject({ status: 'success', fetchStatus: 'idle' });
  });

  it('updates from what the cache holds, and touches no other query', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, { liked: false, likes: 4 });
    queryClient.setQueryData(['forum', 'post', 'p2'], { liked: false, likes: 1 });

    await putAnswer<{ liked: boolean; likes: number }>(queryClient, key, (post) =>
      post ? { ...post, liked: true, likes: 5 } : post,
    );

    expect(queryClient.getQueryData(key)).toEqual({ liked: true, likes: 5 });
    expect(queryClient.getQueryData(['forum', 'post', 'p2'])).toEqual({ liked: false, likes: 1 });
  });
});
