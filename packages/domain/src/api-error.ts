import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { CallableErrorCodeSchema } from './callable-errors';

/**
 * The one error body of our JSON API (`/api/*`): `{error: {code, message, fields?}}`. `fields`
 * maps a field's dotted path to its message (validation); `_` is the body as a whole.
 */
export const ApiErrorBodySchema = lazySchema(() => z.object({
  error: z.object({
    code: CallableErrorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
}));
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** A write whose answer is only the new row's id (a badge, a booking). */
export const CreatedSchema = lazySchema(() => z.object({ id: z.string() }));
export type Created = z.infer<typeof CreatedSchema>;
