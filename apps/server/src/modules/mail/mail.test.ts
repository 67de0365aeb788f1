import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freePort, startTestApp, type TestApp } from '../../test/harness';

describe('mail over SMTP', () => {
  const received: Array<{ to: string[]; raw: string }> = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    t = await startTestApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'LeadVillage <hello@leadvillage.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the sign-up confirmation through the SMTP server, not the dev outbox', async () => {
    const email = `smtp.${Date.now()}@example.test`;
    const res = await new Client(t.url).post('/api/auth/sign-up/email', { name: 'Mail Test', email, password: 'a-good-password' });
    expect(res.status).toBe(200);
    for (let i = 0; i < 50 && !received.some((m) => m.to.includes(email)); i++) await new Promise((r) => setTimeout(r, 100));
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.raw).toMatch(/Subject: Confirm your email for LeadVillage/);
    // quoted-printable: undo soft line breaks and the encoded '='
    const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('/api/auth/verify-email?token=');
    expect(mail?.raw).toContain('From: LeadVillage <hello@leadvillage.test>');
    const outbox = await t.app.db.kysely.selectFrom('dev_outbox').selectAll().execute();
    expect(outbox).toHaveLength(0);
  });
});
