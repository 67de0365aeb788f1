import Provider from 'oidc-provider';
import { BASE_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER, OIDC_PORT } from './env';

/** A real OpenID provider on 127.0.0.1 for the social sign-in test; any login name is accepted. */
export async function startOidcProvider() {
  const provider = new Provider(OIDC_ISSUER, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [`${BASE_URL}/api/auth/callback/oidc`],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: `${sub}@oidc.example.test`, email_verified: true, name: `OIDC ${sub}` };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
  });
  const server = provider.listen(OIDC_PORT, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return server;
}
