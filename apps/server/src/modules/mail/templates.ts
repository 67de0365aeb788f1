import { MENTORING_LINK_TTL_MS, RATER_LINK_TTL_DAYS, type LeaderDigest, type Locale } from '@lv/domain';
import { escapeHtml } from '../../lib/html';
import type { Mail } from './mailer';
import { defuseLinks, mailText, MAIL_TITLE_MAX } from './mail-text';
import { MAIL_TEXTS } from './texts';

/*
 * The mails, each in its recipient's language (the learner's setting, else the language of the
 * request that caused it; docs/decisions/020-i18n.md). Their words are in texts.ts. What people
 * chose (names, a village's name, a topic, a reviewer's words) goes through mail-text.ts first:
 * plain, short, never a link (ADR 032).
 */

/** A plain, accessible mail with one call-to-action link. */
function linkMail(to: string, url: string, siteName: string, locale: Locale, words: { subject: string; intro: string; action: string; outro: string }): Mail {
  const signature = MAIL_TEXTS[locale].signature(siteName);
  return {
    to,
    subject: words.subject,
    text: `${words.intro}\n\n${words.action}: ${url}\n\n${words.outro}\n\n${signature}`,
    html:
      `<p>${escapeHtml(words.intro)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(words.action)}</a></p>` +
      `<p>${escapeHtml(words.outro)}</p><p>${escapeHtml(signature)}</p>`,
  };
}

export const verificationMail = (to: string, url: string, siteName: string, locale: Locale) =>
  linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].verification(siteName));

export const resetPasswordMail = (to: string, url: string, siteName: string, locale: Locale) =>
  linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].resetPassword(siteName));

export const magicLinkMail = (to: string, url: string, siteName: string, locale: Locale) =>
  linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].magicLink(siteName));

export const existingAccountMail = (to: string, url: string, siteName: string, locale: Locale) =>
  linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].existingAccount(siteName));

export const teamInviteMail = (to: string, url: string, siteName: string, leaderName: string, teamName: string, locale: Locale) =>
  linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].teamInvite(siteName, mailText(leaderName), mailText(teamName)));

/** An organisation's invitation: a seat kept for the recipient, accepted with the same address. */
export const orgInviteMail = (to: string, url: string, siteName: string, inviterName: string, orgName: string, days: number, locale: Locale) =>
  linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].orgInvite(siteName, mailText(inviterName), mailText(orgName), days));

/** The learner's capstone was reviewed: the decision, the reviewer's feedback (plain text) and a link to it. */
export function capstoneReviewedMail(
  to: string,
  url: string,
  siteName: string,
  review: { journeyTitle: string; accepted: boolean; feedback: string; xp: number | null },
  locale: Locale,
): Mail {
  const texts = MAIL_TEXTS[locale];
  const words = {
    journeyTitle: mailText(review.journeyTitle, MAIL_TITLE_MAX),
    feedback: defuseLinks(review.feedback),
    xp: review.xp ? new Intl.NumberFormat(locale).format(review.xp) : null,
  };
  return linkMail(to, url, siteName, locale, review.accepted ? texts.capstoneAccepted(words) : texts.capstoneChangesAsked(words));
}

/** A session's date as a mail says it, e.g. "Friday 20 November 2026" (the day is a calendar day, no zone). */
const longDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The colleague's mail about a mentoring session logged with them: confirm or decline, one tap each. */
export function mentoringRequestMail(
  to: string,
  m: { siteName: string; mentorName: string; menteeName: string; day: string; minutes: number; topic: string; confirmUrl: string; declineUrl: string },
  locale: Locale,
): Mail {
  const words = MAIL_TEXTS[locale].mentoringRequest({
    ...m,
    mentorName: mailText(m.mentorName),
    menteeName: mailText(m.menteeName),
    topic: mailText(m.topic, MAIL_TITLE_MAX),
    day: longDay(m.day, locale),
    linkDays: MENTORING_LINK_TTL_MS / 86_400_000,
  });
  const signature = MAIL_TEXTS[locale].signature(m.siteName);
  return {
    to,
    subject: words.subject,
    text: `${words.intro}\n\n${words.ask}\n\n${words.confirm}: ${m.confirmUrl}\n\n${words.decline}: ${m.declineUrl}\n\n${words.outro}\n\n${signature}`,
    html:
      `<p>${escapeHtml(words.intro)}</p><p>${escapeHtml(words.ask)}</p>` +
      `<p><a href="${escapeHtml(m.confirmUrl)}">${escapeHtml(words.confirm)}</a></p>` +
      `<p><a href="${escapeHtml(m.declineUrl)}">${escapeHtml(words.decline)}</a></p>` +
      `<p>${escapeHtml(words.outro)}</p><p>${escapeHtml(signature)}</p>`,
  };
}

