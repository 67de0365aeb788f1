import type { JourneyDetail } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveEnrolments } from '../../modules/journeys/enrolment-moves';
import { JOURNEY_CONTENT } from '../../modules/journeys/content/index';
import { put, REFLECTION } from '../../modules/journeys/test-fixtures';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { down, up } from './2026-12-02-2100-journey-months';

const [firstContent, secondContent] = JOURNEY_CONTENT;

/*
 * The months migration on an install that still has the 8-module second path (made here by taking
 * the modules this release adds out of a fresh database, with the migration's columns dropped):
 * the new modules are written with their French and checks, a version 2 with every module and the
 * months becomes current, the learner stays on version 1 with their completion until moved, and
 * the unchanged first path gets its months on its own version.
 */
describe.each(testDatabases())(
  'the journey months migration on an older install, on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('adds the new modules in a version 2 with the months, keeping pinned learners and their completions', async () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before this migration
      const db = t.app.db.kysely as any;
      const user = await t.makeUser();
      const c = await t.signedInClient({ user });
      expect((await put(c, '/api/journeys/kwame/enrolment')).status).toBe(201);
      const first = secondContent!.modules[0]!.slug;
      expect(
        (
          await c.post(`/api/journeys/kwame/modules/${first}/completion`, {
            reflection: REFLECTION,
          })
        ).status,
      ).toBe(201);

      await down(db);
      const journey = await db
        .selectFrom('journeys')
        .select(['id'])
        .where('path', '=', 'second')
        .executeTakeFirstOrThrow();
      const v1 = await db
        .selectFrom('journey_versions')
        .select('id')
        .where('journeyId', '=', journey.id)
        .executeTakeFirstOrThrow();
      const addedSlugs = [
        'change-readiness-check',
        'meetings-that-decide',
        'follow-through-without-blame',
        'handoffs-between-teams',
      ];
      const added = db
        .selectFrom('journey_modules')
        .select('id')
        .where('journeyId', '=', journey.id)
        .where('slug', 'in', addedSlugs);
      await db.deleteFrom('journey_version_modules').where('moduleId', 'in', added).execute();
      await db.deleteFrom('journey_module_translations').where('moduleId', 'in', added).execute();
      await db
        .deleteFrom('journey_modules')
        .where('journeyId', '=', journey.id)
        .where('slug', 'in', addedSlugs)
        .execute();
      const left: Array<{ moduleId: string }> = await db
        .selectFrom('journey_version_modules')
        .select('moduleId')
        .where('versionId', '=', v1.id)
        .orderBy('position')
        .execute();
      expect(left).toHaveLength(8);
      for (const [i, row] of left.entries())
        await db
          .updateTable('journey_version_modules')
          .set({ position: -(i + 1) })
          .where('versionId', '=', v1.id)
          .where('moduleId', '=', row.moduleId)
          .execute();
      for (const [i, row] of left.entries())
        await db
          .updateTable('journey_version_modules')
          .set({ position: i + 1 })
          .where('versionId', '=', v1.id)
          .where('moduleId', '=', row.moduleId)
          .execute();

      await up(db);

      const versions: Array<{ id: string; version: number; months: string }> = await db
        .selectFrom('journey_versions')
        .select(['id', 'version', 'months'])
        .where('journeyId', '=', journey.id)
        .orderBy('version')
        .execute();
      expect(versions.map((v) => [v.version, JSON.parse(v.months).length])).toEqual([
        [1, 0],
        [2, 9],
      ]);
      const listed: Array<{ slug: string; month: number; knowledgeCheck: string }> = await db
        .selectFrom('journey_version_modules as vm')
        .innerJoin('journey_modules as m', 'm.id', 'vm.moduleId')
        .select(['m.slug', 'vm.month', 'm.knowledgeCheck'])
        .where('vm.versionId', '=', versions[1]!.id)
        .orderBy('vm.position')
        .execute();
      expect(listed.map((m) => m.slug)).toEqual(secondContent!.modules.map((m) => m.slug));
      expect(listed.map((m) => Number(m.month))).toEqual(
        secondContent!.months.flatMap((month, i) => month.modules.map(() => i + 1)),
      );
      for (const m of listed)
        expect(JSON.parse(m.knowledgeCheck).length, m.slug).toBeGreaterThanOrEqual(3);
      const french: Array<{ title: string }> = await db
        .selectFrom('journey_module_translations as tr')
        .innerJoin('journey_modules as m', 'm.id', 'tr.moduleId')
        .select('tr.title')
        .where('m.slug', 'in', addedSlugs)
        .where('tr.locale', '=', 'fr')
        .execute();
      expect(french).toHaveLength(addedSlugs.length);

      // The learner stays on version 1 (unpaced) with their completion, until an admin moves them.
      let detail = (await (await c.get('/api/journeys/kwame')).json()) as JourneyDetail;
      expect([
        detail.version,
        detail.months.length,
        detail.progress.done,
        detail.moduleCount,
      ]).toEqual([1, 0, 1, 8]);
      const admin = await t.makeUser({ role: 'admin' });
      const moved = await moveEnrolments(
        { db: t.app.db, learning: t.app.learning },
        admin.id,
        journey.id,
        { scope: 'all' },
      );
      expect(moved.moved).toBe(1);
      detail = (await (await c.get('/api/journeys/kwame')).json()) as JourneyDetail;
      expect([
        detail.version,
        detail.months.length,
        detail.progress.done,
        detail.moduleCount,
      ]).toEqual([2, 9, 1, 12]);
      expect(detail.progress.percent).toBe(8);
      expect(detail.months[0]!.current).toBe(true);

      // The first path, unchanged, got its months on its own version.
      const amara = (await (await c.get('/api/journeys/amara')).json()) as JourneyDetail;
      expect([amara.version, amara.months.length]).toEqual([1, firstContent!.months.length]);
    });
  },
);
