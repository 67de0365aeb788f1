import { MEASURED_GROWTH_QUESTION } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { addMeasuredGrowthEntry, down } from './2026-12-07-1400-measured-growth-faq';

/*
 * The measured-growth FAQ entry: a new installation has it from its seed; an older FAQ (made here
 * by taking the entry out) gets it last in Privacy with its French, once; an admin's own entry
 * under that question is left alone.
 */
describe.each(testDatabases())('the measured-growth FAQ migration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const entries = () =>
    t.app.db.kysely
      .selectFrom('kb_entries')
      .select(['id', 'question', 'answer', 'position'])
      .where('category', '=', 'Privacy')
      .orderBy('position')
      .execute();

  it('adds the entry to an FAQ without it, last in its category, in English and French, once', async () => {
    const seeded = await entries();
    expect(seeded.at(-1)?.question).toBe(MEASURED_GROWTH_QUESTION);
    await down(t.app.db.kysely);
    const before = await entries();
    expect(before.map((e) => e.question)).not.toContain(MEASURED_GROWTH_QUESTION);

    await addMeasuredGrowthEntry(t.app.db.kysely, Date.now());
    await addMeasuredGrowthEntry(t.app.db.kysely, Date.now());
    const after = await entries();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      question: MEASURED_GROWTH_QUESTION,
      position: before.at(-1)!.position + 1,
    });
    expect(after.at(-1)!.answer).toContain('at least 3 people answered');

    const fr = (await (
      await new Client(t.url).get('/api/knowledge-base?q=mesure', { 'accept-language': 'fr' })
    ).json()) as { entries: Array<{ question: string; answer: string }> };
    expect(fr.entries.map((e) => e.question)).toContain('Que mesure LeadVillage, et qui le voit ?');
  });

  it("leaves an admin's own entry under that question alone", async () => {
    await t.app.db.kysely
      .updateTable('kb_entries')
      .set({ answer: 'Our own words.' })
      .where('question', '=', MEASURED_GROWTH_QUESTION)
      .execute();
    await addMeasuredGrowthEntry(t.app.db.kysely, Date.now());
    const rows = (await entries()).filter((e) => e.question === MEASURED_GROWTH_QUESTION);
    expect(rows.map((r) => r.answer)).toEqual(['Our own words.']);
  });
});
