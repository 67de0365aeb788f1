import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './databases';
import { Client, startTestApp, type SignedInClient, type TestApp } from './harness';

// What the factories write is what the product reads: each is checked through its own API.
describe.each(testDatabases())('test factories on %s', (kind) => {
  let t: TestApp;
  let admin: SignedInClient;
  let learner: SignedInClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
    learner = await t.signedInClient();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes a forum post the forum shows, with its Markdown rendered', async () => {
    const id = await t.make.post(learner.user.id, { title: 'Retro formats?', markdown: 'Any **tips**?' });
    const res = await learner.get(`/api/forum/posts/${id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { title: string; bodyHtml: string; author: { id: string } };
    expect(body).toMatchObject({ title: 'Retro formats?', author: { id: learner.user.id } });
    expect(body.bodyHtml).toContain('<strong>tips</strong>');
  });

  it('makes a village its leader sees as theirs', async () => {
    const leader = await t.signedInClient();
    const id = await t.make.team(leader.user.id, { name: 'Lagos builders' });
    const res = await leader.get('/api/teams/mine');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ team: { id, name: 'Lagos builders' } });
  });

  it('makes impact entries: a public one shows on the public profile, a private one does not', async () => {
    const pub = await t.make.impactEntry(learner.user.id, { title: 'Shared win', visibility: 'public' });
    const priv = await t.make.impactEntry(learner.user.id, { title: 'Kept to myself' });
    const profile = (await (await new Client(t.url).get(`/api/users/${learner.user.id}/profile`)).json()) as { impact: { id: string }[] };
    expect(profile.impact.map((e) => e.id)).toContain(pub);
    expect(profile.impact.map((e) => e.id)).not.toContain(priv);
  });

  it('makes an ROI lead the admin lead list shows, scored', async () => {
    const id = await t.make.roiLead({ email: 'lead@example.test' });
    const res = await admin.get('/api/admin/leads/roi');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string; email: string | null; score: number }[] };
    expect(items.find((l) => l.id === id)).toMatchObject({ email: 'lead@example.test', score: expect.any(Number) });
  });

  it('makes a badge the admin badge list and the learner badge list show', async () => {
    const id = await t.make.badge(admin.user.id, { name: 'Factory badge', rule: { kind: 'total_xp', target: 10 } });
    const adminList = (await (await admin.get('/api/admin/badges')).json()) as { badges: { id: string; name: string }[] };
    expect(adminList.badges.find((b) => b.id === id)?.name).toBe('Factory badge');
    const mine = (await (await learner.get('/api/me/badges')).json()) as { badges: { id: string; progress: number }[] };
    expect(mine.badges.find((b) => b.id === id)?.progress).toBe(0);
  });
});
