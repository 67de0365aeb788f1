import { describe, expect, it } from 'vitest';
import { intlFormat, MAX_FORMATS, plainSpaces } from './intl-formats';

describe('intlFormat', () => {
  it('makes one formatter per key and hands it out again', () => {
    let made = 0;
    const make = () => {
      made += 1;
      return new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
    };
    const first = intlFormat('test en 1', make);
    expect(intlFormat('test en 1', make)).toBe(first);
    expect(made).toBe(1);
    expect(intlFormat('test fr 1', () => new Intl.NumberFormat('fr'))).not.toBe(first);
  });

  it('keeps no more than its bound, and still formats past it', () => {
    for (let i = 0; i < MAX_FORMATS + 5; i += 1) intlFormat(`bound ${i}`, () => new Intl.NumberFormat('en'));
    let made = 0;
    const late = () => {
      made += 1;
      return new Intl.NumberFormat('en');
    };
    expect(intlFormat('bound past', late).format(1234)).toBe('1,234');
    intlFormat('bound past', late);
    expect(made).toBe(2);
  });
});

describe('plainSpaces', () => {
  it('writes the no-break spaces ICU versions differ on as plain ones, and leaves the rest', () => {
    expect(plainSpaces('2:05\u202fPM')).toBe('2:05 PM');
    expect(plainSpaces('21\u00a0nov. 2026, 14:05')).toBe('21 nov. 2026, 14:05');
    expect(plainSpaces('Nov 21, 2026')).toBe('Nov 21, 2026');
  });
});
