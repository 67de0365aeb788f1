import { describe, expect, it } from 'vitest';
import { deriveFlags } from './roles';

describe('deriveFlags', () => {
  it.each([
    [null, { isAdmin: false, isPaid: false, isCorporateMember: false, isIndividualPaid: false }],
    [
      { role: 'admin' as const },
      { isAdmin: true, isPaid: false, isCorporateMember: false, isIndividualPaid: false },
    ],
    [
      { role: 'learner' as const, membershipStatus: 'paid' as const },
      { isAdmin: false, isPaid: true, isCorporateMember: false, isIndividualPaid: false },
    ],
    [
      { membershipStatus: 'free' as const },
      { isAdmin: false, isPaid: false, isCorporateMember: false, isIndividualPaid: false },
    ],
    [
      { transformationTier: 'corporate_member' as const },
      { isAdmin: false, isPaid: false, isCorporateMember: true, isIndividualPaid: false },
    ],
    [
      { transformationTier: 'corporate_leader' as const },
      { isAdmin: false, isPaid: false, isCorporateMember: true, isIndividualPaid: false },
    ],
    [
      { transformationTier: 'individual_paid' as const },
      { isAdmin: false, isPaid: false, isCorporateMember: false, isIndividualPaid: true },
    ],
    [
      { transformationTier: null },
      { isAdmin: false, isPaid: false, isCorporateMember: false, isIndividualPaid: false },
    ],
  ])('%j → %j', (user, flags) => {
    expect(deriveFlags(user)).toEqual(flags);
  });
});
