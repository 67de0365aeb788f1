import {
  AdminBadgeListSchema,
  AdminUserXpSchema,
  ApiErrorBodySchema,
  LedgerPageSchema,
  MyBadgesSchema,
  PointsSummarySchema,
  PublicConfigSchema,
  PublicProfileSchema,
  SettingsAnswerSchema,
  XpAdjustmentAnswerSchema,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type SignedInClient, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';

/** Reads a JSON answer and checks its status and that its domain contract reads it. */
async function answer(res: Response, status: number, schema: { parse: (v: unknown) => unknown }) {
  expect(res.status).toBe(status);
  const body: unknown = await res.json();
  expect(() => schema.parse(body)).not.toThrow();
  return body;
}

describe.each(testDatabases())('API contracts from the domain on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let learner: SignedInClient;
  let learnerId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInClient({ role: 'admin' });
    learner = await t.signedInClient();
    learnerId = learner.user.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the gamification routes in their domain shapes', async () => {
    const adjusted = await admin.post(`/api/admin/users/${learnerId}/xp`, { points: 40, reason: 'Contract check' });
    expect(XpAdjustmentAnswerSchema.parse(await answer(adjusted, 200, XpAdjustmentAnswerSchema))).toMatchObject({ created: true, points: 40 });
    expect(PointsSummarySchema.parse(await answer(await learner.get('/api/me/points'), 200, PointsSummarySchema)).points).toBe(40);
    const ledger = LedgerPageSchema.parse(await answer(await learner.get('/api/me/ledger'), 200, LedgerPageSchema));
    expect(ledger.entries.map((e) => [e.points, e.reason])).toEqual([[40, 'Contract check']]);
    await answer(await learner.get('/api/me/badges'), 200, MyBadgesSchema);
    const xp = AdminUserXpSchema.parse(await answer(await admin.get(`/api/admin/users/${learnerId}/xp`), 200, AdminUserXpSchema));
    expect(xp.entries).toHaveLength(1);
    await answer(await admin.get('/api/admin/badges'), 200, AdminBadgeListSchema);
    await answer(await admin.get('/api/admin/settings'), 200, SettingsAnswerSchema);
    await answer(await new Client(t.url).get('/api/public-config'), 200, PublicConfigSchema);
  });

  it('gives a public profile no credential id, only what its contract names', async () => {
    const body = PublicProfileSchema.parse(await answer(await new Client(t.url).get(`/api/users/${learnerId}/profile`), 200, PublicProfileSchema));
    expect(body.id).toBe(learnerId);
    for (const badge of body.badges) expect(badge).not.toHaveProperty('credentialId');
  });

  it('answers every refusal and bad input with the one error body', async () => {
    const bodies = [
      await answer(await new Client(t.url).get('/api/me/ledger'), 401, ApiErrorBodySchema),
      await answer(await learner.get(`/api/admin/users/${learnerId}/xp`), 403, ApiErrorBodySchema),
      await answer(await new Client(t.url).get('/api/users/no-such-learner/profile'), 404, ApiErrorBodySchema),
      await answer(await learner.get('/api/me/ledger?page=0'), 400, ApiErrorBodySchema),
    ];
    expect(bodies.map((b) => ApiErrorBodySchema.parse(b).error.code)).toEqual(['unauthenticated', 'permission-denied', 'not-found', 'invalid-argument']);
  });
});
