import { defaultKnowledgeBase, defaultKnowledgeBaseFr, type KbEntry } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';

/*
 * The FAQ in the reader's language: the French seeded beside every English entry, chosen by the
 * lv_locale cookie, else Accept-Language; searched in the text the reader sees; an admin's change
 * to an English question or answer drops that text's French.
 */

type List = { entries: KbEntry[] };
const FR_HEADER = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
const triple = (e: { category: string; question: string; answer: string }) => `${e.category}|${e.question}|${e.answer}`;

describe.each(testDatabases())('the knowledge base in the reader’s language on %s', (kind) => {
  let t: TestApp;
  let ac: Client;
  const visitor = (cookie?: string) => {
    const c = new Client(t.url);
    if (cookie) c.cookies.set('lv_locale', cookie);
    return c;
  };
  const list = async (c: Client, q?: string, headers: Record<string, string> = {}) => {
    const res = await c.get(`/api/knowledge-base${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, headers);
    expect(res.status).toBe(200);
    return { res, entries: ((await res.json()) as List).entries };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ac = await t.signedInClient({ role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers in French with the lv_locale cookie or Accept-Language: fr, in English otherwise', async () => {
    const french = defaultKnowledgeBaseFr().map(triple).sort();
    const english = defaultKnowledgeBase().map(triple).sort();
    expect((await list(visitor('fr'))).entries.map(triple).sort()).toEqual(french);
    expect((await list(visitor(), undefined, FR_HEADER)).entries.map(triple).sort()).toEqual(french);
    expect((await list(visitor())).entries.map(triple).sort()).toEqual(english);
    expect((await list(visitor(), undefined, { 'accept-language': 'en-GB' })).entries.map(triple).sort()).toEqual(english);
    // The cookie (the reader's own choice) wins over the browser's languages.
    expect((await list(visitor('en'), undefined, FR_HEADER)).entries.map(triple).sort()).toEqual(english);
    // Same ids, categories and positions in both languages: only the words change.
    const ids = (entries: KbEntry[]) => entries.map((e) => `${e.id}|${e.category}|${e.position}`);
    expect(ids((await list(visitor('fr'))).entries)).toEqual(ids((await list(visitor())).entries));
  });

  it('varies on the cookie and Accept-Language, with a different ETag per language', async () => {
    const en = (await list(visitor())).res;
    const fr = (await list(visitor('fr'))).res;
    for (const res of [en, fr]) expect(res.headers.get('vary')?.toLowerCase()).toMatch(/accept-language.*cookie|cookie.*accept-language/);
    expect(fr.headers.get('etag')).not.toBe(en.headers.get('etag'));
    expect((await visitor('fr').get('/api/knowledge-base', { 'if-none-match': en.headers.get('etag')! })).status).toBe(200);
  });

  it('searches the French text, folding case beyond ASCII', async () => {
    const questions = async (q: string) => (await list(visitor('fr'), q)).entries.map((e) => e.question);
    expect(await questions('SÉRIE')).toContain('Comment fonctionnent les séries ?');
    expect(await questions('élevé')).toEqual(['Comment les cartes de résultats sont-elles calculées ?']);
    expect(await questions('stripe')).toContain('Comment payer, et combien cela coûte-t-il ?');
    // English words the French text does not hold find nothing; wildcards are literal.
    expect(await questions('streak')).toEqual([]);
    expect(await questions('_')).toEqual([]);
    expect((await questions('%')).length).toBeGreaterThan(0);
  });

  it('an admin edit of an English text drops its French; a new entry reads in English until translated', async () => {
    const [entry] = (await list(visitor())).entries;
    const fr = (await list(visitor('fr'))).entries.find((e) => e.id === entry!.id)!;
    const edit = (body: { question: string; answer: string }) => ac.request('PUT', `/api/admin/knowledge-base/${entry!.id}`, { category: entry!.category, ...body });

    // The same texts saved again (a category unchanged, nothing reworded) keep the French.
    expect((await edit({ question: entry!.question, answer: entry!.answer })).status).toBe(200);
    expect((await list(visitor('fr'))).entries.find((e) => e.id === entry!.id)).toMatchObject({ question: fr.question, answer: fr.answer });

    expect((await edit({ question: entry!.question, answer: 'A new English answer.' })).status).toBe(200);
    expect((await list(visitor('fr'))).entries.find((e) => e.id === entry!.id)).toMatchObject({ question: fr.question, answer: 'A new English answer.' });

    expect((await edit({ question: 'A reworded English question?', answer: 'A new English answer.' })).status).toBe(200);
    expect((await list(visitor('fr'))).entries.find((e) => e.id === entry!.id)).toMatchObject({ question: 'A reworded English question?', answer: 'A new English answer.' });

    const created = await ac.post('/api/admin/knowledge-base', { category: 'Privacy', question: 'Can I export my data?', answer: 'Yes, from your profile.' });
    expect(created.status).toBe(201);
    expect((await list(visitor('fr'), 'export')).entries.map((e) => [e.question, e.answer])).toEqual([['Can I export my data?', 'Yes, from your profile.']]);
  });
});
