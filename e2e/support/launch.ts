// Started by Playwright's webServer: a local OpenID provider and the real server on a fresh data folder.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakePaystackEnv, startFakePaystack } from '../../apps/server/src/test/fake-paystack';
import { fakeStripeEnv, startFakeStripe } from '../../apps/server/src/test/fake-stripe';
import { BASE_URL, DATA_DIR, E2E_PORT, FAKE_PAYSTACK_PORT, FAKE_STRIPE_PORT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER } from './env';
import { startOidcProvider } from './oidc-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
rmSync(DATA_DIR, { recursive: true, force: true });
mkdirSync(DATA_DIR, { recursive: true });

const oidc = await startOidcProvider();
const fakeStripe = await startFakeStripe({ port: FAKE_STRIPE_PORT });
const fakePaystack = await startFakePaystack({ port: FAKE_PAYSTACK_PORT });
// Its checkout page's Pay button sends the signed charge.success here, then redirects back.
fakePaystack.webhookUrl = `${BASE_URL}/api/paystack/webhook`;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE_URL,
    DATA_DIR,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    // Rate limits are covered by the server suite; here every test signs in from 127.0.0.1.
    AUTH_RATE_LIMIT: 'false',
    // The booking relay test posts to a local receiver that fails first: allow http and loopback,
    // retry fast, and let every test book from 127.0.0.1.
    ALLOW_PRIVATE_WEBHOOKS: '1',
    WEBHOOK_RETRY_BASE_MS: '200',
    BOOKING_RATE_LIMIT: '10000',
    FUNCTIONS_RATE_LIMIT: '10000',
    // The XSS spec writes its whole corpus as one learner.
    FORUM_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    OIDC_ISSUER,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    OIDC_LABEL: 'Company SSO',
    ...fakeStripeEnv(fakeStripe),
    ...fakePaystackEnv(fakePaystack),
  },
});
const stop = () => {
  server.kill('SIGTERM');
  oidc.close();
  void fakeStripe.close();
  void fakePaystack.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  oidc.close();
  void fakeStripe.close();
  void fakePaystack.close();
  process.exit(code ?? 0);
});
