import {
  CALLABLE_TIMEOUT_MS,
  CALLABLE_TIMEOUT_RESULT,
  CallableError,
  parseCallableResponse,
} from '@lv/domain';

/** An Authorization header's value (a scheme, not text). */
// eslint-disable-next-line lingui/no-unlocalized-strings
const bearer = (token: string) => `Bearer ${token}`;

/*
 * The callable-function client (`../shared/spec/platform-spec.md` section 7 (The calls it makes) to 9, callable-protocol.md): POST `{data}` to
 * `/functions/{name}`, the bearer token when signed in and the messaging and app-check tokens when
 * available, 70 s timeout, the answer read from `data` (or `result`).
 */

export interface CallableClientOptions {
  /** Where the functions live (default: this origin's `/functions`). */
  baseUrl?: string;
  timeoutMs?: number;
  /** The signed-in user's bearer token, or null (the same-origin session cookie is still sent). */
  getAuthToken?: () => Promise<string | null>;
  /** A messaging token, sent as `Firebase-Instance-ID-Token` when available. */
  getMessagingToken?: () => Promise<string | null>;
  /** An app-check token, sent as `X-Firebase-AppCheck` when available. */
  getAppCheckToken?: () => Promise<string | null>;
}

export type CallFunction = <T = unknown>(name: string, data: unknown) => Promise<T>;

async function tokenOrNull(get: (() => Promise<string | null>) | undefined): Promise<string | null> {
  if (!get) return null;
  try {
    return await get();
  } catch {
    return null;
  }
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** A function caller; it resolves with the answer's data or rejects with a CallableError. */
export function createCallableClient(options: CallableClientOptions = {}): CallFunction {
  const baseUrl = options.baseUrl ?? '/functions';
  const timeoutMs = options.timeoutMs ?? CALLABLE_TIMEOUT_MS;

  return async function callFunction<T>(name: string, data: unknown): Promise<T> {
    const [authToken, messagingToken, appCheckToken] = await Promise.all([
      tokenOrNull(options.getAuthToken),
      tokenOrNull(options.getMessagingToken),
      tokenOrNull(options.getAppCheckToken),
    ]);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (authToken) headers.Authorization = bearer(authToken);
    if (messagingToken) headers['Firebase-Instance-ID-Token'] = messagingToken;
    if (appCheckToken) headers['X-Firebase-AppCheck'] = appCheckToken;

    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve('timeout');
      }, timeoutMs);
    });
    const exchange = (async () => {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/${encodeURIComponent(name)}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ data }),
          credentials: 'same-origin',
          signal: controller.signal,
        });
      } catch {
        return parseCallableResponse(0, undefined);
      }
      return parseCallableResponse(response.status, await readBody(response));
    })();
    try {
      const outcome = await Promise.race([exchange, timedOut]);
      const result = outcome === 'timeout' ? CALLABLE_TIMEOUT_RESULT : outcome;
      if (!result.ok) throw new CallableError(result.code, result.message, result.details);
      return result.data as T;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The app's function caller: 70 s timeout, the caller identified by the same-origin session cookie
 * (httpOnly), so page JavaScript never holds a token that works as a bearer (the server strips
 * the token fields from cookie callers' session answers, issue 36). Other clients send a bearer.
 */
export const callFunction: CallFunction = createCallableClient();
