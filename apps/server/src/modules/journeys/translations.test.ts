import { journeyPaths, type AdminJourneyDetail, type CapstoneView, type EventList, type JourneyDetail, type JourneyList, type ModuleDetail } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, seedFrenchContent, up } from '../../db/migrations/2026-11-25-0500-content-translations';
import { testDatabases } from '../../test/databases';
import { startTestApp, type Client, type TestApp } from '../../test/harness';
import { renderMarkdown } from '../forum/markdown';
import { A, ok } from './admin-test-fixtures';
import { addVersion } from './authoring';
import { FRENCH_CONTENT, JOURNEY_CONTENT } from './content/index';
import { PATH_CARDS_FR } from './content/path-cards.fr';
import { lesson, makeJourney, publishVersion } from './test-fixtures';

/*
 * Journey content in the reader's language: the French seeded beside the English rows, read with
 * the lv_locale cookie or Accept-Language, field by field falling back to English; an admin's edit
 * of an English text drops its French; the migration never overwrites an admin's edit.
 */

/** How a request asks for a language: the cookie, the header, both (the cookie wins) or neither. */
type Ask = 'cookie' | 'header' | 'cookie-en-header-fr' | 'none';
const FRENCH_ASKS: Ask[] = ['cookie', 'header'];

async function read<T>(c: Client, path: string, ask: Ask): Promise<{ res: Response; body: T }> {
  if (ask === 'cookie') c.cookies.set('lv_locale', 'fr');
  if (ask === 'cookie-en-header-fr') c.cookies.set('lv_locale', 'en');
  try {
    const res = await c.get(path, ask === 'header' || ask === 'cookie-en-header-fr' ? { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } : {});
    expect(res.status, path).toBe(200);
    return { res, body: (await res.json()) as T };
  } finally {
    c.cookies.delete('lv_locale');
  }
}

const frenchPaths = JOURNEY_CONTENT.flatMap((english) => {
  const french = FRENCH_CONTENT[english.path];
  return french ? [[english.path, english, french] as const] : [];
});
const urlIdOf = (path: 'first' | 'second') => journeyPaths()[path === 'first' ? 0 : 1]!.id;

