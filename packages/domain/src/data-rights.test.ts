import { describe, expect, it } from 'vitest';
import {
  DELETION_COOL_OFF_DAYS,
  DeletionRequestInputSchema,
  deletionDueAt,
  isDeletionDue,
  type DeletionStatus,
} from './data-rights';

const T0 = Date.UTC(2026, 11, 2, 13, 0);
const DAY = 86_400_000;

describe('deletion cool-off', () => {
  it('is 14 days', () => {
    expect(DELETION_COOL_OFF_DAYS).toBe(14);
    expect(deletionDueAt(T0)).toBe(T0 + 14 * DAY);
  });

  it.each<[DeletionStatus, number, boolean]>([
    ['pending', T0 + 14 * DAY - 1, false],
    ['pending', T0 + 14 * DAY, true],
    ['pending', T0 + 30 * DAY, true],
    ['cancelled', T0 + 30 * DAY, false],
    ['erased', T0 + 30 * DAY, false],
  ])('%s at %i: due %s', (status, now, due) => {
    expect(isDeletionDue({ status, dueAt: deletionDueAt(T0) }, now)).toBe(due);
  });

  it.each([[{}], [{ keepCertificates: 'yes' }], [{ keepCertificates: true, extra: 1 }]])(
    'refuses %j',
    (body) => {
      expect(DeletionRequestInputSchema.safeParse(body).success).toBe(false);
    },
  );
});
