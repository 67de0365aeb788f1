import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countRequest } from '../plugins/rate-limit-store';

/*
 * Limits per account, beside the per-address ones (issue 36): a client that changes its address,
 * or many clients behind one, cannot guess one account's password or flood one inbox. Kept in the
 * database, so every server process shares them, and keyed by the email address whether or not an
 * account has it (an answer never tells which). The address itself is never stored, only its hash.
 */

/** Failed password sign-ins for one email address within SIGN_IN_WINDOW_MS that lock it. */
export const SIGN_IN_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** How long password sign-in stays closed for that address once locked. */
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;
/** Mails sent to one address within MAIL_WINDOW_MS; the ones over it are dropped. */
export const MAILS_PER_ADDRESS = 3;
export const MAIL_WINDOW_MS = 15 * 60 * 1000;

/** An email address as one key: trimmed, lower-cased, hashed. */
export function addressKey(kind: 'sign-in' | 'mail', email: string): string {
  return `${kind} ${createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex')}`;
}

/** When password sign-in for this address opens again, or null when it is open. */
export async function signInLockedUntil(
  kysely: Kysely<Database>,
  email: string,
  now: number,
): Promise<number | null> {
  const row = await kysely
    .selectFrom('account_limits')
    .select('lockedUntil')
    .where('key', '=', addressKey('sign-in', email))
    .executeTakeFirst();
  const until = row?.lockedUntil == null ? null : Number(row.lockedUntil);
  return until !== null && until > now ? until : null;
}

/**
 * Counts one failed password sign-in for the address in one atomic upsert (concurrent failures
 * count once each); the SIGN_IN_FAILURES-th within the window locks the address for SIGN_IN_LOCK_MS.
 */
export async function recordSignInFailure(
  kysely: Kysely<Database>,
  email: string,
  now: number,
): Promise<{ failures: number; lockedUntil: number | null }> {
  const start = sql.ref('account_limits.windowStart');
  const expired = sql<boolean>`${start} + ${SIGN_IN_WINDOW_MS} <= ${now}`;
  const failures = sql<number>`case when ${expired} then 1 else ${sql.ref('account_limits.failures')} + 1 end`;
  const row = await kysely
    .insertInto('account_limits')
    .values({
      key: addressKey('sign-in', email),
      windowStart: now,
      failures: 1,
      lockedUntil: SIGN_IN_FAILURES <= 1 ? now + SIGN_IN_LOCK_MS : null,
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures,
        windowStart: sql<number>`case when ${expired} then ${now} else ${start} end`,
        lockedUntil: sql<
          number | null
        >`case when ${failures} >= ${SIGN_IN_FAILURES} then ${now + SIGN_IN_LOCK_MS} else ${sql.ref('account_limits.lockedUntil')} end`,
      }),
    )
    .returning(['failures', 'lockedUntil'])
    .executeTakeFirstOrThrow();
  // Old rows go now and then (a lock lasts 15 minutes; a day is plenty).
  if (Math.random() < 0.01)
    await kysely
      .deleteFrom('account_limits')
      .where('windowStart', '<', now - 24 * 60 * 60 * 1000)
      .execute();
  const until = row.lockedUntil == null ? null : Number(row.lockedUntil);
  return {
    failures: Number(row.failures),
    lockedUntil: until !== null && until > now ? until : null,
  };
}

/** A successful sign-in starts the address's count afresh. */
export async function clearSignInFailures(kysely: Kysely<Database>, email: string): Promise<void> {
  await kysely
    .deleteFrom('account_limits')
    .where('key', '=', addressKey('sign-in', email))
    .execute();
}

/** Counts one mail to the address; false when it is over MAILS_PER_ADDRESS in the window. */
export async function mayMail(
  kysely: Kysely<Database>,
  email: string,
  now: number,
): Promise<boolean> {
  const { current } = await countRequest(kysely, addressKey('mail', email), MAIL_WINDOW_MS, now);
  return current <= MAILS_PER_ADDRESS;
}
