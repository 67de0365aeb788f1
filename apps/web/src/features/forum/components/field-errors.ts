import type { z } from 'zod';
import { ApiError } from '../../../lib/api';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed zod parse (form-level messages under '_'). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** What a failed request says: the server's per-field messages, or one message for the form. */
export function errorsOfRequest(error: unknown, fallback: string): FieldErrors {
  if (error instanceof ApiError) {
    if (error.fields && Object.keys(error.fields).length) return error.fields;
    return {
      _:
        error.status === 0
          ? 'The server could not be reached. Check your connection and try again.'
          : error.message,
    };
  }
  return { _: fallback };
}
