import type { Mail } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain, accessible mail with one call-to-action link. */
function linkMail(to: string, subject: string, siteName: string, intro: string, action: string, url: string, outro: string): Mail {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— ${siteName}`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>— ${escapeHtml(siteName)}</p>`,
  };
}

export const verificationMail = (to: string, url: string, siteName: string) =>
  linkMail(to, `Confirm your email for ${siteName}`, siteName, 'Welcome! Confirm your email address to start your journey.', 'Confirm my email', url, 'This link expires in 1 hour. If you did not sign up, ignore this mail.');

export const resetPasswordMail = (to: string, url: string, siteName: string) =>
  linkMail(to, `Reset your ${siteName} password`, siteName, 'Someone asked to reset the password of your account.', 'Choose a new password', url, 'This link expires in 1 hour and works once. If it was not you, ignore this mail: your password stays the same.');

export const magicLinkMail = (to: string, url: string, siteName: string) =>
  linkMail(to, `Your ${siteName} sign-in link`, siteName, 'Here is your sign-in link.', 'Sign me in', url, 'This link expires in 5 minutes and works once. If you did not ask for it, ignore this mail.');

export const existingAccountMail = (to: string, url: string, siteName: string) =>
  linkMail(to, `Someone tried to sign up with your email on ${siteName}`, siteName, 'Someone tried to create an account with this email address, which already has one.', 'Sign in or reset your password', url, 'If it was you, sign in instead. If not, you can ignore this mail.');

export const teamInviteMail = (to: string, url: string, siteName: string, leaderName: string, teamName: string) =>
  linkMail(to, `${leaderName} invites you to the ${teamName} village on ${siteName}`, siteName, `${leaderName} invites you to join their village "${teamName}" on ${siteName}, to take leadership journeys together and climb the team leaderboard.`, 'Join the village', url, 'This invite works once and expires in 7 days. Sign in or create an account with any email to join. If you do not know the sender, ignore this mail.');

/** The learner's capstone was reviewed: the decision, the reviewer's feedback (plain text) and a link to it. */
export const capstoneReviewedMail = (to: string, url: string, siteName: string, review: { journeyTitle: string; accepted: boolean; feedback: string; xp: number | null }) =>
  review.accepted
    ? linkMail(
        to,
        `Your capstone for ${review.journeyTitle} was accepted`,
        siteName,
        `Congratulations: your capstone for ${review.journeyTitle} was accepted${review.xp ? ` and you earned ${review.xp.toLocaleString('en')} XP` : ''}. Your reviewer wrote: "${review.feedback}"`,
        'Open your capstone',
        url,
        'The accepted capstone counts towards your journey and your CPD record.',
      )
    : linkMail(
        to,
        `Your capstone for ${review.journeyTitle} needs changes`,
        siteName,
        `Your reviewer asked for changes to your capstone for ${review.journeyTitle}. They wrote: "${review.feedback}"`,
        'Open your capstone',
        url,
        'Make the changes and submit it again. Your earlier version and this feedback stay in your capstone history.',
      );
