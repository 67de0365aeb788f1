import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorsOfRequest, fieldErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  it('keeps the first message per field, nested fields by their dotted path, form-level under _', () => {
    const schema = z.object({
      title: z.string().min(3, 'Too short').max(1, 'Never'),
      items: z.array(z.object({ name: z.string().min(1, 'Name it') })),
    });
    const result = schema.safeParse({ title: 'ab', items: [{ name: '' }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({ title: 'Too short', 'items.0.name': 'Name it' });
    const whole = z
      .object({})
      .refine(() => false, { message: 'Not as a whole' })
      .safeParse({});
    expect(whole.success ? {} : fieldErrorsOf(whole.error)).toEqual({ _: 'Not as a whole' });
  });
});

describe('errorsOfRequest', () => {
  it("puts the server's field messages on their fields", () => {
    expect(
      errorsOfRequest(new ApiError(400, 'validation', 'Check the form', { title: 'Taken' }), 'x'),
    ).toEqual({ title: 'Taken' });
  });
  it('says the server could not be reached when the network failed, and the fallback for anything else', () => {
    expect(errorsOfRequest(new ApiError(0, 'network', 'Failed to fetch'), 'x')._).toMatch(
      /could not be reached/,
    );
    expect(errorsOfRequest(new ApiError(409, 'conflict', 'Already there'), 'x')).toEqual({
      _: 'Already there',
    });
    expect(errorsOfRequest(new Error('boom'), 'Not saved')).toEqual({ _: 'Not saved' });
  });
});
