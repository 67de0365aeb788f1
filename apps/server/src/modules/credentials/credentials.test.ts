import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssuerProfileSchema, MULTIKEY_V1_CONTEXT, OB_V3_CONTEXT, VC_V2_CONTEXT } from '@lv/domain';
import { ISSUER_KEY_FILE } from '../../lib/issuer-key';
import { officialValidators } from '../../test/open-badges-standard';
import { startTestApp, type TestApp } from '../../test/harness';
import { testDatabases } from '../../test/databases';
import { awardXp } from '../gamification/service';
import { writeSettings } from '../settings/repository';
import { createDocumentLoader } from './document-loader';
import { verifyCredential } from './signing';

const schemas = officialValidators();
type Json = Record<string, unknown>;
type Credential = Json & { credentialSubject: Json & { achievement: Json & { criteria: Json } } };

describe.each(testDatabases())('Open Badges credentials on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A learner who unlocked Leadership Excellence the real way (5 peer mentoring awards), signed in. */
  async function learnerWithBadge(name = 'Adéwálé Ọ̀ṣọ́-Nkemelu') {
    const u = await t.makeUser({ name });
    for (let i = 0; i < 5; i++) await awardXp(t.app.db, t.app.points, { userId: u.id, action: 'peer_mentoring', idempotencyKey: `ob-${u.id}-${i}` });
    const client = await t.signedInClient({ user: u });
    const { badges } = (await (await client.get('/api/me/badges')).json()) as { badges: Array<{ id: string; credentialId?: string | null }> };
    const credentialId = badges.find((b) => b.id === 'leadership-excellence')?.credentialId;
    if (!credentialId) throw new Error('the unlocked badge has no credential id');
    return { ...u, name, client, credentialId, badges };
  }

  async function fetchCredential(credentialId: string) {
    const res = await fetch(`${t.url}/ob/badges/${credentialId}`, { headers: { origin: 'https://wallet.example' } });
    return { res, body: (await res.json()) as Credential };
  }

  async function issuerLoader() {
    const profile = IssuerProfileSchema.parse(await (await fetch(`${t.url}/ob/issuer`)).json());
    return createDocumentLoader([profile]);
  }

  it('answers a signed OpenBadgeCredential that validates against the official schema, readable from any origin', async () => {
    const l = await learnerWithBadge();
    const { res, body } = await fetchCredential(l.credentialId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const valid = schemas.credential(body);
    expect(schemas.credential.errors ?? []).toEqual([]);
    expect(valid).toBe(true);

    expect(body['@context']).toEqual([VC_V2_CONTEXT, OB_V3_CONTEXT]);
    expect(body.id).toBe(`${t.url}/ob/badges/${l.credentialId}`);
    expect(body.issuer).toEqual({ id: `${t.url}/ob/issuer`, type: ['Profile'], name: 'LeadVillage', url: t.url });
    const unlocked = await t.app.db.kysely.selectFrom('user_badges').select('unlockedAt').where('credentialId', '=', l.credentialId).executeTakeFirstOrThrow();
    expect(body.validFrom).toBe(new Date(Math.floor(Number(unlocked.unlockedAt) / 1000) * 1000).toISOString().replace('.000Z', 'Z'));
    expect(body.credentialSubject.name).toBe('Adéwálé Ọ̀ṣọ́-Nkemelu');
    expect(body.credentialSubject.achievement).toMatchObject({
      id: `${t.url}/ob/achievements/badges/leadership-excellence`,
      name: 'Leadership Excellence',
      description: 'Mentor peers in 5 sessions.',
      criteria: { narrative: 'Peer Mentoring 5 times.' },
    });
    // The holder is named, never by email, and the account id only appears hashed.
    const text = JSON.stringify(body);
    expect(text).not.toContain(l.email);
    expect(text).not.toContain(l.id);
    expect(body.credentialSubject.identifier).toEqual([{ type: 'IdentityObject', identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/), identityType: 'systemId', hashed: true, salt: l.credentialId }]);
  });

  it('fails the official schema without validFrom, without criteria, or with the contexts swapped', async () => {
    const { body } = await fetchCredential((await learnerWithBadge()).credentialId);
    expect(schemas.credential(body)).toBe(true);

    const { validFrom: _v, ...noValidFrom } = body;
    expect(schemas.credential(noValidFrom)).toBe(false);
    expect(schemas.credential.errors).toContainEqual(expect.objectContaining({ instancePath: '', params: { missingProperty: 'validFrom' } }));

    const { criteria: _c, ...achievement } = body.credentialSubject.achievement;
    expect(schemas.credential({ ...body, credentialSubject: { ...body.credentialSubject, achievement } })).toBe(false);
    expect(schemas.credential.errors).toContainEqual(expect.objectContaining({ instancePath: '/credentialSubject/achievement', params: { missingProperty: 'criteria' } }));

    expect(schemas.credential({ ...body, '@context': [OB_V3_CONTEXT, VC_V2_CONTEXT] })).toBe(false);
    expect(schemas.credential.errors?.map((e) => e.instancePath)).toEqual(expect.arrayContaining(['/@context/0', '/@context/1']));
  });

  it('verifies with the offline loader and the published issuer profile; one changed character fails', async () => {
    const { body } = await fetchCredential((await learnerWithBadge()).credentialId);
    const loader = await issuerLoader();
    expect(await verifyCredential(body, loader)).toEqual({ verified: true, errors: [] });

    const renamed = { ...body, credentialSubject: { ...body.credentialSubject, name: 'Adéwálé Ọ̀ṣọ́-Nkemelv' } };
    expect((await verifyCredential(renamed, loader)).verified).toBe(false);
    // The same change made in the JSON text, as a forger would.
    const text = JSON.stringify(body);
    const at = text.indexOf('Peer Mentoring 5 times');
    const forged = JSON.parse(`${text.slice(0, at)}Peer Mentoring 4 times${text.slice(at + 'Peer Mentoring 5 times'.length)}`) as Json;
    const result = await verifyCredential(forged, loader);
    expect(result.verified).toBe(false);
    expect(result.errors.join(' ')).toMatch(/Invalid signature/i);
  });

  it('signs the same credential to the same bytes, and again after the holder or the site is renamed', async () => {
    const l = await learnerWithBadge('Ama Owusu');
    const first = await fetchCredential(l.credentialId);
    const second = await fetchCredential(l.credentialId);
    expect(second.body).toEqual(first.body);
    await t.app.db.kysely.updateTable('users').set({ name: 'Ama Owusu-Mensah' }).where('id', '=', l.id).execute();
    const renamed = (await fetchCredential(l.credentialId)).body;
    expect(renamed.credentialSubject.name).toBe('Ama Owusu-Mensah');
    expect(await verifyCredential(renamed, await issuerLoader())).toEqual({ verified: true, errors: [] });

    // The issuer is named by the admin's site name setting, in the profile and in each credential.
    await writeSettings(t.app.db.kysely, { siteName: 'Kijiji Leaders' }, null, Date.now());
    try {
      const profile = (await (await fetch(`${t.url}/ob/issuer`)).json()) as Json;
      expect(profile.name).toBe('Kijiji Leaders');
      const resigned = (await fetchCredential(l.credentialId)).body;
      expect(resigned.issuer).toMatchObject({ name: 'Kijiji Leaders' });
      expect(await verifyCredential(resigned, await issuerLoader())).toEqual({ verified: true, errors: [] });
    } finally {
      await writeSettings(t.app.db.kysely, { siteName: 'LeadVillage' }, null, Date.now());
    }
  });

  it('publishes the issuer profile: valid against the official profile schema, the key as a Multikey, no private part', async () => {
    const res = await fetch(`${t.url}/ob/issuer`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const profile = (await res.json()) as Json & { verificationMethod: Json[] };
    expect(schemas.profile(profile)).toBe(true);
    expect(profile.verificationMethod).toEqual([{ id: `${t.url}/ob/issuer#key-1`, type: 'Multikey', controller: `${t.url}/ob/issuer`, publicKeyMultibase: expect.stringMatching(/^z6Mk/) }]);
    expect(profile.assertionMethod).toEqual([`${t.url}/ob/issuer#key-1`]);
    expect(JSON.stringify(profile)).not.toMatch(/secretKey|"d"|privateKey/);

    // The published key is the one in the data folder (mode 600); its private part is in no answer and no log line.
    const file = path.join(t.config.dataDir, ISSUER_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { d, x } = JSON.parse(readFileSync(file, 'utf8')) as { d: string; x: string };
    const published = await Ed25519Multikey.from({ '@context': MULTIKEY_V1_CONTEXT, ...profile.verificationMethod[0] });
    expect(Buffer.from(published.publicKey).toString('base64url')).toBe(x);
    const { body } = await fetchCredential((await learnerWithBadge()).credentialId);
    for (const text of [JSON.stringify(profile), JSON.stringify(body), t.logs.join('\n')]) expect(text).not.toContain(d);
  });

  it('answers the same 404 for malformed and unknown credential ids, and for an inactive holder', async () => {
    const l = await learnerWithBadge();
    const unknown = await fetch(`${t.url}/ob/badges/AAAAAAAAAAAAAAAAAAAAAA`);
    const malformed = await fetch(`${t.url}/ob/badges/1`);
    const longer = await fetch(`${t.url}/ob/badges/${l.credentialId}A`);
    expect([unknown.status, malformed.status, longer.status]).toEqual([404, 404, 404]);
    const shape = { error: { code: 'not-found', message: 'That credential was not found.' } };
    expect(await unknown.json()).toEqual(shape);
    expect(await malformed.json()).toEqual(shape);
    expect(await longer.json()).toEqual(shape);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');

    await t.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', l.id).execute();
    const hidden = await fetch(`${t.url}/ob/badges/${l.credentialId}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(shape);
  });

  it('gives credential ids to the holder only: not on the public profile, not for locked badges', async () => {
    const l = await learnerWithBadge();
    const locked = l.badges.filter((b) => b.id !== 'leadership-excellence');
    expect(locked.every((b) => b.credentialId === null)).toBe(true);
    const publicProfile = await (await fetch(`${t.url}/api/users/${l.id}/profile`)).text();
    expect(publicProfile).toContain('Leadership Excellence');
    expect(publicProfile).not.toContain(l.credentialId);
    expect(publicProfile).not.toContain('credentialId');
    // Random 128-bit ids: another learner's badge has another id.
    expect((await learnerWithBadge()).credentialId).not.toBe(l.credentialId);
  });

  it("answers each badge's Achievement at its id, and the security headers only stay loosened on /ob", async () => {
    const res = await fetch(`${t.url}/ob/achievements/badges/leadership-excellence`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
      id: `${t.url}/ob/achievements/badges/leadership-excellence`,
      type: ['Achievement'],
      achievementType: 'Badge',
      name: 'Leadership Excellence',
      description: 'Mentor peers in 5 sessions.',
      criteria: { narrative: 'Peer Mentoring 5 times.' },
    });
    expect((await fetch(`${t.url}/ob/achievements/badges/no-such-badge`)).status).toBe(404);
    const api = await fetch(`${t.url}/api/public-config`);
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
