import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { SAMPLE_ROI_INPUT } from '../../test/factories';
import { BLUEPRINT_COOKIE, blueprintTokenFrom, readCookie } from './service';

const blueprint = {
  teamSize: '11 to 20',
  duration: '6 months',
  challenges: ['Resistance to Change', 'Skills Gaps'],
  desiredOutcomes: ['Productivity'],
  hasMentors: 'No',
};

const roi = SAMPLE_ROI_INPUT;

describe('cookie reading', () => {
  it('finds a well-formed blueprint token only', () => {
    const token = 'a'.repeat(43);
    expect(readCookie(`x=1; ${BLUEPRINT_COOKIE}=${token}; y=2`, BLUEPRINT_COOKIE)).toBe(token);
    expect(blueprintTokenFrom(`${BLUEPRINT_COOKIE}=${token}`)).toBe(token);
    expect(blueprintTokenFrom(`${BLUEPRINT_COOKIE}=short`)).toBeUndefined();
    expect(blueprintTokenFrom(undefined)).toBeUndefined();
  });
});

describe.each(testDatabases())('landing leads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves a Team Blueprint with its recommended path and attaches it at sign-up in the same browser', async () => {
    const browser = new Client(t.url);
    const res = await browser.post('/api/leads/blueprint', blueprint);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; recommendedPath: string };
    expect(body.recommendedPath).toBe('kwame');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/lv_blueprint=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);

    // The same browser saves again: the same token, two leads.
    expect((await browser.post('/api/leads/blueprint', { ...blueprint, challenges: ['Low Digital Confidence'] })).status).toBe(201);
    // Another browser's lead stays unclaimed.
    const other = new Client(t.url);
    expect((await other.post('/api/leads/blueprint', blueprint)).status).toBe(201);

    const email = `blueprint.${Date.now()}@example.test`;
    const signUp = await browser.post('/api/auth/sign-up/email', { name: 'Blue Print', email, password: 'correct horse battery' });
    expect(signUp.status).toBe(200);
    const user = await t.app.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const leads = await t.app.db.kysely.selectFrom('blueprint_leads').selectAll().orderBy('createdAt').execute();
    expect(leads).toHaveLength(3);
    const mine = leads.filter((l) => l.userId === user.id);
    expect(mine.map((l) => l.recommendedPath).sort()).toEqual(['amara', 'kwame']);
    expect(mine.every((l) => typeof l.claimedAt === 'number')).toBe(true);
    expect(leads.filter((l) => l.userId === null)).toHaveLength(1);
    expect(JSON.parse(mine[0]!.answers)).toMatchObject({ teamSize: '11 to 20', hasMentors: 'No' });
  });

  it('refuses an incomplete blueprint with per-field messages', async () => {
    const res = await new Client(t.url).post('/api/leads/blueprint', { ...blueprint, challenges: [], hasMentors: 'Maybe' });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({ challenges: 'Choose at least one challenge', hasMentors: 'Tell us whether your team has mentors' });
  });

  it('saves an ROI estimate with the score computed on the server, email optional', async () => {
    const c = new Client(t.url);
    const res = await c.post('/api/leads/roi', { ...roi, email: 'Lead@Example.test' });
    expect(res.status).toBe(201);
    // issues 60 → 30, turnover 60,000 → 20, prep 9 → 20, sometimes → 10
    expect(await res.json()).toMatchObject({ score: 80, band: 'High ROI Potential' });
    expect((await c.post('/api/leads/roi', roi)).status).toBe(201);
    const rows = await t.app.db.kysely.selectFrom('roi_leads').selectAll().orderBy('createdAt').execute();
    expect(rows.map((r) => r.email)).toEqual(['lead@example.test', null]);
    expect(rows[0]?.score).toBe(80);
  });

  it('refuses a bad ROI lead: four outcomes, a negative salary, a forged score', async () => {
    const c = new Client(t.url);
    const four = await c.post('/api/leads/roi', { ...roi, desiredOutcomes: ['Productivity', 'Retention', 'Collaboration', 'Self-leadership'] });
    expect(four.status).toBe(400);
    expect(((await four.json()) as { error: { fields: Record<string, string> } }).error.fields.desiredOutcomes).toBe('Choose at most 3 outcomes');
    const negative = await c.post('/api/leads/roi', { ...roi, avgSalary: -1 });
    expect(((await negative.json()) as { error: { fields: Record<string, string> } }).error.fields.avgSalary).toBe('Salary cannot be negative');
    expect((await c.post('/api/leads/roi', { ...roi, score: 100 })).status).toBe(400);
  });
});
