import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { PgQueue } from '../../lib/jobs/pg-queue';
import { SqliteQueue } from '../../lib/jobs/sqlite-queue';
import type { JobQueue } from '../../lib/jobs';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../test/databases';
import { freePort } from '../../test/harness';
import { createMailer } from './mailer';
import { createMailOutbox, type MailOutbox } from './outbox';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PUBLIC_URL = 'http://127.0.0.1:9';

/** The SMTP stand-in: refuses every connection while `down()` says so (421), refuses `bounces` at RCPT (550). */
async function smtpStandIn(down: () => boolean, bounces: string[] = []) {
  const received: Array<{ to: string; messageId: string }> = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, cb) {
      if (down())
        return cb(
          Object.assign(new Error('Service not available, try later'), { responseCode: 421 }),
        );
      cb();
    },
    onRcptTo(address, _session, cb) {
      if (bounces.includes(address.address))
        return cb(Object.assign(new Error('No such user'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo)
          received.push({
            to: r.address,
            messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())('queued mail on %s', (kind) => {
  let tdb: TestDatabase;
  let db: Db;
  let queue: JobQueue;
  let smtp: Awaited<ReturnType<typeof smtpStandIn>>;
  afterEach(async () => {
    await queue?.stop();
    await smtp?.close();
    await db?.destroy();
    await tdb?.drop();
  });

  /** A queue and outbox on a fresh database; SQLite on a fake clock (drained by hand), PostgreSQL in real time. */
  async function setUp(opts: {
    now: () => number;
    retryBaseMs: number;
    bounces?: string[];
    down: () => boolean;
  }): Promise<MailOutbox> {
    tdb = await createTestDatabase(kind);
    const database =
      kind === 'postgres'
        ? { kind, url: tdb.url! }
        : { kind, file: path.join(tdb.dataDir, 'lv.sqlite') };
    db = openDatabase(database);
    await migrateToLatest(db);
    smtp = await smtpStandIn(opts.down, opts.bounces);
    queue =
      kind === 'postgres'
        ? new PgQueue({ connectionString: tdb.url!, log, pollSeconds: 0.5 })
        : new SqliteQueue({ db: db.kysely, log, now: opts.now });
    const transport = createMailer({
      smtpUrl: smtp.url,
      from: 'LeadVillage <hello@leadvillage.test>',
      db,
      log,
      logBodies: false,
      publicUrl: PUBLIC_URL,
    });
    const outbox = createMailOutbox({
      jobs: queue,
      transport,
      db: db.kysely,
      log,
      publicUrl: PUBLIC_URL,
      limitPerAddress: false,
      retryBaseMs: opts.retryBaseMs,
      now: opts.now,
    });
    if (kind === 'postgres') await queue.start();
    return outbox;
  }
  const mail = (to: string, n: number) => ({
    to,
    subject: `Invite ${n}`,
    text: `Join us: ${PUBLIC_URL}/join/${n}`,
  });
  const deliveries = () =>
    db.kysely.selectFrom('mail_deliveries').selectAll().orderBy('subject').execute();

  it(
    'SMTP down for 10 minutes (a stand-in that refuses): every mail arrives once afterwards',
    { timeout: 120_000 },
    async () => {
      // SQLite: 10 minutes on a fake clock with the default backoff. PostgreSQL's pg-boss runs in real
      // time here, so the outage is 4 s with a 1 s backoff: the same sequence of refusals and retries.
      let now = Date.now();
      let start = now;
      const outageMs = kind === 'sqlite' ? 10 * 60_000 : 4_000;
      const clockNow = () => (kind === 'sqlite' ? now : Date.now());
      const outbox = await setUp({
        now: clockNow,
        retryBaseMs: kind === 'sqlite' ? 30_000 : 1_000,
        down: () => clockNow() - start < outageMs,
      });
      start = clockNow(); // the outage starts with the first mail
      const addresses = Array.from({ length: 12 }, (_, i) => `leader${i}@example.test`);
      for (const [i, to] of addresses.entries()) {
        await db.kysely
          .transaction()
          .execute((trx) => outbox.queue(trx, `team-invite ${i}`, 'notice', mail(to, i)));
      }
      if (kind === 'sqlite') {
        const q = queue as SqliteQueue;
        for (let minute = 0; minute < 30; minute++) {
          await q.drain();
          if (minute < 10) expect(smtp.received).toHaveLength(0);
          now += 60_000;
        }
        await q.drain();
      } else {
        const end = Date.now() + 60_000;
        while ((await deliveries()).some((d) => d.state !== 'sent') && Date.now() < end)
          await sleep(200);
      }
      const rows = await deliveries();
      expect(rows.map((d) => d.state)).toEqual(addresses.map(() => 'sent'));
      expect(rows.every((d) => d.attempts > 1 && d.lastError === null)).toBe(true);
      expect(smtp.received.map((r) => r.to).sort()).toEqual([...addresses].sort());
      // One message per delivery, named by it (a resend after a crash would carry the same id).
      expect(new Set(smtp.received.map((r) => r.messageId)).size).toBe(addresses.length);
    },
  );

  it(
    'a cause mails once, and a mail whose transaction rolls back is never sent',
    { timeout: 60_000 },
    async () => {
      const outbox = await setUp({ now: Date.now, retryBaseMs: 1_000, down: () => false });
      if (kind === 'sqlite') await queue.start();
      const to = 'mentee@example.test';
      expect(
        await db.kysely
          .transaction()
          .execute((trx) => outbox.queue(trx, 'mentoring-request s1', 'notice', mail(to, 1))),
      ).toBe(true);
      expect(
        await db.kysely
          .transaction()
          .execute((trx) => outbox.queue(trx, 'mentoring-request s1', 'notice', mail(to, 1))),
      ).toBe(false);
      await expect(
        db.kysely.transaction().execute(async (trx) => {
          await outbox.queue(trx, 'mentoring-request s2', 'notice', mail(to, 2));
          throw new Error('the session was not stored');
        }),
      ).rejects.toThrow('not stored');
      const end = Date.now() + 20_000;
      while (smtp.received.length < 1 && Date.now() < end) await sleep(50);
      await sleep(1_500);
      expect(smtp.received.map((r) => r.to)).toEqual([to]);
      expect((await deliveries()).map((d) => [d.causeKey, d.state])).toEqual([
        ['mentoring-request s1', 'sent'],
      ]);
    },
  );

  it(
    'an address the SMTP server refuses (550) is failed with the error, and gets no further mail',
    { timeout: 60_000 },
    async () => {
      const gone = 'gone@example.test';
      const outbox = await setUp({
        now: Date.now,
        retryBaseMs: 1_000,
        down: () => false,
        bounces: [gone],
      });
      if (kind === 'sqlite') await queue.start();
      await db.kysely
        .transaction()
        .execute((trx) => outbox.queue(trx, 'a 1', 'notice', mail(gone, 1)));
      const settled = async () => {
        const end = Date.now() + 20_000;
        while (
          (await deliveries()).some((d) => d.state === 'queued' || d.state === 'sending') &&
          Date.now() < end
        )
          await sleep(50);
      };
      await settled();
      await db.kysely
        .transaction()
        .execute((trx) => outbox.queue(trx, 'a 2', 'notice', mail(gone, 2)));
      await settled();
      const rows = await deliveries();
      expect(rows.map((d) => [d.state, d.attempts])).toEqual([
        ['failed', 1],
        ['dropped', 1],
      ]);
      expect(rows[0]!.lastError).toMatch(/550|No such user/);
      expect(rows[1]!.lastError).toBe('the address bounced before');
      expect(
        await db.kysely.selectFrom('mail_suppressions').select(['address', 'reason']).execute(),
      ).toEqual([{ address: gone, reason: 'bounce' }]);
      expect(smtp.received).toHaveLength(0);
    },
  );
});
