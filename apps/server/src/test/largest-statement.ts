import { randomUUID } from 'node:crypto';
import { CPD_EVIDENCE_MAX, CPD_PROVIDER_MAX, CPD_TITLE_MAX, CPD_VOID_REASON_MAX } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { STATEMENT_LIMITS } from '../modules/cpd/statement-pdf';

/** Words with accents and marks, cut to `n` characters: text as costly to lay out as a person's. */
export const longText = (n: number) =>
  Array.from({ length: Math.ceil(n / 12) + 1 }, (_, i) => `Chúkwú ọ̀kọ̀ ${i}`)
    .join(' ')
    .slice(0, n);

/** The name of the reproduction (issue 36): 8,000 characters, far over what a profile allows. */
export const HUGE_NAME = longText(8_000);

/**
 * Gives a learner the most costly CPD statement the server makes: more entries than it prints,
 * every text at its longest, every other entry voided with the longest reason.
 */
export async function largestStatementRecord(
  db: Kysely<Database>,
  userId: string,
  name = HUGE_NAME,
): Promise<void> {
  const now = Date.now();
  const [title, provider, evidence, reason] = [
    longText(CPD_TITLE_MAX),
    longText(CPD_PROVIDER_MAX),
    longText(CPD_EVIDENCE_MAX),
    longText(CPD_VOID_REASON_MAX),
  ];
  const rows = Array.from({ length: STATEMENT_LIMITS.entries + 5 }, (_, i) => ({
    id: randomUUID(),
    userId,
    type: 'external' as const,
    title,
    provider,
    startDate: '2026-01-05',
    endDate: '2026-01-06',
    minutes: 90,
    evidence,
    verifiedBy: 'self' as const,
    sourceId: randomUUID(),
    journeyId: null,
    createdAt: now + i,
    voidedAt: i % 2 === 0 ? now : null,
    voidReason: i % 2 === 0 ? reason : null,
  }));
  await db.insertInto('cpd_entries').values(rows).execute();
  await db.updateTable('users').set({ name }).where('id', '=', userId).execute();
}