/** A colleague's reminder of a mentoring session they have not answered in 2 days; the link opens /mentoring (ADR 046). */
export const mentoringWaitingMail = (
  to: string,
  url: string,
  m: { siteName: string; mentorName: string; day: string; minutes: number; topic: string },
  locale: Locale,
) =>
  linkMail(
    to,
    url,
    m.siteName,
    locale,
    MAIL_TEXTS[locale].mentoringWaiting({
      ...m,
      mentorName: mailText(m.mentorName),
      topic: mailText(m.topic, MAIL_TITLE_MAX),
      day: longDay(m.day, locale),
    }),
  );

/** A reminder that the learner's streak ends tonight (ADR 046). */
export const streakAtRiskMail = (to: string, url: string, siteName: string, days: number, locale: Locale) =>
  linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].streakAtRisk(siteName, days));

/** A reminder after 3, 7 or 14 days without activity (ADR 046). */
export const inactiveMail = (to: string, url: string, siteName: string, days: number, locale: Locale) =>
  linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].inactive(siteName, days));

/** The 90-day self-assessment of a completed journey is open (ADR 048). */
export const followUpAssessmentMail = (to: string, url: string, siteName: string, journeyTitle: string, locale: Locale) =>
  linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].followUpAssessment(siteName, mailText(journeyTitle, MAIL_TITLE_MAX)));

/** A village leader's Monday digest (ADR 046): every name cut and defused for mail. */
export function leaderDigestMail(to: string, url: string, siteName: string, village: string, d: LeaderDigest, locale: Locale): Mail {
  const xp = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale);
  return linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].leaderDigest({
    ...d,
    village: mailText(village),
    mostMoved: d.mostMoved ? { name: mailText(d.mostMoved.name), xp: xp.format(d.mostMoved.xp) } : null,
    quiet: d.quiet.map((name) => mailText(name)),
  }));
}

/** A village leader's ROI estimate due to be re-measured, `days` after the first (ADR 051). */
export const roiRemeasureMail = (to: string, url: string, siteName: string, days: number, locale: Locale) =>
  linkMail(to, url, siteName, locale, MAIL_TEXTS[locale].roiRemeasure(siteName, days));

/** A registered webinar in 1 hour or tomorrow, its start in the learner's zone (ADR 046). */
export function webinarReminderMail(
  to: string,
  url: string,
  siteName: string,
  w: { title: string; startsAt: number; timeZone: string; soon: boolean },
  locale: Locale,
): Mail {
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: w.timeZone,
    timeZoneName: 'short',
  }).format(new Date(w.startsAt));
  const title = mailText(w.title, MAIL_TITLE_MAX);
  const texts = MAIL_TEXTS[locale];
  return linkMail(to, url, siteName, locale, w.soon ? texts.webinarSoon(title, when) : texts.webinarTomorrow(title, when));
}
/** A 360 rater's invitation: one link to the rating page, no account needed (ADR 048). */
export const raterInviteMail = (
  to: string,
  url: string,
  m: { siteName: string; learnerName: string; journeyTitle: string },
  locale: Locale,
) =>
  linkMail(to, url, m.siteName, locale, MAIL_TEXTS[locale].raterInvite({
    siteName: m.siteName,
    learnerName: mailText(m.learnerName),
    journeyTitle: mailText(m.journeyTitle, MAIL_TITLE_MAX),
    linkDays: RATER_LINK_TTL_DAYS,
  }));
