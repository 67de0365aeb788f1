import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mayMail } from '../../lib/account-limits';
import type { Mailer } from './mailer';

/**
 * At most MAILS_PER_ADDRESS mails to one address per 15 minutes, from every process on the
 * database (lib/account-limits.ts): reset, verification, magic-link and invite mails can no longer
 * be turned on one inbox. The ones over the limit are dropped silently, as the flows that send them
 * answer the same whether or not a mail goes (they never tell who has an account).
 */
export function limitMailPerAddress(
  mailer: Mailer,
  opts: { kysely: Kysely<Database>; log: FastifyBaseLogger; enabled: boolean },
): Mailer {
  if (!opts.enabled) return mailer;
  return {
    mode: mailer.mode,
    async send(mail) {
      if (await mayMail(opts.kysely, mail.to, Date.now())) return mailer.send(mail);
      // Neither the address nor the text (it can carry a one-time link).
      opts.log.warn(
        'a mail was not sent: its address had too many mails from us in the last 15 minutes',
      );
    },
  };
}