describe.each(testDatabases())('journey content in the reader’s language on %s', (kind) => {
  let t: TestApp;
  let c: Client;

  beforeAll(async () => {
    t = await startTestApp(kind);
    c = await t.signedInClient();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(FRENCH_ASKS)('names the named paths in French when asked by %s, in English otherwise', async (ask) => {
    const fr = (await read<JourneyList>(c, '/api/journeys', ask)).body;
    const cards = journeyPaths();
    expect(fr.journeys.map((j) => [j.id, j.title, j.summary, j.focusAreas])).toEqual([
      [cards[0]!.id, "Le parcours d'Amara", PATH_CARDS_FR.first.summary, PATH_CARDS_FR.first.focusAreas],
      [cards[1]!.id, 'Le parcours de Kwame', PATH_CARDS_FR.second.summary, PATH_CARDS_FR.second.focusAreas],
    ]);
    for (const english of ['none', 'cookie-en-header-fr'] as const) {
      const en = (await read<JourneyList>(c, '/api/journeys', english)).body;
      expect(en.journeys.map((j) => [j.title, j.summary, j.focusAreas])).toEqual(cards.slice(0, 2).map((card) => [card.title, card.description, card.focusAreas]));
    }
  });

  describe.each(frenchPaths)('the %s path', (path, english, french) => {
    const id = urlIdOf(path);

    it.each(FRENCH_ASKS)('serves its journey page, modules, capstone brief and webinar in French when asked by %s', async (ask) => {
      const detail = (await read<JourneyDetail>(c, `/api/journeys/${id}`, ask)).body;
      expect(detail.modules.map((m) => [m.slug, m.title, m.summary, m.estimatedMinutes, m.cpdMinutes])).toEqual(
        french.modules.map((m) => [m.slug, m.title, m.summary, m.estimatedMinutes, m.cpdMinutes]),
      );
      expect(detail.next).toEqual({ slug: french.modules[0]!.slug, title: french.modules[0]!.title });
      expect(detail.capstone.briefHtml).toBe(renderMarkdown(french.capstoneBrief));
      expect(detail.webinars.map((w) => [w.title, w.description, w.journey?.title])).toEqual([[french.webinar.title, french.webinar.description, detail.title]]);

      const [m1, m2] = french.modules;
      const module = (await read<ModuleDetail>(c, `/api/journeys/${id}/modules/${m1!.slug}`, ask)).body;
      expect(module).toMatchObject({
        journey: { id, title: detail.title },
        title: m1!.title,
        summary: m1!.summary,
        bodyHtml: renderMarkdown(m1!.body),
        bodyMarkdown: m1!.body,
        practiceHtml: renderMarkdown(m1!.practice),
        practiceMarkdown: m1!.practice,
        reflectionQuestion: m1!.reflectionQuestion,
        estimatedMinutes: m1!.estimatedMinutes,
        cpdMinutes: m1!.cpdMinutes,
        next: { slug: m2!.slug, title: m2!.title },
      });

      const capstone = (await read<CapstoneView>(c, `/api/journeys/${id}/capstone`, ask)).body;
      expect([capstone.journey.title, capstone.briefHtml]).toEqual([detail.title, renderMarkdown(french.capstoneBrief)]);
      const events = (await read<EventList>(c, '/api/events', ask)).body;
      expect(events.upcoming.map((e) => e.title)).toContain(french.webinar.title);
    });

    it('serves it in English without a French cookie or Accept-Language', async () => {
      for (const ask of ['none', 'cookie-en-header-fr'] as const) {
        const detail = (await read<JourneyDetail>(c, `/api/journeys/${id}`, ask)).body;
        expect(detail.modules.map((m) => m.title)).toEqual(english.modules.map((m) => m.title));
        expect(detail.capstone.briefHtml).toBe(renderMarkdown(english.capstoneBrief));
        expect(detail.webinars.map((w) => w.title)).toEqual([english.webinar.title]);
        const module = (await read<ModuleDetail>(c, `/api/journeys/${id}/modules/${english.modules[0]!.slug}`, ask)).body;
        expect([module.title, module.bodyMarkdown, module.reflectionQuestion]).toEqual([english.modules[0]!.title, english.modules[0]!.body, english.modules[0]!.reflectionQuestion]);
      }
    });

    it('answers each language with its own ETag and says it varies on the cookie and Accept-Language', async () => {
      const path = `/api/journeys/${id}/modules/${english.modules[0]!.slug}`;
      const en = (await read<ModuleDetail>(c, path, 'none')).res;
      const fr = (await read<ModuleDetail>(c, path, 'cookie')).res;
      for (const res of [en, fr]) {
        expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-language');
        expect(res.headers.get('vary')?.toLowerCase()).toContain('cookie');
      }
      expect(en.headers.get('etag')).not.toBe(fr.headers.get('etag'));
      // The English copy's ETag does not make a French request answer 304.
      c.cookies.set('lv_locale', 'fr');
      try {
        expect((await c.get(path, { 'if-none-match': en.headers.get('etag')! })).status).toBe(200);
      } finally {
        c.cookies.delete('lv_locale');
      }
    });
  });

  it('falls back to English field by field where there is no French', async () => {
    const { journeyId, moduleIds } = await makeJourney(t, 'half-translated', { modules: [lesson('one'), lesson('two')] });
    const now = Date.now();
    await t.app.db.kysely.insertInto('journey_translations').values({ journeyId, locale: 'fr', title: 'Parcours à moitié traduit', summary: null, updatedAt: now }).execute();
    const body = '## Un\n\nLisez ceci **attentivement**.';
    await t.app.db.kysely
      .insertInto('journey_module_translations')
      .values({ moduleId: moduleIds.one!, locale: 'fr', title: 'Leçon un', summary: null, body, bodyHtml: renderMarkdown(body), practice: null, practiceHtml: null, reflectionQuestion: null, updatedAt: now })
      .execute();

    const detail = (await read<JourneyDetail>(c, '/api/journeys/half-translated', 'cookie')).body;
    expect([detail.title, detail.summary]).toEqual(['Parcours à moitié traduit', 'Made for the tests.']);
    expect(detail.modules.map((m) => [m.title, m.summary])).toEqual([
      ['Leçon un', 'A short lesson for the tests.'],
      ['Lesson two', 'A short lesson for the tests.'],
    ]);
    expect(detail.capstone.briefHtml).toBe(renderMarkdown('Show one change your team made.'));
    const module = (await read<ModuleDetail>(c, '/api/journeys/half-translated/modules/one', 'cookie')).body;
    expect(module).toMatchObject({
      title: 'Leçon un',
      summary: 'A short lesson for the tests.',
      bodyMarkdown: body,
      bodyHtml: renderMarkdown(body),
      practiceMarkdown: 'Try it with your team.',
      practiceHtml: renderMarkdown('Try it with your team.'),
      reflectionQuestion: 'What did you notice?',
      next: { slug: 'two', title: 'Lesson two' },
    });
    expect((await read<ModuleDetail>(c, '/api/journeys/half-translated/modules/two', 'cookie')).body.previous).toEqual({ slug: 'one', title: 'Leçon un' });

    // A new version with the same brief keeps the brief's French; a new brief starts in English.
    const v1 = await t.app.db.kysely.selectFrom('journey_versions').select('id').where('journeyId', '=', journeyId).executeTakeFirstOrThrow();
    const brief = 'Montrez un changement fait par votre équipe.';
    await t.app.db.kysely.insertInto('journey_version_translations').values({ versionId: v1.id, locale: 'fr', capstoneBrief: brief, capstoneBriefHtml: renderMarkdown(brief), updatedAt: now }).execute();
    expect((await read<JourneyDetail>(c, '/api/journeys/half-translated', 'cookie')).body.capstone.briefHtml).toBe(renderMarkdown(brief));
    const sameBrief = { rule: { requiredWebinars: 0, capstoneRequired: false }, capstoneBrief: 'Show one change your team made.', modules: [{ moduleId: moduleIds.one!, position: 1, required: true }] };
    await t.app.db.kysely.transaction().execute((trx) => addVersion(trx, journeyId, sameBrief, Date.now()));
    expect((await read<JourneyDetail>(c, '/api/journeys/half-translated', 'cookie')).body.capstone.briefHtml).toBe(renderMarkdown(brief));
    await publishVersion(t, journeyId, [moduleIds.one!]);
    expect((await read<JourneyDetail>(c, '/api/journeys/half-translated', 'cookie')).body.capstone.briefHtml).toBe(renderMarkdown('Show one change.'));
  });
});

describe.each(testDatabases())('an admin’s edit of the English on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let c: Client;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
    c = await t.signedInClient();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('drops the French of each changed text (readers get the new English) and keeps the rest', async () => {
    const amara = (await t.app.db.kysely.selectFrom('journeys').select('id').where('path', '=', 'first').executeTakeFirstOrThrow()).id;
    const id = urlIdOf('first');
    const english = JOURNEY_CONTENT.find((j) => j.path === 'first')!;
    const french = FRENCH_CONTENT.first;
    const m = english.modules[0]!;
    await ok<AdminJourneyDetail>(admin.request('PUT', `${A}/${amara}/draft/details`, { title: "Amara's Path", summary: 'A new English summary.' }));
    await ok<AdminJourneyDetail>(admin.request('PUT', `${A}/${amara}/draft/modules/${m.slug}`, { content: { ...m, video: null, body: `${m.body}\n\nOne more English paragraph.` }, required: true }));
    await ok(admin.post(`${A}/${amara}/publish`), 201);

    const detail = (await read<JourneyDetail>(c, `/api/journeys/${id}`, 'cookie')).body;
    expect([detail.title, detail.summary, detail.version]).toEqual(["Le parcours d'Amara", 'A new English summary.', 2]);
    const module = (await read<ModuleDetail>(c, `/api/journeys/${id}/modules/${m.slug}`, 'cookie')).body;
    expect(module.bodyMarkdown).toBe(`${m.body}\n\nOne more English paragraph.`);
    if (french) {
      // Untouched texts keep their French, the brief's French comes along to version 2.
      expect([module.title, module.practiceMarkdown, module.reflectionQuestion]).toEqual([french.modules[0]!.title, french.modules[0]!.practice, french.modules[0]!.reflectionQuestion]);
      expect(detail.capstone.briefHtml).toBe(renderMarkdown(french.capstoneBrief));
      expect(detail.modules.slice(1).map((x) => x.title)).toEqual(french.modules.slice(1).map((x) => x.title));
    }
  });
});

describe.each(testDatabases())('the translations migration on a database admins already edited, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every edit, gives French only to texts still as shipped, and never overwrites a translation', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before this migration
    const db = t.app.db.kysely as any;
    await down(db);
    const k = t.app.db.kysely;
    const [path, english] = frenchPaths[0] ?? ['first', JOURNEY_CONTENT[0]!];
    const journey = await k.selectFrom('journeys').select('id').where('path', '=', path).executeTakeFirstOrThrow();
    const edited = english.modules[0];
    // An admin retitled a module.
    await k.updateTable('journey_modules').set({ title: 'Retitled by an admin' }).where('journeyId', '=', journey.id).where('slug', '=', edited!.slug).execute();
    // An admin rewrote an FAQ answer, and deleted another entry.
    const kb = await k.selectFrom('kb_entries').select(['id', 'question', 'answer']).orderBy('category').orderBy('position').execute();
    await k.updateTable('kb_entries').set({ answer: 'Our own answer.' }).where('id', '=', kb[0]!.id).execute();
    await k.deleteFrom('kb_entries').where('id', '=', kb[1]!.id).execute();
    await up(db);

    const row = await k.selectFrom('journey_modules').selectAll().where('journeyId', '=', journey.id).where('slug', '=', edited!.slug).executeTakeFirstOrThrow();
    expect(row.title).toBe('Retitled by an admin');
    expect(row.body).toBe(edited!.body);
    const text = await k.selectFrom('journey_module_translations').selectAll().where('moduleId', '=', row.id).executeTakeFirst();
    const french = FRENCH_CONTENT[path];
    if (french) {
      expect(text).toMatchObject({ locale: 'fr', title: null, body: french.modules[0]!.body, bodyHtml: renderMarkdown(french.modules[0]!.body), reflectionQuestion: french.modules[0]!.reflectionQuestion });
    } else {
      expect(text).toBeUndefined();
    }
    const kbTexts = await k.selectFrom('kb_entry_translations').selectAll().execute();
    const first = kbTexts.find((r) => r.entryId === kb[0]!.id);
    expect(first?.question).toBeTruthy();
    expect(first?.answer).toBeNull();
    expect(kbTexts.find((r) => r.entryId === kb[1]!.id)).toBeUndefined();
    expect(kbTexts).toHaveLength(kb.length - 1);

    // Seeding again (a later migration may, for a path added to FRENCH_CONTENT) overwrites nothing.
    await k.updateTable('kb_entry_translations').set({ question: 'Notre propre question ?' }).where('entryId', '=', kb[2]!.id).execute();
    await seedFrenchContent(db, Date.now());
    expect((await k.selectFrom('kb_entry_translations').select('question').where('entryId', '=', kb[2]!.id).executeTakeFirstOrThrow()).question).toBe('Notre propre question ?');
    expect(await k.selectFrom('kb_entry_translations').selectAll().execute()).toHaveLength(kb.length - 1);
  });
});
