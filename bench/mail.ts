// Mail throughput: queued mails per second through the mail.send job to an SMTP stand-in on loopback (SQLite).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { SqliteQueue } from '../apps/server/src/lib/jobs/sqlite-queue';
import { createMailer } from '../apps/server/src/modules/mail/mailer';
import { createMailOutbox } from '../apps/server/src/modules/mail/outbox';

const MAILS = 500;

export async function runMailBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lv-bench-mail-'));
  const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'lv.sqlite') });
  await migrateToLatest(db);
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (s, _x, cb) => (s.resume(), s.on('end', () => (received++, cb()))),
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  const log = pino({ level: 'silent' });
  const publicUrl = 'http://127.0.0.1:9';
  const queue = new SqliteQueue({ db: db.kysely, log, pollMs: 50 });
  const transport = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'LeadVillage <b@leadvillage.test>',
    db,
    log,
    logBodies: false,
    publicUrl,
  });
  const outbox = createMailOutbox({
    jobs: queue,
    transport,
    db: db.kysely,
    log,
    publicUrl,
    limitPerAddress: false,
    retryBaseMs: 30_000,
  });
  const t0 = performance.now();
  for (let i = 0; i < MAILS; i++) {
    await db.kysely
      .transaction()
      .execute((trx) =>
        outbox.queue(trx, `bench ${i}`, 'notice', {
          to: `l${i}@example.test`,
          subject: 'Hello',
          text: `See ${publicUrl}/x`,
        }),
      );
  }
  const queuedMs = performance.now() - t0;
  await queue.start();
  while (received < MAILS) await new Promise((r) => setTimeout(r, 20));
  const totalMs = performance.now() - t0;
  console.log(
    `queued ${MAILS} mails in ${queuedMs.toFixed(0)} ms (${((MAILS / queuedMs) * 1000).toFixed(0)}/s, one transaction each)`,
  );
  console.log(
    `sent ${MAILS} over SMTP (loopback stand-in, 4 at once) in ${(totalMs - queuedMs).toFixed(0)} ms: ${((MAILS / (totalMs - queuedMs)) * 1000).toFixed(0)} mails/s`,
  );
  await queue.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
