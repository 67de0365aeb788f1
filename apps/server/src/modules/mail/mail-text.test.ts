import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { lastMailTo, startTestApp, type TestApp } from '../../test/harness';
import { assertOwnLinks, defuseLinks, mailText } from './mail-text';
import { capstoneReviewedMail, mentoringRequestMail, teamInviteMail } from './templates';

const PHISH = 'URGENT: verify your bank at https://evil.example';
/** Text a mail reader or a person would take for an address: a scheme, `//`, or a dotted name. */
const LINK_LOOKING = /:\/\/|\/\/|[\p{L}\p{N}][.\u3002\uFF0E\uFF61]\p{L}|\d+\.\d+\.\d+\.\d+/u;
const OWN = 'https://learn.example.org';

/** A mail's text with our own links taken out: what is left must not look like a link. */
const withoutOwnLinks = (text: string) =>
  text.replaceAll(/https?:\/\/\S+/g, (url) =>
    new URL(url).origin === OWN || url.startsWith('http://localhost') ? '' : url,
  );

describe('chosen text in a mail', () => {
  it.each([
    [PHISH, 'URGENT: verify your bank at evil[.]example'],
    ['Visit www.bank.com now', 'Visit www[.]bank[.]com now'],
    ['pay at //evil.example/x', 'pay at /evil[.]example/x'],
    ['ftp://10.0.0.1', '10[.]0[.]0[.]1'],
    ['evil\uFF0Eexample', 'evil[.]example'],
    ['Team 4.5 stars', 'Team 4.5 stars'],
    ['Ọ̀ṣun Leaders', 'Ọ̀ṣun Leaders'],
  ])('%j → %j', (input, shown) => {
    expect(defuseLinks(input)).toBe(shown);
    expect(defuseLinks(input)).not.toMatch(LINK_LOOKING);
  });

  it('is one clean line cut with an ellipsis at a whole character', () => {
    expect(mailText('Ada\n\u202ELovelace')).toBe('Ada Lovelace');
    expect(mailText('x'.repeat(60))).toBe('x'.repeat(60));
    expect(mailText('x'.repeat(80))).toBe(`${'x'.repeat(59)}…`);
    expect(mailText(`${'x'.repeat(58)}🙂🙂`)).toBe(`${'x'.repeat(58)}…`);
    expect(mailText('short', 80)).toBe('short');
  });

  it('makes an invite, a mentoring request and a review whose only links are ours', () => {
    const mails = [
      teamInviteMail(
        'to@example.test',
        `${OWN}/build-village?join=abc`,
        'LeadVillage',
        PHISH,
        PHISH,
        'en',
      ),
      teamInviteMail(
        'to@example.test',
        `${OWN}/build-village?join=abc`,
        'LeadVillage',
        PHISH,
        PHISH,
        'fr',
      ),
      mentoringRequestMail(
        'to@example.test',
        {
          siteName: 'LeadVillage',
          mentorName: PHISH,
          menteeName: PHISH,
          day: '2026-11-20',
          minutes: 30,
          topic: PHISH,
          confirmUrl: `${OWN}/m#c`,
          declineUrl: `${OWN}/m#d`,
        },
        'en',
      ),
      capstoneReviewedMail(
        'to@example.test',
        `${OWN}/journeys/amara/capstone`,
        'LeadVillage',
        { journeyTitle: PHISH, accepted: false, feedback: `Good.\n${PHISH}`, xp: null },
        'en',
      ),
    ];
    for (const mail of mails) {
      expect(() => assertOwnLinks(mail, OWN)).not.toThrow();
      expect(mail.subject).not.toMatch(LINK_LOOKING);
      expect(withoutOwnLinks(mail.text)).not.toMatch(LINK_LOOKING);
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('evil.example');
    }
  });

  it('refuses a mail with a link to another origin, in its text or its HTML', () => {
    const mail = { subject: 'Hi', text: `Go: ${OWN}/a` };
    expect(() => assertOwnLinks(mail, OWN)).not.toThrow();
    expect(() => assertOwnLinks({ ...mail, text: 'Go: https://evil.example/a' }, OWN)).toThrow(
      /may only link to https:\/\/learn\.example\.org/,
    );
    expect(() =>
      assertOwnLinks({ ...mail, html: '<a href="https://evil.example">x</a>' }, OWN),
    ).toThrow();
    expect(() => assertOwnLinks({ ...mail, html: '<a href="/relative">x</a>' }, OWN)).toThrow();
    expect(() => assertOwnLinks({ ...mail, text: `${OWN}.evil.example/a` }, OWN)).toThrow();
  });
});

describe.each(testDatabases())(
  'an invite from a village named like a phishing mail, on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(async () => t?.close());

    it('has a subject and body with no link-looking text and no foreign origin', async () => {
      const leader = await t.signedInClient({ name: 'Phisher at http://bank.evil.example' });
      expect((await leader.post('/api/teams', { name: PHISH })).status).toBe(201);
      const to = `invitee.${kind}@example.test`;
      expect((await leader.post('/api/teams/mine/invites', { email: to })).status).toBe(201);
      const mail = (await lastMailTo(t, to))!;
      const own = new URL(t.url).origin;
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toHaveLength(1);
      expect(new URL(links[0]!).origin).toBe(own);
      expect(mail.subject).toBe(
        'Phisher at bank[.]evil[.]example invites you to the URGENT: verify your bank at evil[.]example village on LeadVillage',
      );
      for (const part of [mail.subject, mail.text.replace(links[0]!, ''), mail.html ?? '']) {
        expect(part).not.toContain('evil.example');
        expect(part.replace(/href="[^"]*"/g, '')).not.toMatch(LINK_LOOKING);
      }
    });
  },
);
