import { randomUUID } from 'node:crypto';
import type { CpdAddAnswer, CpdEntry, CpdRecord } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletedActivity } from '../../lib/learning-events';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { pdfPageCount, pdfText } from '../../test/pdf-tools';

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

const activity = (userId: string, over: Partial<CompletedActivity> = {}): CompletedActivity => ({
  kind: 'module',
  userId,
  sourceId: `module-${randomUUID()}`,
  title: 'Leading change in a small team',
  journeyId: 'amara',
  cpdMinutes: 45,
  occurredAt: Date.parse('2026-11-20T10:00:00Z'),
  verifiedBy: 'platform',
  evidence: 'I will run a 15-minute stand-up with my team on Monday.',
  ...over,
});

const record = async (c: Client, page = 1) => {
  const res = await c.get(`/api/me/cpd?page=${page}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CpdRecord;
};

const external = { title: 'Negotiation short course', provider: 'Strathmore Business School', startDate: '2026-11-02', minutes: 180, evidence: 'Certificate no. 118' };

describe.each(testDatabases())('CPD record on %s', (kind) => {
  let t: TestApp;
  let ada: Client;
  let adaId: string;
  let ben: Client;
  let benId: string;
  let admin: Client;

  /** Tells the learning events in one transaction, as the journeys code does. */
  const complete = (a: CompletedActivity) => t.app.db.kysely.transaction().execute((trx) => t.app.learning.activityCompleted(trx, a));
  const rows = (userId: string) => t.app.db.kysely.selectFrom('cpd_entries').selectAll().where('userId', '=', userId).execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
    const a = await t.makeUser({ name: 'Ada Learner' });
    const b = await t.makeUser({ name: 'Ben Learner' });
    const m = await t.makeUser({ name: 'Mo Admin', role: 'admin' });
    adaId = a.id;
    benId = b.id;
    ada = await t.signedInClient({ user: a });
    ben = await t.signedInClient({ user: b });
    admin = await t.signedInClient({ user: m });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses visitors (401) on every CPD route and changes nothing', async () => {
    const visitor = new Client(t.url);
    expect((await visitor.get('/api/me/cpd')).status).toBe(401);
    expect((await visitor.post('/api/me/cpd', external)).status).toBe(401);
    expect((await visitor.post('/api/me/cpd/x/void', { reason: 'nope' })).status).toBe(401);
    expect((await visitor.get('/api/me/cpd/export.csv')).status).toBe(401);
    expect((await visitor.get('/api/me/cpd/statement.pdf')).status).toBe(401);
    expect(await t.app.db.kysely.selectFrom('cpd_entries').selectAll().execute()).toHaveLength(0);
  });

  it('shows an empty record with zero totals', async () => {
    const empty = await record(ben);
    expect(empty).toMatchObject({ entries: [], total: 0, page: 1, totals: { minutes: 0, byYear: [], byType: [] } });
    expect(empty.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds one platform entry per completed activity, in the caller transaction', async () => {
    const done = activity(adaId, { sourceId: 'module-m1' });
    await complete(done);
    await complete(done); // the journeys code repeats nothing, but a repeat must add nothing
    const stored = await rows(adaId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'module', title: 'Leading change in a small team', provider: 'LeadVillage', startDate: '2026-11-20', endDate: '2026-11-20', minutes: 45, verifiedBy: 'platform', sourceId: 'module-m1', journeyId: 'amara', voidedAt: null });
    const mine = await record(ada);
    expect(mine.entries).toHaveLength(1);
    expect(mine.entries[0]).toMatchObject({ evidence: done.evidence, canVoid: false, voided: null });
    // Ben sees nothing of Ada's.
    expect((await record(ben)).total).toBe(0);
  });

  it('adds one entry when 20 transactions complete the same activity at once', async () => {
    const done = activity(adaId, { kind: 'webinar', sourceId: 'event-e1', title: 'Live: feedback that lands', cpdMinutes: 60 });
    await Promise.all(Array.from({ length: 20 }, () => complete(done)));
    const stored = (await rows(adaId)).filter((r) => r.sourceId === 'event-e1');
    expect(stored).toHaveLength(1);
    expect(Number(stored[0]!.minutes)).toBe(60);
  });

  it('commits a completion and its CPD entry together, or neither', async () => {
    // The completion row itself belongs to the journeys module; an audit row written first in the
    // same transaction stands in for it here.
    const write = (id: string, fail: boolean) =>
      t.app.db.kysely.transaction().execute(async (trx) => {
        await trx.insertInto('audit_log').values({ id, createdAt: Date.now(), actorId: adaId, action: 'test.completion', targetType: 'module', targetId: id, details: '{}' }).execute();
        await t.app.learning.activityCompleted(trx, activity(adaId, { sourceId: id, cpdMinutes: 30 }));
        if (fail) throw new Error('something later in the transaction failed');
      });
    await expect(write('module-rollback', true)).rejects.toThrow('something later');
    expect(await t.app.db.kysely.selectFrom('audit_log').select('id').where('id', '=', 'module-rollback').execute()).toHaveLength(0);
    expect((await rows(adaId)).filter((r) => r.sourceId === 'module-rollback')).toHaveLength(0);

    await write('module-commit', false);
    expect(await t.app.db.kysely.selectFrom('audit_log').select('id').where('id', '=', 'module-commit').execute()).toHaveLength(1);
    expect((await rows(adaId)).filter((r) => r.sourceId === 'module-commit')).toHaveLength(1);
  });

  it('rolls the completion back when the event is malformed, and skips activities worth no CPD', async () => {
    await expect(complete(activity(adaId, { cpdMinutes: -5 }))).rejects.toThrow();
    await expect(complete(activity(adaId, { cpdMinutes: 1.5 }))).rejects.toThrow();
    await complete(activity(adaId, { sourceId: 'module-no-cpd', cpdMinutes: 0 }));
    expect((await rows(adaId)).filter((r) => r.sourceId === 'module-no-cpd')).toHaveLength(0);
  });

  it("dates a platform entry on the learner's own day", async () => {
    const me = await t.makeUser({ name: 'Tunde Lagos' });
    const c = await t.signedInClient({ user: me });
    expect((await c.request('PATCH', '/api/me/profile', { timezone: 'Africa/Lagos' })).status).toBe(200);
    // 23:30 UTC on the 20th is 00:30 on the 21st in Lagos.
    await complete(activity(me.id, { sourceId: 'module-late', occurredAt: Date.parse('2026-11-20T23:30:00Z') }));
    expect((await record(c)).entries[0]).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-21' });
  });

  it('adds external CPD as self-reported, once per request key', async () => {
    const key = randomUUID();
    const first = await ada.post('/api/me/cpd', { ...external, idempotencyKey: key });
    expect(first.status).toBe(201);
    const added = (await first.json()) as CpdAddAnswer;
    expect(added).toMatchObject({ created: true, entry: { type: 'external', title: external.title, provider: external.provider, startDate: '2026-11-02', endDate: '2026-11-02', minutes: 180, verifiedBy: 'self', evidence: 'Certificate no. 118', journeyId: null, canVoid: true } });
    const replay = await ada.post('/api/me/cpd', { ...external, idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as CpdAddAnswer)).toMatchObject({ created: false, entry: { id: added.entry.id } });
    expect((await rows(adaId)).filter((r) => r.type === 'external')).toHaveLength(1);
  });

  it.each([
    ['no title', { ...external, title: '' }, { title: 'Name the activity' }],
    ['no provider', { ...external, provider: '  ' }, { provider: 'Name the provider (who ran it)' }],
    ['0 minutes', { ...external, minutes: 0 }, { minutes: 'Enter at least 1 minute' }],
    ['1,441 minutes', { ...external, minutes: 1441 }, { minutes: 'Enter at most 1,440 minutes (one day) per entry' }],
    ['a future date', { ...external, startDate: '2999-01-01' }, { startDate: 'The date cannot be in the future' }],
    ['an end before the start', { ...external, endDate: '2026-11-01' }, { endDate: 'The end date cannot be before the start date' }],
    ['a platform verification', { ...external, verifiedBy: 'platform' }, {}],
    ['a journey', { ...external, journeyId: 'amara' }, {}],
  ])('refuses external CPD with %s (400) and adds nothing', async (_name, body, fields) => {
    const before = (await rows(benId)).length;
    const res = await ben.post('/api/me/cpd', body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as ErrorAnswer;
    expect(answer.error.message).toBe('Please check the highlighted fields.');
    expect(answer.error.fields).toMatchObject(fields);
    expect(await rows(benId)).toHaveLength(before);
  });

  it("checks the date against the learner's own today", async () => {
    const c = await t.signedInClient({ name: 'Kiri Auckland' });
    expect((await c.request('PATCH', '/api/me/profile', { timezone: 'Pacific/Kiritimati' })).status).toBe(200);
    const { today } = await record(c);
    // UTC+14: the learner's today is already tomorrow for much of the world, and accepted.
    expect((await c.post('/api/me/cpd', { ...external, startDate: today })).status).toBe(201);
  });

  it('voids own self-reported entries only, with the reason and time kept', async () => {
    const own = ((await (await ben.post('/api/me/cpd', { ...external, title: 'Entered twice by mistake' })).json()) as CpdAddAnswer).entry;
    const voidIt = (c: Client, id: string, reason = 'Entered twice') => c.post(`/api/me/cpd/${id}/void`, { reason });

    expect((await voidIt(ben, own.id, 'x')).status).toBe(400);
    expect((await voidIt(ada, own.id)).status).toBe(404); // someone else's: not found
    expect((await voidIt(ben, 'no-such-entry')).status).toBe(404);

    const res = await voidIt(ben, own.id);
    expect(res.status).toBe(200);
    const voided = (await res.json()) as CpdEntry;
    expect(voided).toMatchObject({ id: own.id, canVoid: false, voided: { reason: 'Entered twice' } });
    expect(Date.parse(voided.voided!.at)).toBeGreaterThan(Date.now() - 60_000);
    const again = await voidIt(ben, own.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe('This entry is already removed.');

    // The row is still there, unchanged but for the void.
    const row = await t.app.db.kysely.selectFrom('cpd_entries').selectAll().where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Entered twice by mistake', minutes: 180, voidReason: 'Entered twice' });

    const platform = (await record(ada)).entries.find((e) => e.verifiedBy === 'platform')!;
    const refused = await voidIt(ada, platform.id);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorAnswer).error.message).toBe('Only entries you added yourself (self-reported) can be removed.');
  });

  it('counts in its totals exactly the minutes of the non-voided entries', async () => {
    await complete(activity(benId, { kind: 'mentoring', sourceId: 'session-s1', title: 'Mentoring: delegation', cpdMinutes: 50, verifiedBy: 'peer', occurredAt: Date.parse('2025-06-01T09:00:00Z') }));
    await complete(activity(benId, { kind: 'capstone', sourceId: 'capstone-c1', title: 'Capstone: new onboarding', cpdMinutes: 240, verifiedBy: 'admin' }));
    const toVoid = ((await (await ben.post('/api/me/cpd', { ...external, minutes: 30 })).json()) as CpdAddAnswer).entry;
    expect((await ben.post(`/api/me/cpd/${toVoid.id}/void`, { reason: 'Not CPD after all' })).status).toBe(200);

    const stored = await rows(benId);
    const expected = stored.filter((r) => r.voidedAt === null).reduce((sum, r) => sum + Number(r.minutes), 0);
    expect(stored.some((r) => r.voidedAt !== null)).toBe(true);
    const mine = await record(ben);
    expect(mine.totals.minutes).toBe(expected);
    expect(mine.totals.minutes).toBe(mine.entries.filter((e) => !e.voided).reduce((s, e) => s + e.minutes, 0));
    expect(mine.totals.byYear.find((y) => y.year === 2025)).toEqual({ year: 2025, minutes: 50 });
    expect(mine.totals.byType.find((y) => y.type === 'capstone')).toEqual({ type: 'capstone', minutes: 240 });
    // Newest first.
    const dates = mine.entries.map((e) => e.endDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('never changes CPD minutes through XP: awards, streaks or admin adjustments', async () => {
    const before = (await record(ben)).totals;
    const adjust = await admin.post(`/api/admin/users/${benId}/xp`, { points: 500, reason: 'Ran the team offsite' });
    expect(adjust.status).toBeLessThan(300);
    expect((await admin.post(`/api/admin/users/${benId}/xp`, { points: -200, reason: 'Correction' })).status).toBeLessThan(300);
    expect((await record(ben)).totals).toEqual(before);
  });

  it('pages the record, newest first', async () => {
    const me = await t.makeUser({ name: 'Pat Pager' });
    const c = await t.signedInClient({ user: me });
    for (let day = 1; day <= 27; day += 1) {
      await complete(activity(me.id, { sourceId: `m-${day}`, title: `Module ${day}`, cpdMinutes: day, occurredAt: Date.parse(`2026-10-${String(day).padStart(2, '0')}T12:00:00Z`) }));
    }
    const first = await record(c);
    expect(first).toMatchObject({ total: 27, pageSize: 25, totals: { minutes: (27 * 28) / 2 } });
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0]!.title).toBe('Module 27');
    const second = await record(c, 2);
    expect(second.entries.map((e) => e.title)).toEqual(['Module 2', 'Module 1']);
    expect(second.totals).toEqual(first.totals);
  });

  it('exports the record as CSV, formula cells defused', async () => {
    await ada.post('/api/me/cpd', { ...external, title: '=HYPERLINK("http://evil.example","x")', provider: '@provider', evidence: '+1 cmd' });
    const res = await ada.get('/api/me/cpd/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cpd-record-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Start date,End date,Activity,Type,Provider,Minutes,Hours (h:mm),Verification,Journey,Reflection or evidence,Status,Voided on,Void reason');
    expect(lines).toHaveLength(1 + (await rows(adaId)).length);
    const evil = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(evil).toContain(",'@provider,");
    expect(evil).toContain(",'+1 cmd,");
    expect(lines.some((l) => l.startsWith('2026-11-20,2026-11-20,Leading change in a small team,Module,LeadVillage,45,0:45,Verified by the platform,amara,'))).toBe(true);
  });

  it("names the journey in the CSV's Journey column, not its id, in the learner's language", async () => {
    const me = await t.makeUser();
    const c = await t.signedInClient({ user: me });
    const journey = await t.app.db.kysely.selectFrom('journeys').select('id').where('path', '=', 'first').executeTakeFirstOrThrow();
    await complete(activity(me.id, { title: 'Module with a journey', journeyId: journey.id }));
    const journeyCell = async (headers?: Record<string, string>) => {
      const lines = (await (await c.get('/api/me/cpd/export.csv', headers)).text()).trimEnd().split('\r\n');
      const row = lines.find((l) => l.includes('Module with a journey'))!;
      return row.split(',')[8];
    };
    expect(await journeyCell()).toBe("Amara's Path");
    expect(await journeyCell({ 'accept-language': 'fr' })).toMatch(/^Le parcours d(e |')Amara$/);
    expect(await journeyCell()).not.toBe(journey.id);
  });

  it('makes a PDF statement with the totals and every entry', async () => {
    const me = await t.makeUser({ name: 'Chúkwúemeka Ọ̀kọ̀nkwọ́' });
    const c = await t.signedInClient({ user: me });
    for (let i = 1; i <= 40; i += 1) {
      await complete(activity(me.id, { sourceId: `s-${i}`, title: `Module ${i}: practice`, cpdMinutes: 30, occurredAt: Date.parse('2026-09-01T12:00:00Z') + i * 86_400_000 }));
    }
    await c.post('/api/me/cpd', { ...external, title: 'Board governance day', minutes: 300 });
    const res = await c.get('/api/me/cpd/statement.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Chúkwúemeka Ọ̀kọ̀nkwọ́'.normalize('NFC'));
    expect(text).toContain('Total: 25 h (25:00)'); // 40 × 30 + 300 minutes
    expect(text).toContain('Board governance day');
    expect(text).toContain('Module 40: practice');
    expect(text).toContain('Module 1: practice');
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("words the PDF statement and the CSV in the learner's language (French here), titles and reasons as written", async () => {
    const me = await t.makeUser({ name: 'Aïssatou Ndiaye' });
    const c = await t.signedInClient({ user: me });
    await complete(activity(me.id, { title: 'Leading change in a small team', cpdMinutes: 45 }));
    await c.post('/api/me/cpd', { ...external, title: 'Atelier de négociation à Dakar', startDate: '2026-11-02', endDate: '2026-11-05' });
    const wrong = (await (await c.post('/api/me/cpd', { ...external, title: 'Saisie en double', minutes: 60 })).json()) as CpdAddAnswer;
    expect((await c.post(`/api/me/cpd/${wrong.entry.id}/void`, { reason: 'saisie en double' })).status).toBe(200);
    const french = { 'accept-language': 'fr-SN,fr;q=0.9,en;q=0.5' };

    const res = await c.get('/api/me/cpd/statement.pdf', french);
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Relevé de développement professionnel continu (CPD)');
    expect(text).toContain('Aïssatou Ndiaye');
    expect(text).toMatch(/Établi le \d{1,2} \p{L}+ \d{4}\. Les minutes sont enregistrées par activité/u);
    expect(text).toContain('Total : 3,75 h (3:45)'); // 45 + 180 minutes; the voided 60 do not count
    expect(text).toContain('Par année');
    expect(text).toContain('2026 : 3,75 h (3:45)');
    expect(text).toContain('Par type');
    expect(text).toContain('Module : 0,75 h (0:45)');
    expect(text).toContain('Externe : 3 h (3:00)');
    for (const heading of ['Date', 'Activité', 'Type', 'Durée (h:mm)']) expect(text).toContain(heading);
    expect(text).toContain('20 nov. 2026');
    expect(text).toContain('2–5 nov. 2026');
    expect(text).toContain('Atelier de négociation à Dakar');
    expect(text).toContain('Strathmore Business School · Autodéclaré');
    expect(text).toContain('LeadVillage · Vérifié par la plateforme');
    expect(text).toMatch(/Invalidée le \d{1,2} \p{L}+\.? \d{4} : saisie en double/u);
    expect(text).toContain('Relevé CPD de Aïssatou Ndiaye');
    expect(text).toContain('Page 1 sur 1');
    for (const english of ['Generated on', 'Per year', 'Per type', 'Total:', 'Self-reported', 'Voided on', 'Page 1 of 1']) expect(text).not.toContain(english);

    const csv = (await (await c.get('/api/me/cpd/export.csv', french)).text()).trimEnd().split('\r\n');
    expect(csv[0]).toBe(
      "Date de début,Date de fin,Activité,Type,Organisme,Minutes,Heures (h:mm),Vérification,Parcours,Réflexion ou preuve,Statut,Invalidée le,Motif de l'invalidation",
    );
    expect(csv).toHaveLength(4);
    expect(csv.some((l) => l.startsWith('2026-11-20,2026-11-20,Leading change in a small team,Module,LeadVillage,45,0:45,Vérifié par la plateforme,amara,') && l.endsWith(',Comptabilisée,,'))).toBe(true);
    expect(csv.some((l) => l.startsWith('2026-11-02,2026-11-05,Atelier de négociation à Dakar,Externe,Strathmore Business School,180,3:00,Autodéclaré,,'))).toBe(true);
    expect(csv.some((l) => /,Invalidée,\d{4}-\d{2}-\d{2},saisie en double$/.test(l))).toBe(true);

    // The learner's own language setting wins over the browser's; without either, English as before.
    await t.app.db.kysely.updateTable('users').set({ locale: 'fr' }).where('id', '=', me.id).execute();
    await t.app.db.identity.changed(me.id);
    expect(pdfText(Buffer.from(await (await c.get('/api/me/cpd/statement.pdf', { 'accept-language': 'en-GB' })).arrayBuffer()))).toContain('Total : 3,75 h (3:45)');
    await t.app.db.kysely.updateTable('users').set({ locale: null }).where('id', '=', me.id).execute();
    await t.app.db.identity.changed(me.id);
    const english = pdfText(Buffer.from(await (await c.get('/api/me/cpd/statement.pdf')).arrayBuffer()));
    expect(english).toContain('Total: 3.75 h (3:45)');
    expect(english).toContain('2026-11-02 to');
    expect(english).not.toContain('Par année');
    expect((await (await c.get('/api/me/cpd/export.csv')).text()).split('\r\n')[0]).toMatch(/^Start date,End date,Activity,/);
  });
});
