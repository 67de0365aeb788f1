import { ORG_INVITE_TTL_MS, type Locale } from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailOutbox } from '../mail/outbox';
import { recipientLocale } from '../mail/recipient-locale';
import { orgInviteMail } from '../mail/templates';
import { getSettings } from '../settings/service';

/** Where an invitation's link leads: the organisation's join screen, with the single-use token. */
export const orgJoinUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/org/join?token=${encodeURIComponent(token)}`;

/**
 * Queues an organisation's invitation in the transaction that writes it (ADR 035): no invitation
 * without its mail, and one mail per invitation.
 */
export async function queueOrgInvitationMail(
  trx: Kysely<Database>,
  mail: MailOutbox,
  m: {
    invitationId: string;
    to: string;
    token: string;
    inviterName: string;
    orgName: string;
    publicUrl: string;
    locale: Locale;
  },
): Promise<void> {
  const { siteName } = await getSettings(trx);
  const locale = await recipientLocale(trx, m.to, m.locale);
  const days = Math.round(ORG_INVITE_TTL_MS / 86_400_000);
  await mail.queue(
    trx,
    `org-invite ${m.invitationId}`,
    'notice',
    orgInviteMail(
      m.to,
      orgJoinUrl(m.publicUrl, m.token),
      siteName,
      m.inviterName || siteName,
      m.orgName,
      days,
      locale,
    ),
  );
}
