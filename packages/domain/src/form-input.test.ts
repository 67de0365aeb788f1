import { describe, expect, it } from 'vitest';
import { fromFormInput, requiredNumber, toOptionalNumber } from './form-input';

describe('toOptionalNumber', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['   ', undefined],
    [NaN, undefined],
    ['12', 12],
    [' 4 ', 4],
    ['2.5', 2.5],
    [7, 7],
    ['abc', 'abc'],
    [true, true],
  ])('%j → %j', (input, output) => {
    expect(toOptionalNumber(input)).toEqual(output);
  });
});

describe('fromFormInput(requiredNumber)', () => {
  const schema = fromFormInput(
    requiredNumber({ required: 'Size is required', notANumber: 'Size must be a number' }).min(4, {
      error: 'Too small',
    }),
  );
  it.each([
    ['', 'Size is required'],
    [undefined, 'Size is required'],
    [NaN, 'Size is required'],
    ['ten', 'Size must be a number'],
    [Infinity, 'Size must be a number'],
    ['3', 'Too small'],
    ['4', null],
    [4, null],
  ])('%j → %s', (input, message) => {
    const result = schema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
