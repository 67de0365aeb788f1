import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { assertOwnLinks } from './mail-text';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same for every send of one delivery (modules/mail/outbox.ts). */
  messageId?: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (the dev outbox table plus the log). */
  readonly mode: 'smtp' | 'outbox';
  /** Only the mail job calls this (modules/mail/outbox.ts); product code queues mail there. */
  send(mail: Mail): Promise<void>;
}

/**
 * Mail by SMTP when configured; otherwise into the dev outbox (an admin reads it), and in
 * development also into the log so a laptop's flows work offline. Anywhere else a mail's text (its
 * one-time links) never reaches the log: only the address and subject do.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  /** Whether the outbox also writes each mail's text to the log (NODE_ENV=development only). */
  logBodies: boolean;
  /** Our origin: the only one a product mail may link to (a mail linking elsewhere is refused). */
  publicUrl: string;
}): Mailer {
  if (opts.smtpUrl) {
    // Short timeouts: a send runs in a job, and an SMTP server that hangs must not hold it for minutes.
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return {
      mode: 'smtp',
      async send(mail) {
        assertOwnLinks(mail, opts.publicUrl);
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    mode: 'outbox',
    async send(mail) {
      assertOwnLinks(mail, opts.publicUrl);
      await opts.db.kysely
        .insertInto('dev_outbox')
        .values({
          id: randomUUID(),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          createdAt: Date.now(),
        })
        .execute();
      // Development only: the text carries the link so the flow works on a laptop.
      if (opts.logBodies) opts.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail written to dev outbox');
      else opts.log.warn({ to: mail.to, subject: mail.subject }, 'mail NOT delivered (no SMTP_URL): written to the dev outbox');
    },
  };
}
