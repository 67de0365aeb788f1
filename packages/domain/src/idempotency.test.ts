import { describe, expect, it } from 'vitest';
import { IdempotencyHeadersSchema, IdempotencyKeySchema } from './idempotency';

describe('IdempotencyKeySchema', () => {
  it.each([
    ['0b0e7a3c-6f1d-4c2e-9a57-2f5d8c1e4b90', '0b0e7a3c-6f1d-4c2e-9a57-2f5d8c1e4b90'],
    ['0B0E7A3C-6F1D-4C2E-9A57-2F5D8C1E4B90', '0b0e7a3c-6f1d-4c2e-9a57-2f5d8c1e4b90'],
    ['  0b0e7a3c-6f1d-4c2e-9a57-2f5d8c1e4b90 ', '0b0e7a3c-6f1d-4c2e-9a57-2f5d8c1e4b90'],
    ['01890a5d-ac96-774b-bcce-b302099a8057', '01890a5d-ac96-774b-bcce-b302099a8057'], // v7
  ])('accepts %s as %s', (raw, key) => {
    expect(IdempotencyKeySchema.parse(raw)).toBe(key);
  });

  it.each([[''], ['abc'], ['0b0e7a3c6f1d4c2e9a572f5d8c1e4b90'], ['0b0e7a3c-6f1d-4c2e-9a57-2f5d8c1e4b9'], ['x'.repeat(5000)]])('refuses %j', (raw) => {
    const result = IdempotencyKeySchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The Idempotency-Key header must be a UUID');
  });
});

describe('IdempotencyHeadersSchema', () => {
  it('leaves the key optional and keeps every other header', () => {
    expect(IdempotencyHeadersSchema.parse({ accept: 'application/json' })).toEqual({ accept: 'application/json' });
    expect(IdempotencyHeadersSchema.parse({ cookie: 'a=b', 'idempotency-key': '0B0E7A3C-6F1D-4C2E-9A57-2F5D8C1E4B90' })).toEqual({ cookie: 'a=b', 'idempotency-key': '0b0e7a3c-6f1d-4c2e-9a57-2f5d8c1e4b90' });
  });
});
