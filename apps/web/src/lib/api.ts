import { t } from '@lingui/core/macro';
import { domainText } from './i18n/domain-text';
import type { ApiErrorBody } from '@lv/domain';

/** A failed API call: HTTP status (0 when the network failed), error code, optional field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  /** `message` and `fields` as the server wrote them (English, the spec's words): shown in the page's language. */
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(domainText(message));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields && Object.fromEntries(Object.entries(fields).map(([path, text]) => [path, domainText(text)]));
  }
}

/** Anything with a zod-like `parse`, to check a response at the boundary. */
export interface ResponseParser<T> {
  parse: (data: unknown) => T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON when present. */
  body?: unknown;
  signal?: AbortSignal;
  /** Validates (and types) the JSON answer. */
  schema?: ResponseParser<T>;
  /** Extra request headers (e.g. the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * How a request reaches the server: the browser's fetch, or on the server while it renders a screen
 * (src/entry-server.tsx) a call into the same request pipeline with the reader's own cookie.
 */
let transport: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);
export const setApiTransport = (send: typeof transport) => {
  transport = send;
};

/** Told of every successful GET's answer (the offline banner: was it the worker's saved copy?). */
let readObserver: ((path: string, response: Response) => void) | undefined;
export const observeApiReads = (observer: typeof readObserver) => {
  readObserver = observer;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's one error body (the domain's ApiErrorBody), checked by hand rather than with
 * ApiErrorBodySchema.safeParse: this module is in the landing page's first JavaScript, where zod
 * would add about 26 KB gzipped (e2e/landing-budget.spec.ts).
 */
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  const { code, message, fields } = value.error;
  return typeof code === 'string' && typeof message === 'string' && (fields === undefined || isRecord(fields));
}

const requestFailed = (status: number) => t`Request failed with status ${status}`;

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  if (isApiErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(
    response.status,
    `HTTP_${response.status}`,
    response.statusText || requestFailed(response.status),
  );
}

/**
 * Calls our JSON API on the same origin (session cookie included). Resolves with the parsed JSON
 * answer (undefined for 204); rejects with an ApiError for a non-2xx answer or a network failure.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, signal, schema } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(path, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', t`The server could not be reached.`);
  }

  if (!response.ok) throw await toApiError(response);
  if (method === 'GET') readObserver?.(path, response);
  const data = response.status === 204 ? undefined : await readJson(response);
  // Without a schema the caller vouches for the shape (T defaults to unknown).
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T = unknown>(path: string, options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = void>(
    path: string,
    body?: unknown,
    options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {},
  ) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = void>(
    path: string,
    body?: unknown,
    options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {},
  ) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = void>(
    path: string,
    body?: unknown,
    options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {},
  ) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
