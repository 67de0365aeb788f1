import { t } from '@lingui/core/macro';
import { SALES_EMAIL_SUBJECT } from '@lv/domain';
import { domainText } from '../../lib/i18n/domain-text';

/** What the sales email says: X people, Y timeframe, Z goals (from the Team Blueprint when done). */
export interface SalesEmailFacts {
  teamSize: string;
  duration: string;
  goals: readonly string[];
}

/**
 * The email body of `../shared/spec/platform-spec.md` section 7 (The calls it makes), in the page's
 * language (the blueprint's answers too); missing facts stay as X, Y and Z for the sender to fill in.
 */
export function salesEmailBody(facts: SalesEmailFacts | null): string {
  const people = facts ? domainText(facts.teamSize) : 'X';
  const timeframe = facts ? domainText(facts.duration) : 'Y';
  const goals = facts && facts.goals.length > 0 ? facts.goals.map(domainText).join(', ') : 'Z';
  return [
    t`Hello,`,
    '',
    t`I am interested in the Transformation Tier for my team of ${people} people.`,
    t`We would like to run the programme over ${timeframe}.`,
    t`Our goals are: ${goals}.`,
    '',
    t`Please tell me how we can get started.`,
    '',
    t`Thank you`,
  ].join('\n');
}

export interface MailLink {
  id: string;
  label: string;
  href: string;
}

const q = encodeURIComponent;

/** Compose pages of 10 web mail services (their names are brands), then the device's own mail app (mailto). */
export function salesMailLinks(to: string, body: string, subject: string = domainText(SALES_EMAIL_SUBJECT)): MailLink[] {
  /* eslint-disable lingui/no-unlocalized-strings -- the mail services' names and addresses, not text. */
  const mailto = `mailto:${to}?subject=${q(subject)}&body=${q(body)}`;
  return [
    { id: 'gmail', label: 'Gmail', href: `https://mail.google.com/mail/?view=cm&fs=1&to=${q(to)}&su=${q(subject)}&body=${q(body)}` },
    { id: 'outlook', label: 'Outlook.com', href: `https://outlook.live.com/mail/0/deeplink/compose?to=${q(to)}&subject=${q(subject)}&body=${q(body)}` },
    { id: 'yahoo', label: 'Yahoo Mail', href: `https://compose.mail.yahoo.com/?to=${q(to)}&subject=${q(subject)}&body=${q(body)}` },
    { id: 'proton', label: 'Proton Mail', href: `https://mail.proton.me/u/0/inbox#mailto=${q(mailto)}` },
    { id: 'zoho', label: 'Zoho Mail', href: `https://mail.zoho.com/zm/#mail/compose?to=${q(to)}&subject=${q(subject)}&body=${q(body)}` },
    { id: 'aol', label: 'AOL Mail', href: `https://mail.aol.com/webmail-std/en-us/compose-message?to=${q(to)}&subject=${q(subject)}&body=${q(body)}` },
    { id: 'yandex', label: 'Yandex Mail', href: `https://mail.yandex.com/compose?to=${q(to)}&subject=${q(subject)}&body=${q(body)}` },
    { id: 'gmx', label: 'GMX', href: `https://navigator.gmx.com/mail/compose?to=${q(to)}&subject=${q(subject)}&body=${q(body)}` },
    { id: 'mailcom', label: 'Mail.com', href: `https://navigator.mail.com/mail/compose?to=${q(to)}&subject=${q(subject)}&body=${q(body)}` },
    { id: 'tuta', label: 'Tuta Mail', href: `https://app.tuta.com/mailto#url=${q(mailto)}` },
    { id: 'mailto', label: t`Your mail app`, href: mailto },
  ];
  /* eslint-enable lingui/no-unlocalized-strings */
}
