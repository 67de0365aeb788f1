import { t } from '@lingui/core/macro';
import { ApiError } from '../../../lib/api';

/** What a failed team action says: the server's reason for a refusal, else the fallback (null when nothing failed). */
export const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500
    ? error.message
    : error
      ? fallback
      : null;

/** The fallback when an action failed without a reason, in the page's language. */
export const tryAgain = () => t`That did not work. Check your connection and try again.`;
