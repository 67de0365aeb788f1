import { ApiErrorBodySchema } from '@lv/domain';
import type { z } from 'zod';

/**
 * A route's `schema.response`: its success answers by status, and every 4xx as the one error body
 * (domain `ApiErrorBodySchema`). Answers are checked against these before they leave (the zod
 * serializer), so a field a contract does not name never reaches the browser.
 */
export function answers<R extends Record<number, z.ZodType>>(ok: R): R & { '4xx': typeof ApiErrorBodySchema } {
  return { ...ok, '4xx': ApiErrorBodySchema };
}
