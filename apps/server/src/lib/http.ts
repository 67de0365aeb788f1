import type { IncomingHttpHeaders } from 'node:http';

/** Node's header object as a WHATWG Headers. */
export function toHeaders(source: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(source)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  return headers;
}

/** The origin a browser request came from: its Origin header, else its Referer's origin. */
export function requestOrigin(headers: IncomingHttpHeaders): string | undefined {
  if (headers.origin) return headers.origin;
  if (!headers.referer) return undefined;
  try {
    return new URL(headers.referer).origin;
  } catch {
    return undefined;
  }
}
