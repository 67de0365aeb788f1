import { ApiErrorBodySchema } from '@lv/domain';
import { z } from 'zod';

/**
 * A route's `schema.response`: its success answers by status, and every 4xx as the one error body
 * (domain `ApiErrorBodySchema`). Answers are checked against these before they leave (the zod
 * serializer), so a field a contract does not name never reaches the browser. A route whose
 * success is no JSON declares `answers(NO_CONTENT)` (204) or `answers({})` (a file through
 * `lib/download.ts`, an event stream): its errors still are. `responses.test.ts` holds every route
 * of /api, /ob and /verify to it.
 */
export function answers<R extends Record<number, z.ZodType>>(ok: R): R & { '4xx': typeof ApiErrorBodySchema } {
  return { ...ok, '4xx': ApiErrorBodySchema };
}

/** The success of a route that answers 204 with no body. */
export const NO_CONTENT = { 204: z.undefined() };
