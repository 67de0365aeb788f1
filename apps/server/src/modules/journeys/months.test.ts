import { addDays, localDay, type JourneyDetail, type ModuleDetail } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import type { Client } from '../../test/harness';
import { startTestApp, type TestApp } from '../../test/harness';
import { addModule } from './authoring';
import { JOURNEY_CONTENT } from './content/index';
import {
  lesson,
  makeJourney,
  publishVersion,
  put,
  REFLECTION,
  type ErrorAnswer,
} from './test-fixtures';

/*
 * The months of a journey (ADR 047) through the API: the seeded named journeys are paced, the
 * release rule opens their months, and completing a module of a month not open yet is refused
 * with the day it opens, writing nothing; what is done stays done.
 */

const DAY = 86_400_000;
const [firstContent, secondContent] = JOURNEY_CONTENT;

describe.each(testDatabases())('journey months on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.app.db.kysely;
  const newLearner = async () => {
    const user = await t.makeUser();
    return { id: user.id, c: await t.signedInClient({ user }) };
  };
  const complete = (c: Client, journey: string, slug: string) =>
    c.post(`/api/journeys/${journey}/modules/${slug}/completion`, { reflection: REFLECTION });
  const journeyOf = async (c: Client, journey: string) =>
    (await (await c.get(`/api/journeys/${journey}`)).json()) as JourneyDetail;
  const enrolledAt = async (userId: string) =>
    Number(
      (
        await db()
          .selectFrom('journey_enrolments')
          .select('enrolledAt')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).enrolledAt,
    );
  const rowsOf = async (userId: string) => ({
    completions: await db()
      .selectFrom('module_completions')
      .selectAll()
      .where('userId', '=', userId)
      .execute(),
    ledger: await db().selectFrom('xp_ledger').selectAll().where('userId', '=', userId).execute(),
  });

  it('seeds the named journeys with 6 and 9 months holding every module, in English and French', async () => {
    const { c } = await newLearner();
    const [first, second] = [await journeyOf(c, 'amara'), await journeyOf(c, 'kwame')];
    expect(first.months.map((m) => m.moduleSlugs)).toEqual(
      firstContent!.months.map((m) => m.modules),
    );
    expect(second.months.map((m) => m.moduleSlugs)).toEqual(
      secondContent!.months.map((m) => m.modules),
    );
    expect(first.months.map((m) => m.title)).toEqual(firstContent!.months.map((m) => m.title));
    expect(second.moduleCount).toBe(secondContent!.modules.length);
    // The study time and CPD minutes are the modules' own, summed.
    expect(second.estimatedMinutes).toBe(
      secondContent!.modules.reduce((s, m) => s + m.estimatedMinutes, 0),
    );
    expect(second.cpdMinutes).toBe(secondContent!.modules.reduce((s, m) => s + m.cpdMinutes, 0));
    // Before enrolling nothing is open and no date is given.
    expect(first.months.map((m) => [m.open, m.opensOn])).toEqual(
      first.months.map(() => [false, null]),
    );
    // The month whose live session is the seeded webinar links that event.
    const linked = first.months.filter((m) => m.liveSession.event !== null);
    expect(linked.map((m) => m.liveSession.title)).toEqual([firstContent!.webinar.title]);
    const french = (await (
      await c.get('/api/journeys/amara', { 'accept-language': 'fr' })
    ).json()) as JourneyDetail;
    expect(french.months[0]!.title).toMatch(/^Mois 1 : /);
  });

  it('opens month 1 at enrolment and month 2 four weeks later; a month-2 module is refused until then', async () => {
    const { id, c } = await newLearner();
    expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    const start = localDay(new Date(await enrolledAt(id)), 'UTC');
    const journey = await journeyOf(c, 'amara');
    expect(journey.months.slice(0, 3).map((m) => [m.number, m.open, m.current, m.opensOn])).toEqual(
      [
        [1, true, true, start],
        [2, false, false, addDays(start, 28)],
        [3, false, false, addDays(start, 56)],
      ],
    );

    const [month1, month2] = firstContent!.months;
    const refused = await complete(c, 'amara', month2!.modules[0]!);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorAnswer).error.message).toBe(
      `This month opens on ${addDays(start, 28)}.`,
    );
    expect(await rowsOf(id)).toEqual({ completions: [], ledger: [] });
    const module = (await (
      await c.get(`/api/journeys/amara/modules/${month2!.modules[0]}`)
    ).json()) as ModuleDetail;
    // The lesson can be read; its month says when it can be completed.
    expect(module.bodyHtml.length).toBeGreaterThan(100);
    expect(module.month).toEqual({
      number: 2,
      title: month2!.title,
      open: false,
      opensOn: addDays(start, 28),
    });

    // Finishing month 1 opens month 2 at once.
    for (const slug of month1!.modules) expect((await complete(c, 'amara', slug)).status).toBe(201);
    const after = await journeyOf(c, 'amara');
    expect(after.months.slice(0, 2).map((m) => [m.open, m.done, m.current])).toEqual([
      [true, true, false],
      [true, false, true],
    ]);
    expect(after.months[1]!.opensOn).toBe(localDay(new Date(), 'UTC'));
    expect((await complete(c, 'amara', month2!.modules[0]!)).status).toBe(201);
  });

  it("opens a month on its date in the learner's zone, without the month before done", async () => {
    const { id, c } = await newLearner();
    expect((await put(c, '/api/journeys/kwame/enrolment')).status).toBe(201);
    // Enrolled at 23:30 UTC, which is already the next day in Nairobi.
    const enrolled = Date.parse('2026-03-31T23:30:00Z');
    await db()
      .updateTable('journey_enrolments')
      .set({ enrolledAt: enrolled })
      .where('userId', '=', id)
      .execute();
    await db()
      .updateTable('users')
      .set({ timezone: 'Africa/Nairobi' })
      .where('id', '=', id)
      .execute();
    await t.app.db.identity.changed(id);
    const journey = await journeyOf(c, 'kwame');
    expect(journey.months.slice(0, 3).map((m) => m.opensOn)).toEqual([
      '2026-04-01',
      '2026-04-29',
      '2026-05-27',
    ]);
    // Long past: every month is open by its date, and a month-2 module completes.
    expect(journey.months.every((m) => m.open)).toBe(true);
    expect((await complete(c, 'kwame', secondContent!.months[1]!.modules[0]!)).status).toBe(201);
  });

  it('takes nothing away: a module done before its version was paced stays done and answers as a repeat', async () => {
    const { journeyId, moduleIds } = await makeJourney(t, 'paced-later', {
      modules: [lesson('a'), lesson('b'), lesson('c')],
    });
    const { id, c } = await newLearner();
    expect((await put(c, '/api/journeys/paced-later/enrolment')).status).toBe(201);
    expect((await complete(c, 'paced-later', 'c')).status).toBe(201);

    // The version gets months afterwards: a, b and c each in their own.
    const version = await db()
      .selectFrom('journey_versions')
      .select('id')
      .where('journeyId', '=', journeyId)
      .executeTakeFirstOrThrow();
    const month = (n: number) => ({
      title: `Month ${n}`,
      purpose: 'P',
      liveSession: 'L',
      practice: 'Q',
      eventId: null,
    });
    await db()
      .updateTable('journey_versions')
      .set({ months: JSON.stringify([month(1), month(2), month(3)]) })
      .where('id', '=', version.id)
      .execute();
    for (const [slug, n] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      await db()
        .updateTable('journey_version_modules')
        .set({ month: n })
        .where('versionId', '=', version.id)
        .where('moduleId', '=', moduleIds[slug]!)
        .execute();

    const journey = await journeyOf(c, 'paced-later');
    expect(journey.months.map((m) => [m.open, m.done])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(journey.modules.find((m) => m.slug === 'c')?.done).toBe(true);
    expect(journey.progress.done).toBe(1);
    const repeat = await complete(c, 'paced-later', 'c');
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({ created: false });
    expect((await complete(c, 'paced-later', 'b')).status).toBe(409);
    expect((await rowsOf(id)).completions).toHaveLength(1);

    // A module done long after enrolment: month 2 is open by date, 4 weeks on.
    await db()
      .updateTable('journey_enrolments')
      .set({ enrolledAt: Date.now() - 29 * DAY })
      .where('userId', '=', id)
      .execute();
    expect((await complete(c, 'paced-later', 'b')).status).toBe(201);

    // A version published next keeps the months; a module it adds joins the month before it.
    const d = await t.app.db.kysely
      .transaction()
      .execute((trx) => addModule(trx, journeyId, lesson('d'), Date.now()));
    const next = await publishVersion(t, journeyId, [moduleIds.a!, moduleIds.b!, d, moduleIds.c!]);
    const rows = await db()
      .selectFrom('journey_version_modules')
      .select(['moduleId', 'month'])
      .where('versionId', '=', next.id)
      .orderBy('position')
      .execute();
    expect(rows.map((r) => Number(r.month))).toEqual([1, 2, 2, 3]);
    const carried = await db()
      .selectFrom('journey_versions')
      .select('months')
      .where('id', '=', next.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(carried.months)).toHaveLength(3);
  });
});
