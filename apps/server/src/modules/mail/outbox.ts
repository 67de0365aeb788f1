import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database, MailDeliveriesTable } from '../../db/schema';
import { addressKey, MAILS_PER_ADDRESS, MAIL_WINDOW_MS } from '../../lib/account-limits';
import type { JobQueue } from '../../lib/jobs';
import { countRequest } from '../../plugins/rate-limit-store';
import { assertOwnLinks } from './mail-text';
import type { Mail, Mailer } from './mailer';

export const MAIL_JOB = 'mail.send';
/** Sends in all before a mail is marked failed: with backoff from MAIL_RETRY_BASE_MS, capped at an hour. */
export const MAIL_ATTEMPTS = 12;
/** A send holds its delivery this long; a process that died mid-send loses it then. */
const SEND_LOCK_MS = 60_000;

/** 'auth': a one-time sign-in link, useless later, so dropped over the address limit; 'notice': deferred. */
export type MailKind = MailDeliveriesTable['kind'];

export interface MailOutbox {
  /**
   * Writes a mail in the transaction of the change that causes it, and its send job. `cause` names
   * that change ('team-invite <id>'): a cause mails once, so a second call writes nothing (false).
   */
  queue(trx: Kysely<Database>, cause: string, kind: MailKind, mail: Mail): Promise<boolean>;
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 500);
/** An SMTP 5xx answer to the recipient: the address does not take mail (a bounce reported at once). */
const permanentRefusal = (err: unknown) =>
  typeof (err as { responseCode?: unknown }).responseCode === 'number' &&
  (err as { responseCode: number }).responseCode >= 500;

/**
 * The transactional outbox for every product mail (ADR 035): a `mail_deliveries` row, unique by
 * its cause, written with the change, and a `mail.send` job that sends it with retries and backoff.
 * The send claims the row first (one sender at a time, at most once after `sent`), skips addresses
 * that bounced or complained, and applies the per-address limit: an 'auth' mail over it is
 * dropped, a 'notice' deferred to the end of the window. A crash between the SMTP server's accept
 * and the `sent` write can send a mail a second time; its Message-ID is the delivery's, so it is
 * the same message to the receiving server.
 */
export function createMailOutbox(opts: {
  jobs: JobQueue;
  transport: Mailer;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The per-address limit (AUTH_RATE_LIMIT). */
  limitPerAddress: boolean;
  retryBaseMs: number;
  now?: () => number;
}): MailOutbox {
  const { jobs, transport, db, log } = opts;
  const now = opts.now ?? Date.now;
  const host = new URL(opts.publicUrl).hostname;

  jobs.define<{ id: string }>({
    name: MAIL_JOB,
    attempts: MAIL_ATTEMPTS,
    retryBaseMs: opts.retryBaseMs,
    retryMaxMs: 60 * 60 * 1000,
    timeoutMs: SEND_LOCK_MS,
    concurrency: 4,
    async handler({ id }, ctx) {
      const t = now();
      const row = await db
        .updateTable('mail_deliveries')
        .set({
          state: 'sending',
          attempts: sql<number>`attempts + 1`,
          lockedUntil: t + SEND_LOCK_MS,
          updatedAt: t,
        })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('state', 'in', ['queued', 'deferred']),
            eb.and([eb('state', '=', 'sending'), eb('lockedUntil', '<=', t)]),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
      if (!row) return; // sent, dropped, failed, or being sent by another process
      const settle = (
        state: MailDeliveriesTable['state'],
        lastError: string | null,
        extra: Partial<MailDeliveriesTable> = {},
      ) =>
        db
          .updateTable('mail_deliveries')
          .set({ state, lastError, lockedUntil: null, updatedAt: now(), ...extra })
          .where('id', '=', id)
          .execute();

      const suppressed = await db
        .selectFrom('mail_suppressions')
        .select('reason')
        .where('address', '=', row.to.trim().toLowerCase())
        .executeTakeFirst();
      if (suppressed)
        return void (await settle(
          'dropped',
          `the address ${suppressed.reason === 'bounce' ? 'bounced' : 'complained'} before`,
        ));
      if (opts.limitPerAddress) {
        const { current, ttl } = await countRequest(
          db,
          addressKey('mail', row.to),
          MAIL_WINDOW_MS,
          t,
        );
        if (current > MAILS_PER_ADDRESS) {
          if (row.kind === 'auth')
            return void (await settle('dropped', 'over the limit of mails to one address'));
          // Not an attempt: the mail waits for the address's window to end.
          await db.transaction().execute(async (trx) => {
            await trx
              .updateTable('mail_deliveries')
              .set({
                state: 'deferred',
                attempts: row.attempts - 1,
                lockedUntil: null,
                updatedAt: t,
                lastError: 'deferred: over the limit of mails to one address',
              })
              .where('id', '=', id)
              .execute();
            await jobs.enqueue(trx, MAIL_JOB, { id }, { runAt: t + ttl + 1 });
          });
          return;
        }
      }
      try {
        await transport.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          messageId: `<${row.id}@${host}>`,
        });
      } catch (err) {
        const error = errorText(err);
        if (permanentRefusal(err)) {
          await db
            .insertInto('mail_suppressions')
            .values({
              address: row.to.trim().toLowerCase(),
              reason: 'bounce',
              detail: error,
              createdAt: now(),
            })
            .onConflict((oc) => oc.column('address').doNothing())
            .execute();
          return void (await settle('failed', error));
        }
        const last = ctx.attempt >= MAIL_ATTEMPTS;
        await settle(last ? 'failed' : 'queued', error);
        // Neither the address nor the text (it can hold a one-time link).
        log.warn(
          { deliveryId: id, attempt: ctx.attempt, error, giveUp: last },
          'mail not sent; it will be retried',
        );
        if (!last) throw err;
        return;
      }
      await settle('sent', null, { sentAt: now() });
    },
  });

  return {
    async queue(trx, cause, kind, mail) {
      // Refused before anything is stored: a mail never links outside our origin (ADR 032).
      assertOwnLinks(mail, opts.publicUrl);
      const t = now();
      const inserted = await trx
        .insertInto('mail_deliveries')
        .values({
          id: randomUUID(),
          causeKey: cause,
          kind,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          state: 'queued',
          attempts: 0,
          lastError: null,
          lockedUntil: null,
          createdAt: t,
          updatedAt: t,
          sentAt: null,
        })
        .onConflict((oc) => oc.column('causeKey').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await jobs.enqueue(trx, MAIL_JOB, { id: inserted.id });
      return true;
    },
  };
}
