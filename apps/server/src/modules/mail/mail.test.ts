import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freePort, lastMailTo, linkIn, startTestApp, type TestApp } from '../../test/harness';

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

describe('mail without SMTP', () => {
  const signUpAndRead = async (env: Record<string, string>) => {
    const t = await startTestApp('sqlite', env);
    try {
      const email = `outbox.${Date.now()}@example.test`;
      expect((await new Client(t.url).post('/api/auth/sign-up/email', { name: 'Outbox Test', email, password: 'a-good-password' })).status).toBe(200);
      const mail = await lastMailTo(t, email);
      const token = new URL(linkIn(mail!.text)).searchParams.get('token')!;
      expect(token.length).toBeGreaterThan(10);
      return { token, log: t.logs.join('') };
    } finally {
      await t.close();
    }
  };

  it('outside development, writes the mail to the outbox and only its address and subject to the log', async () => {
    for (const NODE_ENV of ['production', 'test']) {
      const { token, log } = await signUpAndRead({ NODE_ENV });
      expect(log).toContain('mail NOT delivered (no SMTP_URL): written to the dev outbox');
      expect(log).not.toContain(token);
    }
  });

  it('in development, also writes its text (the link) to the log', async () => {
    const { token, log } = await signUpAndRead({ NODE_ENV: 'development' });
    expect(log).toContain('mail written to dev outbox');
    expect(log).toContain(token);
  });
});
