import type { LedgerPage, XpActionId } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { awardXp } from './service';

describe.each(testDatabases())('the ledger names what each award was for, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each row the module, webinar, session or capstone journey behind it, in the learner’s language', async () => {
    const db = t.app.db.kysely;
    const now = Date.now();
    const u = await t.makeUser();
    const other = await t.makeUser();
    const journey = await db
      .selectFrom('journeys')
      .select(['id', 'title'])
      .where('path', '=', 'first')
      .executeTakeFirstOrThrow();
    const module = await db
      .selectFrom('journey_modules')
      .select(['id', 'title'])
      .where('journeyId', '=', journey.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('journey_module_translations')
      .where('moduleId', '=', module.id)
      .where('locale', '=', 'fr')
      .execute();
    await db
      .insertInto('journey_module_translations')
      .values({
        moduleId: module.id,
        locale: 'fr',
        title: 'Module en français',
        summary: null,
        body: null,
        bodyHtml: null,
        practice: null,
        practiceHtml: null,
        reflectionQuestion: null,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('events')
      .values({
        id: `ev-${u.id}`,
        title: 'Leading hybrid teams',
        description: 'x',
        startsAt: now,
        endsAt: now + 3_600_000,
        timeZone: 'UTC',
        joinUrl: null,
        cpdMinutes: 60,
        journeyId: null,
        cancelledAt: null,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await db
      .insertInto('mentoring_sessions')
      .values({
        id: `ms-${u.id}`,
        mentorId: u.id,
        menteeId: other.id,
        day: '2026-11-20',
        week: '2026-W47',
        minutes: 30,
        topic: 'Delegation',
        status: 'confirmed',
        tokenHash: `h-${u.id}`,
        expiresAt: now,
        requestKey: null,
        createdAt: now,
        respondedAt: now,
      })
      .execute();
    await db
      .insertInto('capstones')
      .values({
        id: `cap-${u.id}`,
        userId: u.id,
        journeyId: journey.id,
        status: 'accepted',
        draftText: '',
        draftLinks: '[]',
        latestSubmission: 1,
        submittedAt: now,
        reviewedAt: now,
        reviewSeenAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();

    const award = (action: XpActionId, sourceId?: string) =>
      awardXp(t.app.db, t.app.points, {
        userId: u.id,
        action,
        idempotencyKey: `${action}-${u.id}`,
        ...(sourceId ? { sourceId } : {}),
      });
    await award('onboarding_complete');
    await award('complete_module', module.id);
    await award('attend_webinar', `ev-${u.id}`);
    await award('peer_mentoring', `ms-${u.id}`);
    await award('capstone_challenge', `cap-${u.id}`);

    const about = async () => {
      // A new sign-in each time: the session keeps the account as it was at sign-in.
      const c = await t.signedInClient({ user: u });
      const page = (await (await c.get('/api/me/ledger')).json()) as LedgerPage;
      return Object.fromEntries(page.entries.map((e) => [e.action, e.about]));
    };
    expect(await about()).toEqual({
      onboarding_complete: null,
      complete_module: { kind: 'module', title: module.title },
      attend_webinar: { kind: 'webinar', title: 'Leading hybrid teams' },
      peer_mentoring: { kind: 'session', title: 'Delegation' },
      capstone_challenge: { kind: 'capstone', title: "Amara's Path" },
    });

    await db.updateTable('users').set({ locale: 'fr' }).where('id', '=', u.id).execute();
    const french = await about();
    expect(french.complete_module).toEqual({ kind: 'module', title: 'Module en français' });
    // A named path is named by its leader, in French too.
    expect(french.capstone_challenge).toEqual({
      kind: 'capstone',
      title: expect.stringMatching(/^Le parcours d(e |')Amara$/),
    });
    expect(french.attend_webinar).toEqual({ kind: 'webinar', title: 'Leading hybrid teams' });
  });
});
