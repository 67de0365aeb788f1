import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import {
  freePort,
  mailSettled,
  startTestApp,
  type SignedInClient,
  type TestApp,
} from '../../test/harness';

describe.each(testDatabases())('admin mail deliveries on %s', (kind) => {
  let t: TestApp;
  let smtp: SMTPServer;
  let admin: SignedInClient;
  const bounced = new Set(['gone@example.test']);
  const received: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _s, cb) =>
        bounced.has(address.address)
          ? cb(Object.assign(new Error('No such user'), { responseCode: 550 }))
          : cb(),
      onData(stream, session, cb) {
        stream.resume();
        stream.on(
          'end',
          () => (received.push(...session.envelope.rcptTo.map((r) => r.address)), cb()),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    t = await startTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_BASE_MS: '1000',
    });
    admin = await t.signedInClient({ role: 'admin' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const queue = (cause: string, to: string) =>
    t.app.db.kysely.transaction().execute((trx) =>
      t.app.mail.queue(trx, cause, 'notice', {
        to,
        subject: 'You are invited',
        text: `Join: ${t.url}/join/x`,
      }),
    );

  it(
    'lists deliveries by state with attempts and the last error; an audited retry sends a failed one',
    { timeout: 60_000 },
    async () => {
      await queue('team-invite a', 'gone@example.test');
      await queue('team-invite b', 'here@example.test');
      await mailSettled(t);
      const failed = (await (
        await admin.get('/api/admin/mail/deliveries?state=failed')
      ).json()) as { items: Array<Record<string, unknown>>; total: number };
      expect(failed.total).toBe(1);
      expect(failed.items[0]).toMatchObject({
        cause: 'team-invite',
        to: 'gone@example.test',
        state: 'failed',
        attempts: 1,
      });
      expect(String(failed.items[0]!.lastError)).toMatch(/550/);
      expect(failed.items[0]).not.toHaveProperty('text');
      const sent = (await (await admin.get('/api/admin/mail/deliveries?state=sent')).json()) as {
        items: Array<{ id: string }>;
      };
      expect(sent.items).toHaveLength(1);

      // The address takes mail again: an admin retries; the bounce's stop on it is lifted.
      bounced.clear();
      const res = await admin.post(
        `/api/admin/mail/deliveries/${String(failed.items[0]!.id)}/retry`,
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as { delivery: { state: string } }).delivery.state).toBe('queued');
      await mailSettled(t);
      expect(received.sort()).toEqual(['gone@example.test', 'here@example.test']);
      const audit = await t.app.db.kysely
        .selectFrom('audit_log')
        .select(['action', 'targetId', 'details'])
        .where('action', '=', 'mail.retry')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.targetId).toBe(failed.items[0]!.id);
      expect(JSON.parse(String(audit[0]!.details))).toMatchObject({
        state: 'failed',
        attempts: 1,
        bounceLifted: true,
      });

      // A sent mail is not sent again; an unknown one is 404; a learner may not look.
      const again = await admin.post(`/api/admin/mail/deliveries/${sent.items[0]!.id}/retry`);
      expect(again.status).toBe(409);
      expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
        'This mail was already sent.',
      );
      expect((await admin.post('/api/admin/mail/deliveries/nope/retry')).status).toBe(404);
      const learner = await t.signedInClient();
      expect((await learner.get('/api/admin/mail/deliveries')).status).toBe(403);
      expect((await admin.get('/api/admin/mail/deliveries?state=lost')).status).toBe(400);
    },
  );
});
