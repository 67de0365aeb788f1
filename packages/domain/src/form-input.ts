import { z } from 'zod';

/**
 * Form inputs hand numbers over as strings ('' when empty), or as NaN with `valueAsNumber`.
 * These helpers turn such input into a number or "missing", so a schema can say "X is required"
 * for an empty field and "X must be a number" for text.
 */

/** Empty input ('' / whitespace, null, undefined, NaN) becomes undefined; numeric text a number. */
export function toOptionalNumber(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    const n = Number(text);
    return Number.isNaN(n) ? value : n;
  }
  return value;
}

/** A required finite number (Infinity is refused too) with its "required" and "not a number" texts. */
export function requiredNumber(messages: { required: string; notANumber: string }) {
  return z.number({
    error: (issue) => (issue.input === undefined ? messages.required : messages.notANumber),
  });
}

/** Wraps a schema so it reads form input: empty means missing, numeric text becomes a number. */
export function fromFormInput<T extends z.ZodType>(schema: T) {
  return z.preprocess(toOptionalNumber, schema);
}

/** A select option: the stored value and the text shown. */
export interface SelectOption<V> {
  value: V;
  label: string;
}
