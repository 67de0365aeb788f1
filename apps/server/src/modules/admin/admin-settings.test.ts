import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolveHost } from '../../lib/outbound-url';
import { type Client, startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';

/** DNS for the tests: no network, fixed answers. */
const FAKE_DNS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.216.34'],
  'internal-hooks.example.com': ['10.1.2.3'],
  'sneaky.example.com': ['93.184.216.34', '169.254.169.254'],
  'v6-loopback.example.com': ['::1'],
};
const fakeResolve: ResolveHost = async (host) => {
  const answer = FAKE_DNS[host];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return answer;
};

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe.each(testDatabases())('admin settings API on %s', (kind) => {
  let t: TestApp;
  let admin: { id: string; email: string; password: string };
  let ac: Client;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { resolveHost: fakeResolve });
    admin = await t.makeUser({ role: 'admin', name: 'Ada Admin' });
    ac = await t.signedInClient({ user: admin });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows settings with secrets only as configured or not', async () => {
    const res = await ac.get('/api/admin/settings');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { settings: Record<string, unknown>; secrets: Array<{ id: string; configured: boolean }>; allowPrivateWebhooks: boolean };
    expect(body.settings).toMatchObject({ siteName: 'LeadVillage', bookingWebhookUrl: null });
    expect(body.secrets.find((s) => s.id === 'SMTP_URL')).toMatchObject({ configured: false });
    expect(body.allowPrivateWebhooks).toBe(false);
    expect(JSON.stringify(body)).not.toContain(t.config.authSecret);
  });

  it('saves settings with zod messages and one audit row', async () => {
    const bad = await ac.request('PATCH', '/api/admin/settings', { salesEmail: 'nope', plans: { individual: { name: 'I', tier: 'individual_paid', amount: 10, currency: 'usd' }, corporate: { name: 'C', tier: 'corporate_leader', amount: 100, currency: 'usd' } } });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as ErrorAnswer).error.fields ?? {};
    expect(fields.salesEmail).toBe('Please enter a valid email address');
    expect(fields['plans.individual.amount']).toBe('The amount must be at least 50 cents');
    expect((await ac.request('PATCH', '/api/admin/settings', { secondLeaderName: 'Amara' })).status).toBe(400);
    expect((await ac.request('PATCH', '/api/admin/settings', { unknownSetting: 1 })).status).toBe(400);

    const ok = await ac.request('PATCH', '/api/admin/settings', { firstLeaderName: 'Ngozi', salesEmail: 'team@leadvillage.africa', siteName: 'LeadVillage' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { settings: Record<string, unknown> }).settings).toMatchObject({ firstLeaderName: 'Ngozi' });
    const rows = await t.app.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'settings.update').execute();
    expect(rows).toHaveLength(1);
    // siteName did not change, so it is not in the record.
    expect(JSON.parse(rows[0]!.details)).toEqual({
      changes: { firstLeaderName: { from: 'Amara', to: 'Ngozi' }, salesEmail: { from: 'sales@leadvillage.africa', to: 'team@leadvillage.africa' } },
    });
    const pub = (await (await fetch(`${t.url}/api/public-config`)).json()) as { settings: Record<string, unknown> };
    expect(pub.settings.firstLeaderName).toBe('Ngozi');
  });

  it('saves local prices as whole subunits (XOF francs × 100), audited', async () => {
    const current = ((await (await ac.get('/api/admin/settings')).json()) as { settings: { localPrices: Record<string, Record<string, number>> } }).settings.localPrices;
    const bad = await ac.request('PATCH', '/api/admin/settings', { localPrices: { ...current, individual: { ...current.individual, XOF: 3_000_050, GHS: 0 } } });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as ErrorAnswer).error.fields ?? {};
    expect(fields).toMatchObject({ 'localPrices.individual.XOF': 'XOF has no subunit: enter francs × 100', 'localPrices.individual.GHS': 'The amount must be more than 0' });
    const next = { ...current, individual: { ...current.individual, GHS: 80_000 } };
    expect((await ac.request('PATCH', '/api/admin/settings', { localPrices: next })).status).toBe(200);
    const rows = await t.app.db.kysely.selectFrom('audit_log').select('details').where('action', '=', 'settings.update').orderBy('createdAt', 'desc').execute();
    expect(JSON.parse(rows[0]!.details)).toEqual({ changes: { localPrices: { from: current, to: next } } });
    expect(((await (await fetch(`${t.url}/api/public-config`)).json()) as { settings: { localPrices: unknown } }).settings.localPrices).toEqual(next);
    expect((await ac.request('PATCH', '/api/admin/settings', { localPrices: current })).status).toBe(200);
  });

  it.each([
    ['http://hooks.example.com/booking', 'Must be an https:// address'],
    ['https://127.0.0.1/hook', 'Must be a public internet address'],
    ['https://127.1/hook', 'Must be a public internet address'],
    ['https://[::1]/hook', 'Must be a public internet address'],
    ['https://10.0.0.8/hook', 'Must be a public internet address'],
    ['https://169.254.169.254/latest/meta-data', 'Must be a public internet address'],
    ['https://internal-hooks.example.com/hook', 'This address points into a private network, which is not allowed'],
    ['https://sneaky.example.com/hook', 'This address is a cloud metadata service, which is not allowed'],
    ['https://v6-loopback.example.com/hook', 'This address points at this server (loopback), which is not allowed'],
    ['https://nowhere.example.com/hook', 'This address does not resolve: check the host name'],
  ])('refuses the webhook %s (SSRF) and stores nothing', async (url, message) => {
    const res = await ac.request('PATCH', '/api/admin/settings', { bookingWebhookUrl: url });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.fields?.bookingWebhookUrl).toBe(message);
    const stored = await t.app.db.kysely.selectFrom('settings').select('key').where('key', '=', 'bookingWebhookUrl').execute();
    expect(stored).toHaveLength(0);
  });

  it('accepts a webhook whose host resolves to public addresses, and clears it', async () => {
    const res = await ac.request('PATCH', '/api/admin/settings', { bookingWebhookUrl: 'https://hooks.example.com/booking' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { settings: Record<string, unknown> }).settings.bookingWebhookUrl).toBe('https://hooks.example.com/booking');
    const cleared = await ac.request('PATCH', '/api/admin/settings', { bookingWebhookUrl: null });
    expect(((await cleared.json()) as { settings: Record<string, unknown> }).settings.bookingWebhookUrl).toBeNull();
  });
});

describe('ALLOW_PRIVATE_WEBHOOKS=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { ALLOW_PRIVATE_WEBHOOKS: '1' }, { resolveHost: fakeResolve });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets the webhook resolve to a private address, still https only', async () => {
    const admin = await t.makeUser({ role: 'admin' });
    const ac = await t.signedInClient({ user: admin });
    expect((await ac.request('PATCH', '/api/admin/settings', { bookingWebhookUrl: 'https://internal-hooks.example.com/hook' })).status).toBe(200);
    expect((await ac.request('PATCH', '/api/admin/settings', { bookingWebhookUrl: 'http://hooks.example.com/hook' })).status).toBe(400);
  });
});
