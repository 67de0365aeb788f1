import { tmpdir } from 'node:os';
import path from 'node:path';

/** Fixed ports so the config, the launcher and every worker agree without sharing state. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const OIDC_PORT = E2E_PORT + 1;
/** A local stand-in for the Stripe API (the server's real stripe SDK is pointed at it). */
export const FAKE_STRIPE_PORT = E2E_PORT + 2;
/** A local stand-in for Paystack's API and checkout page (the server's Paystack client is pointed at it). */
export const FAKE_PAYSTACK_PORT = E2E_PORT + 3;
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'leadvillage-e2e';
export const OIDC_CLIENT_SECRET = 'e2e-client-secret-not-a-real-secret';
export const DATA_DIR = path.join(tmpdir(), `lv-e2e-${E2E_PORT}`);
export const DB_FILE = path.join(DATA_DIR, 'leadvillage.sqlite');
