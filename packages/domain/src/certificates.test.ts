import { describe, expect, it } from 'vitest';
import { AccreditorPackQuerySchema, CertificateActionInputSchema, CertificateVerificationSchema, UNKNOWN_CERTIFICATE, UnknownCertificateSchema } from './certificates';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.success ? null : `${result.error?.issues[0]?.path.join('.')}: ${result.error?.issues[0]?.message}`;

describe('CertificateActionInputSchema', () => {
  it.each([
    [{ reason: 'Capstone was plagiarised' }, null],
    [{ reason: '  ok ' }, 'reason: Give a reason (at least 3 characters)'],
    [{ reason: 'x'.repeat(501) }, 'reason: Use at most 500 characters'],
    [{}, 'reason: Give a reason'],
    [{ reason: 'Name corrected', by: 'someone' }, ': Unrecognized key: "by"'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(CertificateActionInputSchema.safeParse(input))).toBe(message);
  });
});

describe('AccreditorPackQuerySchema', () => {
  it.each([
    [{ journeyId: 'amara', from: '2026-01-01', to: '2026-12-31' }, null],
    [{ journeyId: 'amara', from: '2026-03-01', to: '2026-03-01' }, null],
    [{ journeyId: '', from: '2026-01-01', to: '2026-12-31' }, 'journeyId: Choose a journey'],
    [{ from: '2026-01-01', to: '2026-12-31' }, 'journeyId: Choose a journey'],
    [{ journeyId: 'amara', from: '2026-13-01', to: '2026-12-31' }, 'from: Enter a date as YYYY-MM-DD'],
    [{ journeyId: 'amara', from: '2026-02-01', to: '2026-01-31' }, 'to: The end of the period cannot be before its start'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(AccreditorPackQuerySchema.safeParse(input))).toBe(message);
  });
});

describe('verification answers', () => {
  const certificate = { id: 'AAAAAAAAAAAAAAAAAAAAAA', code: '00000000000', holderName: 'Ada', journeyTitle: 'J', cpdMinutes: 90, cpdHours: 1.5, issuedOn: '2026-11-24', issuer: 'LeadVillage', accreditor: null };
  it.each([
    [{ status: 'valid', certificate }, true],
    [{ status: 'revoked', certificate, revokedOn: '2026-11-25', reason: 'Plagiarism' }, true],
    [{ status: 'revoked', certificate }, false], // a revocation always says when and why
    [{ status: 'unknown' }, false],
  ])('%j parses: %s', (answer, ok) => {
    expect(CertificateVerificationSchema.safeParse(answer).success).toBe(ok);
  });

  it('has one unknown answer', () => {
    expect(UnknownCertificateSchema.parse(UNKNOWN_CERTIFICATE)).toEqual(UNKNOWN_CERTIFICATE);
  });
});
