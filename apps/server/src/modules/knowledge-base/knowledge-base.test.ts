import { defaultKnowledgeBase, KB_CATEGORIES, type KbEntry } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { setLeaderboardVisibility } from '../gamification/leaderboard-service';
import { awardXp } from '../gamification/service';
import { containsPattern } from './repository';

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}
type List = { entries: KbEntry[] };

describe('containsPattern', () => {
  it.each([
    ['Streak', '%streak%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
  ])('%j -> %j', (text, pattern) => expect(containsPattern(text)).toBe(pattern));
});

describe.each(testDatabases())('knowledge base and demo API on %s', (kind) => {
  let t: TestApp;
  let ac: Client;
  let lc: Client;
  let adminId: string;
  const visitor = () => new Client(t.url);
  const list = async (q?: string) => {
    const res = await visitor().get(`/api/knowledge-base${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as List).entries;
  };
  const auditFor = (targetId: string) =>
    t.app.db.kysely.selectFrom('audit_log').selectAll().where('targetId', '=', targetId).orderBy('createdAt').execute();
  const countRows = async () => Number((await t.app.db.kysely.selectFrom('kb_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const admin = await t.makeUser({ role: 'admin', name: 'Ada Admin' });
    adminId = admin.id;
    ac = await t.signedInClient({ user: admin });
    lc = await t.signedInClient();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a fresh database holds the seeded FAQ, grouped and numbered 1..n in each category', async () => {
    const entries = await list();
    const seed = defaultKnowledgeBase();
    expect(entries).toHaveLength(seed.length);
    for (const s of seed) expect(entries.find((e) => e.question === s.question)?.answer).toBe(s.answer);
    for (const category of KB_CATEGORIES) {
      const positions = entries.filter((e) => e.category === category).map((e) => e.position);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }
    expect(entries.find((e) => e.question === 'How do I earn XP?')?.answer).toContain('Capstone Challenge: 250 XP');
  });

  it('searches question and answer text, case-insensitively, with wildcards taken literally', async () => {
    const streak = await list('STREAK');
    expect(streak.map((e) => e.question)).toContain('How do streaks work?');
    expect(streak.every((e) => `${e.question} ${e.answer}`.toLowerCase().includes('streak'))).toBe(true);
    // Answer text only: "Stripe" appears in no question.
    expect((await list('stripe')).map((e) => e.question)).toContain('How do I pay, and what does it cost?');
    expect(await list('no such words anywhere')).toEqual([]);
    const percent = await list('%');
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.length).toBeLessThan(defaultKnowledgeBase().length);
    expect(percent.every((e) => `${e.question} ${e.answer}`.includes('%'))).toBe(true);
    expect(await list('_')).toEqual([]);
    expect((await list('50%')).map((e) => e.question)).toEqual(['How is the ROI score computed?']);
    expect(await list('')).toHaveLength(defaultKnowledgeBase().length);
    const tooLong = await visitor().get(`/api/knowledge-base?q=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as ErrorAnswer).error.fields?.q).toBe('Keep the search under 100 characters');
  });

  it('admin routes: 401 for a visitor, 403 for a learner, on every knowledge-base route', async () => {
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api/admin/knowledge-base') && r.method !== 'HEAD');
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/admin/knowledge-base/:id',
      'GET /api/admin/knowledge-base',
      'POST /api/admin/knowledge-base',
      'POST /api/admin/knowledge-base/:id/move',
      'PUT /api/admin/knowledge-base/:id',
    ]);
    const before = await countRows();
    for (const r of routes) {
      const path = r.url.replace(':id', (await list())[0]!.id);
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : { category: 'Badges', question: 'Sneaky question?', answer: 'x', direction: 'up' };
      expect((await visitor().request(r.method, path, body)).status, `${r.method} ${path}`).toBe(401);
      expect((await lc.request(r.method, path, body)).status, `${r.method} ${path}`).toBe(403);
    }
    expect(await countRows()).toBe(before);
  });

  it('admin adds, edits, moves and deletes entries, each with its audit row', async () => {
    const created = await ac.post('/api/admin/knowledge-base', { category: 'Privacy', question: '  Can I export my data?  ', answer: 'Yes.\r\n\r\n\r\nAsk support <b>anytime</b>.' });
    expect(created.status).toBe(201);
    const { entry } = (await created.json()) as { entry: KbEntry };
    const privacyCount = defaultKnowledgeBase().filter((e) => e.category === 'Privacy').length;
    expect(entry).toMatchObject({ category: 'Privacy', question: 'Can I export my data?', answer: 'Yes.\n\nAsk support <b>anytime</b>.', position: privacyCount + 1 });
    expect((await list('EXPORT MY')).map((e) => e.id)).toEqual([entry.id]);

    // Move up: it swaps with the entry above it.
    const moved = await ac.post(`/api/admin/knowledge-base/${entry.id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    const privacy = ((await moved.json()) as List).entries;
    expect(privacy.map((e) => e.position)).toEqual(privacy.map((_, i) => i + 1));
    expect(privacy.findIndex((e) => e.id === entry.id)).toBe(privacyCount - 1);
    // Down twice: once back to last, then a 409 with nothing changed.
    expect((await ac.post(`/api/admin/knowledge-base/${entry.id}/move`, { direction: 'down' })).status).toBe(200);
    const atEnd = await ac.post(`/api/admin/knowledge-base/${entry.id}/move`, { direction: 'down' });
    expect(atEnd.status).toBe(409);
    expect(((await atEnd.json()) as ErrorAnswer).error.message).toBe('This entry is already last in its category.');

    // Edit into another category: it goes last there and the old category closes its gap.
    const edited = await ac.request('PUT', `/api/admin/knowledge-base/${entry.id}`, { category: 'Getting started', question: 'Can I export my data?', answer: 'Yes, from your profile.' });
    expect(edited.status).toBe(200);
    const after = await list();
    const started = after.filter((e) => e.category === 'Getting started');
    expect(started.at(-1)?.id).toBe(entry.id);
    expect(after.filter((e) => e.category === 'Privacy').map((e) => e.position)).toEqual(Array.from({ length: privacyCount }, (_, i) => i + 1));

    const deleted = await ac.request('DELETE', `/api/admin/knowledge-base/${entry.id}`);
    expect(deleted.status).toBe(204);
    expect((await list()).find((e) => e.id === entry.id)).toBeUndefined();
    expect((await ac.request('DELETE', `/api/admin/knowledge-base/${entry.id}`)).status).toBe(404);

    const audit = await auditFor(entry.id);
    expect(audit.map((a) => a.action)).toEqual(['kb.create', 'kb.move', 'kb.move', 'kb.update', 'kb.delete']);
    expect(audit.every((a) => a.actorId === adminId && a.targetType === 'kb_entry')).toBe(true);
    expect(JSON.parse(audit[3]!.details)).toMatchObject({ changes: { category: { from: 'Privacy', to: 'Getting started' } } });
  });

  it('refuses bad input with per-field messages and changes nothing', async () => {
    const before = await countRows();
    const auditBefore = await t.app.db.kysely.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const bad = await ac.post('/api/admin/knowledge-base', { category: 'Gossip', question: 'Hm?', answer: '   ', position: 1 });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as ErrorAnswer).error.fields ?? {};
    expect(fields.category).toBe('Choose a category from the list');
    expect(fields.question).toBe('Write a question of at least 5 characters');
    expect(fields.answer).toBe('An answer is required');
    expect((await ac.post('/api/admin/knowledge-base', { category: 'Badges', question: 'A'.repeat(1_000_000), answer: 'x' })).status).toBeGreaterThanOrEqual(400);
    const first = (await list())[0]!;
    expect((await ac.post(`/api/admin/knowledge-base/${first.id}/move`, { direction: 'sideways' })).status).toBe(400);
    expect((await ac.request('PUT', '/api/admin/knowledge-base/nope', { category: 'Badges', question: 'Is this here?', answer: 'No.' })).status).toBe(404);
    expect(await countRows()).toBe(before);
    const auditAfter = await t.app.db.kysely.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(auditAfter.n)).toBe(Number(auditBefore.n));
  });

  it('the demo ticker shows the top learners by short name with their recent XP, leaving hidden and inactive learners out', async () => {
    const now = Date.now();
    const shown = await t.makeUser({ name: 'Tickerina Topfield' });
    const hidden = await t.makeUser({ name: 'Hidden Hilda' });
    const inactive = await t.makeUser({ name: 'Inactive Ian' });
    for (const u of [shown, hidden, inactive]) await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'capstone_challenge', idempotencyKey: `demo-test:${u.id}` }, now);
    await t.app.db.kysely.updateTable('users').set({ leaderboardHidden: 1 }).where('id', '=', hidden.id).execute();
    await t.app.db.kysely.transaction().execute((trx) => setLeaderboardVisibility(trx, hidden.id, false));
    await t.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', inactive.id).execute();
    await t.app.db.kysely.transaction().execute((trx) => setLeaderboardVisibility(trx, inactive.id, false));
    const res = await visitor().get('/api/demo/leaderboard');
    expect(res.status).toBe(200);
    const { entries } = (await res.json()) as { entries: Array<{ rank: number; name: string; points: number; recent: number }> };
    expect(entries).toEqual([{ rank: 1, name: 'Tickerina T.', points: 250, recent: 250 }]);
    expect(JSON.stringify(entries)).not.toContain(shown.id);
  });
});
