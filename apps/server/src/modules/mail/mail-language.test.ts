import { SUPPORTED_LOCALES } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, lastMailTo, startTestApp, type TestApp } from '../../test/harness';
import { MAIL_TEXTS } from './texts';

type Profile = { locale: string | null };

/** Mails in the recipient's language (docs/decisions/020-i18n.md), and the learner's language setting. */
describe('mail language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const localeOf = async (email: string) =>
    (await t.app.db.kysely.selectFrom('users').select('locale').where('email', '=', email).executeTakeFirstOrThrow()).locale;

  it('signs up in the browser language: the account keeps it and the confirmation mail speaks it', async () => {
    const email = `fr.${Date.now()}@example.test`;
    const res = await new Client(t.url).post('/api/auth/sign-up/email', { name: 'Awa Diop', email, password: 'a-good-password' }, { 'accept-language': 'fr-SN,fr;q=0.9,en;q=0.5' });
    expect(res.status).toBe(200);
    expect(await localeOf(email)).toBe('fr');
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail pour LeadVillage');
    expect(mail?.text).toContain('Bienvenue ! Confirmez votre adresse e-mail');
    expect(mail?.text).toContain("— L'équipe LeadVillage");
  });

  it('prefers the language chosen on the site (the cookie) over the browser', async () => {
    const email = `en.${Date.now()}@example.test`;
    await new Client(t.url).post('/api/auth/sign-up/email', { name: 'Kofi Mensah', email, password: 'a-good-password' }, { 'accept-language': 'fr', cookie: 'lv_locale=en' });
    expect(await localeOf(email)).toBe('en');
    expect((await lastMailTo(t, email))?.subject).toBe('Confirm your email for LeadVillage');
  });

  it('saves the language in the profile, keeps it in the cookie, and refuses one it does not speak', async () => {
    const c = await t.signedInClient();
    expect(((await (await c.get('/api/me/profile')).json()) as Profile).locale).toBeNull();
    const refused = await c.request('PATCH', '/api/me/profile', { locale: 'de' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Choose a language from the list');
    expect(await localeOf(c.user.email)).toBeNull();

    const saved = await c.request('PATCH', '/api/me/profile', { locale: 'fr' });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Profile).locale).toBe('fr');
    expect(saved.headers.get('set-cookie')).toMatch(/^lv_locale=fr; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(c.cookies.get('lv_locale')).toBe('fr');
    expect(await localeOf(c.user.email)).toBe('fr');

    // Back to the browser's language: the cookie is forgotten.
    const cleared = await c.request('PATCH', '/api/me/profile', { locale: null });
    expect(((await cleared.json()) as Profile).locale).toBeNull();
    expect(cleared.headers.get('set-cookie')).toMatch(/^lv_locale=; Path=\/; Max-Age=0/);
    expect(c.cookies.has('lv_locale')).toBe(false);
  });

  it('gives a learner signing in on a new device their own language (the session answer sets the cookie)', async () => {
    const user = await t.makeUser();
    await t.app.db.kysely.updateTable('users').set({ locale: 'fr' }).where('email', '=', user.email).execute();
    await t.app.db.identity.changed(user.id);
    const c = await t.signedInClient({ user });
    expect(c.cookies.has('lv_locale')).toBe(false);
    expect((await c.get('/api/session')).headers.get('set-cookie')).toMatch(/^lv_locale=fr;/);
    expect(c.cookies.get('lv_locale')).toBe('fr');
    // Once the cookie says it, nothing more is set.
    expect((await c.get('/api/session')).headers.get('set-cookie')).toBeNull();
    expect((await new Client(t.url).get('/api/session')).headers.get('set-cookie')).toBeNull();
  });

  it('mails a village invite in the invitee account language, else in the inviter language', async () => {
    const leader = await t.signedInClient({ name: 'Ama Leader' });
    expect((await leader.post('/api/teams', { name: 'Dakar Crew' })).status).toBe(201);
    const invitee = await t.makeUser();
    await t.app.db.kysely.updateTable('users').set({ locale: 'fr' }).where('email', '=', invitee.email).execute();

    expect((await leader.post('/api/teams/mine/invites', { email: invitee.email })).status).toBe(201);
    expect((await lastMailTo(t, invitee.email))?.subject).toBe('Ama Leader vous invite dans le village Dakar Crew sur LeadVillage');

    // No account yet: the language the leader uses the site in.
    expect((await leader.post('/api/teams/mine/invites', { email: 'new.colleague@example.test' }, { cookie: '', 'accept-language': 'fr' })).status).toBe(201);
    expect((await lastMailTo(t, 'new.colleague@example.test'))?.subject).toBe('Ama Leader vous invite dans le village Dakar Crew sur LeadVillage');
    expect((await leader.post('/api/teams/mine/invites', { email: 'other.colleague@example.test' })).status).toBe(201);
    expect((await lastMailTo(t, 'other.colleague@example.test'))?.subject).toBe('Ama Leader invites you to the Dakar Crew village on LeadVillage');
  });

  it('has every mail in every language, none left in English', () => {
    const site = 'LeadVillage';
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      const texts = MAIL_TEXTS[locale];
      const verification = texts.verification(site);
      for (const [name, english] of Object.entries(MAIL_TEXTS.en.verification(site))) {
        expect(verification[name as keyof typeof verification], `${locale} verification.${name}`).not.toBe(english);
      }
      expect(texts.resetPassword(site).subject).not.toBe(MAIL_TEXTS.en.resetPassword(site).subject);
      expect(texts.magicLink(site).action).not.toBe(MAIL_TEXTS.en.magicLink(site).action);
    }
  });
});
