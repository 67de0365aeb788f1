import { ORG_INVITE_TTL_MS, type Locale } from '@lv/domain';
import type { Db } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { recipientLocale } from '../mail/recipient-locale';
import { orgInviteMail } from '../mail/templates';
import { getSettings } from '../settings/service';

/** Where an invitation's link leads: the organisation's join screen, with the single-use token. */
export const orgJoinUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/org/join?token=${encodeURIComponent(token)}`;

/**
 * Sends an organisation's invitation, the one place that does (the way village invites send theirs
 * today, after the invitation has committed), so moving it onto a queued outbox is one change here.
 */
export async function sendOrgInvitationMail(
  db: Db,
  mailer: Mailer,
  m: {
    to: string;
    token: string;
    inviterName: string;
    orgName: string;
    publicUrl: string;
    locale: Locale;
  },
): Promise<void> {
  const { siteName } = await getSettings(db.kysely);
  const locale = await recipientLocale(db.kysely, m.to, m.locale);
  const days = Math.round(ORG_INVITE_TTL_MS / 86_400_000);
  await mailer.send(
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
