import { t } from '@lingui/core/macro';
import { ApiError } from './api';

/** A form's messages by field path ('title', 'items.0.name'); the form as a whole under '_'. */
export type FieldErrors = Record<string, string>;

/** What a failed zod parse carries that a form needs (kept structural: no zod import here). */
interface ParseIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/**
 * The first message per field of a failed parse, keyed by its dotted path (form-level messages
 * under '_'). The one issue-to-field loop of the web app: forms that cannot carry react-hook-form
 * (the prerendered landing page's, under a JavaScript budget) use it directly; the others get it
 * through `useZodForm`.
 */
export function fieldErrorsOf(error: ParseIssues): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
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
          ? t`The server could not be reached. Check your connection and try again.`
          : error.message,
    };
  }
  return { _: fallback };
}
