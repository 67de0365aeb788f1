import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (the dev outbox table plus the log). */
  readonly mode: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** Mail by SMTP when configured; otherwise into the dev outbox and the log, so flows work offline. */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    mode: 'outbox',
    async send(mail) {
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
      // Dev only (no SMTP configured): the text carries the link so the flow works on a laptop.
      opts.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail written to dev outbox');
    },
  };
}
