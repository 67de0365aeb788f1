import type { Server } from 'node:http';
import { addDays, ssoProviderId } from '@lv/domain';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import {
  Client,
  freePort,
  startTestApp,
  type SignedInClient,
  type TestApp,
} from '../../test/harness';
import {
  SSO_NO_SEAT_MESSAGE,
  SSO_OTHER_ORG_MESSAGE,
  checkSsoSignIn,
  provisionSsoMember,
} from './sso';

/*
 * An organisation's own provider (ADR 038), against a real OpenID provider on 127.0.0.1 (the
 * e2e suite's oidc-provider): who may set it, the platform admin's confirmation of its domains,
 * the sign-in screen's lookup by email, and the seat and domain checks made at the callback.
 */
describe.each(testDatabases())(
  'an organisation signing in through its own provider on %s',
  (kind) => {
    let t: TestApp;
    let idp: Server;
    let issuer: string;
    let admin: SignedInClient;
    const a = {} as { id: string; owner: SignedInClient; member: SignedInClient };
    const b = {} as { id: string; owner: SignedInClient };

    async function organisation(name: string, seats: number, ref: string) {
      const owner = await t.signedInClient({ name: 'Owner Person' });
      const res = await admin.post('/api/admin/organisations', {
        name,
        country: 'KE',
        defaultLocale: 'en',
        timeZone: 'Africa/Nairobi',
        ownerEmail: owner.user.email,
      });
      const id = ((await res.json()) as { organisation: { id: string } }).organisation.id;
      const today = new Date().toISOString().slice(0, 10);
      const grant = await admin.post(`/api/admin/organisations/${id}/seat-grants`, {
        seats,
        startsOn: addDays(today, -1),
        endsOn: addDays(today, 200),
        invoiceRef: ref,
      });
      expect(grant.status).toBe(201);
      return { id, owner };
    }

    beforeAll(async () => {
      const port = await freePort();
      issuer = `http://127.0.0.1:${port}`;
      t = await startTestApp(kind, { SSO_PRIVATE_ORIGINS: issuer });
      admin = await t.signedInClient({ role: 'admin' });
      Object.assign(a, await organisation('Acme Kenya', 1, 'ACME-1'));
      Object.assign(b, await organisation('Baobab Bank', 5, 'BAOBAB-1'));
      a.member = await t.signedInClient({ name: 'Plain Learner' });
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: 'leadvillage',
            client_secret: 'acme-secret',
            redirect_uris: [`${t.url}/api/auth/sso/callback/${ssoProviderId(a.id)}`],
            token_endpoint_auth_method: 'client_secret_post',
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
      });
      idp = provider.listen(port, '127.0.0.1');
      await new Promise<void>((resolve) => idp.once('listening', () => resolve()));
    }, 120_000);
    afterAll(async () => {
      await new Promise((resolve) => idp?.close(resolve));
      await t?.close();
    });

    const setting = () => ({
      issuer,
      clientId: 'leadvillage',
      clientSecret: 'acme-secret',
      domains: ['acme.co.ke'],
    });

    it('the owner sets it (read from its discovery document); the secret never comes back', async () => {
      const res = await a.owner.request('PUT', `/api/orgs/${a.id}/sso`, setting());
      const text = await res.text();
      expect(res.status, text).toBe(200);
      expect(text).not.toContain('acme-secret');
      expect(JSON.parse(text)).toMatchObject({
        provider: {
          issuer,
          clientId: 'leadvillage',
          domains: ['acme.co.ke'],
          domainsVerified: false,
          redirectUri: `${t.app.config.publicUrl}/api/auth/sso/callback/${ssoProviderId(a.id)}`,
        },
      });
      const stored = await t.app.db.kysely
        .selectFrom('ssoProvider')
        .selectAll()
        .where('organizationId', '=', a.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.oidcConfig!)).toMatchObject({
        tokenEndpoint: `${issuer}/token`,
        pkce: true,
      });
    });

    it('a member, another organisation and a public mail domain are refused', async () => {
      expect((await a.member.request('PUT', `/api/orgs/${a.id}/sso`, setting())).status).toBe(404);
      expect((await b.owner.request('GET', `/api/orgs/${a.id}/sso`)).status).toBe(404);
      expect((await b.owner.request('PUT', `/api/orgs/${a.id}/sso`, setting())).status).toBe(404);
      const taken = await b.owner.request('PUT', `/api/orgs/${b.id}/sso`, setting());
      expect(taken.status).toBe(409);
      expect(await taken.text()).toContain(
        'acme.co.ke is already the email domain of another organisation.',
      );
      const gmail = await b.owner.request('PUT', `/api/orgs/${b.id}/sso`, {
        ...setting(),
        domains: ['gmail.com'],
      });
      expect(gmail.status).toBe(400);
    });

    it("the plugin's own provider routes are closed", async () => {
      for (const path of [
        '/api/auth/sso/register',
        '/api/auth/sso/update-provider',
        '/api/auth/sso/delete-provider',
      ])
        expect(
          (await a.owner.post(path, { providerId: 'x', issuer, domain: 'evil.test' })).status,
        ).toBe(404);
      expect((await a.owner.get('/api/auth/sso/providers')).status).toBe(404);
    });

    it('sign-in waits for a platform admin to confirm the domains, then sends the person to the provider', async () => {
      const before = await new Client(t.url).post('/api/auth/sign-in/sso', {
        email: 'amina@acme.co.ke',
      });
      expect(before.status).toBe(404);
      expect(await before.text()).toContain('No organisation signs in with that email domain.');
      expect((await a.owner.post(`/api/admin/organisations/${a.id}/sso/verify`, {})).status).toBe(
        403,
      );
      const verified = await admin.post(`/api/admin/organisations/${a.id}/sso/verify`, {});
      expect(verified.status).toBe(200);
      expect(await verified.json()).toMatchObject({ provider: { domainsVerified: true } });

      const res = await new Client(t.url).post('/api/auth/sign-in/sso', {
        email: 'Amina@it.acme.co.ke',
        providerId: 'someone-else',
        callbackURL: '/',
      });
      expect(res.status).toBe(200);
      const url = new URL(((await res.json()) as { url: string }).url);
      expect(url.origin).toBe(issuer);
      expect(url.searchParams.get('client_id')).toBe('leadvillage');
      expect(url.searchParams.get('redirect_uri')).toBe(
        `${t.app.config.publicUrl}/api/auth/sso/callback/${ssoProviderId(a.id)}`,
      );
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('login_hint')).toBe('amina@it.acme.co.ke');
      // Another domain is not sent to Acme's provider.
      const other = await new Client(t.url).post('/api/auth/sign-in/sso', {
        email: 'amina@acme.com',
      });
      expect(other.status).toBe(404);
    });

    it("the provider of A signs in only A's domains, never someone of B, and takes a seat through the locked path", async () => {
      const k = t.app.db.kysely;
      const pid = ssoProviderId(a.id);
      await expect(checkSsoSignIn(k, pid, 'bob@baobab.example', null)).rejects.toThrow(
        "This provider may only sign in addresses of its organisation's own email domains.",
      );
      await expect(checkSsoSignIn(k, pid, b.owner.user.email, b.owner.user.id)).rejects.toThrow();
      // A member of B with an address of A's domain is still refused: one organisation per person.
      const inB = await t.makeUser({ email: `x${Date.now()}@acme.co.ke` });
      await k
        .insertInto('organisation_members')
        .values({ userId: inB.id, organisationId: b.id, role: 'member', joinedAt: Date.now() })
        .execute();
      await expect(checkSsoSignIn(k, pid, inB.email, inB.id)).rejects.toThrow(
        SSO_OTHER_ORG_MESSAGE,
      );
      await expect(provisionSsoMember(t.app.db, pid, inB)).rejects.toThrow(SSO_OTHER_ORG_MESSAGE);

      // Acme has one seat: the first person takes it, twice over changes nothing, the next is refused.
      const first = await t.makeUser({ email: `first${Date.now()}@acme.co.ke` });
      await checkSsoSignIn(k, pid, first.email, first.id);
      await provisionSsoMember(t.app.db, pid, first);
      await provisionSsoMember(t.app.db, pid, first);
      const member = await k
        .selectFrom('organisation_members')
        .selectAll()
        .where('userId', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(member).toMatchObject({ organisationId: a.id, role: 'member' });
      const second = await t.makeUser({ email: `second${Date.now()}@acme.co.ke` });
      await expect(checkSsoSignIn(k, pid, second.email, null)).rejects.toThrow(SSO_NO_SEAT_MESSAGE);
      await expect(provisionSsoMember(t.app.db, pid, second)).rejects.toThrow(SSO_NO_SEAT_MESSAGE);
      expect(
        await k
          .selectFrom('organisation_members')
          .select('userId')
          .where('userId', '=', second.id)
          .execute(),
      ).toEqual([]);
    });

    it('removing the provider turns the sign-in off', async () => {
      expect((await a.owner.request('DELETE', `/api/orgs/${a.id}/sso`)).status).toBe(204);
      const res = await new Client(t.url).post('/api/auth/sign-in/sso', {
        email: 'amina@acme.co.ke',
      });
      expect(res.status).toBe(404);
    });
  },
);
