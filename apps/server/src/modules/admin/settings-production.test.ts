import {
  DEFAULT_CALENDAR_PAGE_URL,
  DEFAULT_CUSTOM_JOURNEY_BOOKING_URL,
  SHIPPED_EXAMPLE_MESSAGE,
} from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolveHost } from '../../lib/outbound-url';
import { type Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { warnOfSettingsToSet } from './settings-service';

const resolve: ResolveHost = async () => ['93.184.216.34'];

interface Answer {
  settings: Record<string, unknown>;
  mustSet: string[];
}

/** The booking addresses the product ships with are an example: production says so and refuses them as new values. */
describe.each(testDatabases())('the shipped example addresses in production on %s', (kind) => {
  let t: TestApp;
  let ac: Client;
  beforeAll(async () => {
    t = await startTestApp(kind, { NODE_ENV: 'production' }, { resolveHost: resolve });
    ac = await t.signedInClient({ role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('warns at start-up and tells the admin settings that both must be set', async () => {
    await warnOfSettingsToSet(t.app);
    const warning = t.logs
      .map((line) => JSON.parse(line) as { level: number; msg: string; settings?: string[] })
      .find((l) => l.msg.includes('must be set'));
    expect(warning).toMatchObject({
      level: 40,
      settings: ['calendarPageUrl', 'customJourneyBookingUrl'],
    });
    expect(warning?.msg).toContain('leadvillage.africa');
    const answer = (await (await ac.get('/api/admin/settings')).json()) as Answer;
    expect(answer.mustSet).toEqual(['calendarPageUrl', 'customJourneyBookingUrl']);
  });

  it('refuses a new address on the shipped example host, changes nothing, and still saves other settings beside the default', async () => {
    const refused = await ac.request('PATCH', '/api/admin/settings', {
      calendarPageUrl: 'https://leadvillage.africa/book/other',
      customJourneyBookingUrl: 'https://www.leadvillage.africa/x',
    });
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      calendarPageUrl: SHIPPED_EXAMPLE_MESSAGE,
      customJourneyBookingUrl: SHIPPED_EXAMPLE_MESSAGE,
    });
    const after = (await (await ac.get('/api/admin/settings')).json()) as Answer;
    expect(after.settings).toMatchObject({
      calendarPageUrl: DEFAULT_CALENDAR_PAGE_URL,
      customJourneyBookingUrl: DEFAULT_CUSTOM_JOURNEY_BOOKING_URL,
    });

    // The form sends every field: the untouched default does not block another change.
    const other = await ac.request('PATCH', '/api/admin/settings', {
      ...after.settings,
      siteName: 'Village Leaders',
    });
    expect(other.status).toBe(200);
    expect(((await other.json()) as Answer).mustSet).toEqual([
      'calendarPageUrl',
      'customJourneyBookingUrl',
    ]);
  });

  it('takes the operator’s own addresses, and then nothing must be set', async () => {
    const res = await ac.request('PATCH', '/api/admin/settings', {
      calendarPageUrl: 'https://cal.example.org/pathfinder',
      customJourneyBookingUrl: 'https://cal.example.org/custom',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Answer).mustSet).toEqual([]);
    const before = t.logs.length;
    await warnOfSettingsToSet(t.app);
    expect(t.logs.slice(before).some((l) => l.includes('must be set'))).toBe(false);
  });
});

describe('the shipped example addresses outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {}, { resolveHost: resolve });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are the working defaults of a laptop: accepted, nothing to set', async () => {
    const ac = await t.signedInClient({ role: 'admin' });
    const res = await ac.request('PATCH', '/api/admin/settings', {
      calendarPageUrl: 'https://leadvillage.africa/book/other',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Answer).mustSet).toEqual([]);
  });
});
