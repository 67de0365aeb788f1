import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';

/**
 * Puts a failed save's messages on the form: the server's field messages (same paths as the
 * domain schema's) on their fields, anything else on the form as a whole, with `fallback` when the
 * network failed.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback: string,
): void {
  if (error instanceof ApiError && error.fields) {
    for (const [path, message] of Object.entries(error.fields))
      setError(path as Path<T>, { message });
  } else {
    setError('root', {
      message: error instanceof ApiError && error.status !== 0 ? error.message : fallback,
    });
  }
}
