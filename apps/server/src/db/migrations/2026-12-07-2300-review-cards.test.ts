import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJourney, lesson } from '../../modules/journeys/test-fixtures';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { down, up } from './2026-12-07-2300-review-cards';

/*
 * The review cards migration: down drops the table and up makes it again, one card per learner,
 * module and question (the primary key refuses a second), dropped with its module or its learner.
 */
describe.each(testDatabases())('the review cards migration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes the table again after down, keyed on learner, module and question, cascading on delete', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as the migration makes it
    const db = t.app.db.kysely as any;
    await down(db);
    await expect(db.selectFrom('review_cards').selectAll().execute()).rejects.toThrow();
    await up(db);

    const { moduleIds } = await makeJourney(t, 'migrated', {
      modules: [lesson('one'), lesson('two')],
    });
    const user = await t.makeUser();
    const card = (moduleId: string, questionId: string) => ({
      userId: user.id,
      moduleId,
      questionId,
      repetitions: 0,
      intervalDays: 1,
      ease: 2.18,
      dueDay: '2026-12-08',
      reviewedDay: null,
      updatedAt: Date.now(),
    });
    await db.insertInto('review_cards').values(card(moduleIds.one!, 'q1')).execute();
    await db.insertInto('review_cards').values(card(moduleIds.one!, 'q2')).execute();
    await db.insertInto('review_cards').values(card(moduleIds.two!, 'q1')).execute();
    await expect(
      db.insertInto('review_cards').values(card(moduleIds.one!, 'q1')).execute(),
    ).rejects.toThrow();
    const rows = await db
      .selectFrom('review_cards')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(3);
    // Defaults and types as read back: retired 0, the ease a fraction on both engines.
    expect(
      rows.map((r: { retired: number; ease: number }) => [Number(r.retired), Number(r.ease)]),
    ).toEqual([
      [0, 2.18],
      [0, 2.18],
      [0, 2.18],
    ]);

    await db.deleteFrom('journey_version_modules').where('moduleId', '=', moduleIds.two!).execute();
    await db.deleteFrom('journey_modules').where('id', '=', moduleIds.two!).execute();
    expect(
      await db
        .selectFrom('review_cards')
        .select('questionId')
        .where('userId', '=', user.id)
        .execute(),
    ).toHaveLength(2);
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(
      await db.selectFrom('review_cards').selectAll().where('userId', '=', user.id).execute(),
    ).toEqual([]);
  });
});
