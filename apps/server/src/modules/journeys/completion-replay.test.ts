import { randomUUID } from 'node:crypto';
import type { ModuleCompletionResult } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { startTestApp, type Client, type TestApp } from '../../test/harness';
import { sumLedger } from '../gamification/repository';
import { JOURNEY_CONTENT } from './content/index';
import { put, REFLECTION, type ErrorAnswer } from './test-fixtures';

const [firstContent] = JOURNEY_CONTENT;
const [moduleA, moduleB] = firstContent!.modules;

/** Module completion sent by the offline queue: the same Idempotency-Key answers the first result. */
describe.each(testDatabases())('replay-safe module completion on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const enrolled = async () => {
    const user = await t.makeUser();
    const c = await t.signedInClient({ user: user });
    expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    return { id: user.id, c };
  };
  const complete = (c: Client, slug: string, key?: string, reflection = REFLECTION) =>
    c.post(`/api/journeys/amara/modules/${slug}/completion`, { reflection }, key ? { 'idempotency-key': key } : undefined);
  const db = () => t.app.db.kysely;
  const completionsOf = (userId: string) => db().selectFrom('module_completions').selectAll().where('userId', '=', userId).execute();
  const keysOf = (userId: string) => db().selectFrom('idempotent_requests').selectAll().where('userId', '=', userId).execute();

  it('awards once under 20 parallel replays of one key, and every answer is the first result (201, its XP)', async () => {
    const { id, c } = await enrolled();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(c, moduleA!.slug, key)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as ModuleCompletionResult[];
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ created: true, xpAwarded: 100, points: 100, progress: { done: 1 }, journeyCompleted: false });
    expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect(await completionsOf(id)).toHaveLength(1);
    expect(await sumLedger(db(), id)).toEqual({ total: 100, count: 1 });
    expect(await keysOf(id)).toHaveLength(1);

    // Later (an answer lost on the way, sent again from the queue): still the first result.
    const again = await complete(c, moduleA!.slug, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(bodies[0]);
    expect(await sumLedger(db(), id)).toEqual({ total: 100, count: 1 });
  });

  it('a new key for a module completed before answers the repeat (200, no XP), and replays of that key answer it too', async () => {
    const { id, c } = await enrolled();
    expect((await complete(c, moduleA!.slug)).status).toBe(201);
    const key = randomUUID();
    const repeat = await complete(c, moduleA!.slug, key, `${REFLECTION} Again.`);
    expect(repeat.status).toBe(200);
    const body = (await repeat.json()) as ModuleCompletionResult;
    expect(body).toMatchObject({ created: false, xpAwarded: 0, points: 100, completion: { reflection: REFLECTION } });
    const replay = await complete(c, moduleA!.slug, key, `${REFLECTION} Again.`);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(body);
    expect(await completionsOf(id)).toHaveLength(1);
    expect(await sumLedger(db(), id)).toEqual({ total: 100, count: 1 });
  });

  it('answers 409 for a key sent again for another module or answer, and writes nothing', async () => {
    const { id, c } = await enrolled();
    const key = randomUUID();
    expect((await complete(c, moduleA!.slug, key)).status).toBe(201);
    const elsewhere = await complete(c, moduleB!.slug, key);
    expect(elsewhere.status).toBe(409);
    expect(((await elsewhere.json()) as ErrorAnswer).error.message).toBe(
      'This Idempotency-Key was already used for a different request. Make a new key for each new write.',
    );
    expect((await complete(c, moduleA!.slug, key, `${REFLECTION} Edited.`)).status).toBe(409);
    expect((await completionsOf(id)).map((r) => r.reflection)).toEqual([REFLECTION]);
    expect(await sumLedger(db(), id)).toEqual({ total: 100, count: 1 });
  });

  it('claims no key for a refused completion (too short an answer, not enrolled): corrected, the same key completes', async () => {
    const user = await t.makeUser();
    const c = await t.signedInClient({ user: user });
    const key = randomUUID();
    const short = await complete(c, moduleA!.slug, key, 'Too short');
    expect(short.status).toBe(400);
    expect(((await short.json()) as ErrorAnswer).error.fields).toHaveProperty('reflection');
    expect((await complete(c, moduleA!.slug, key)).status).toBe(403);
    expect(await keysOf(user.id)).toHaveLength(0);
    expect((await put(c, '/api/journeys/amara/enrolment')).status).toBe(201);
    expect((await complete(c, moduleA!.slug, key)).status).toBe(201);
    expect(await completionsOf(user.id)).toHaveLength(1);
  });
});
