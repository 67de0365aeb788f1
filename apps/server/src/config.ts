import { randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadGeneratedIssuerKey, parseIssuerKey } from './lib/issuer-key';
import { privateDataFolder, SQLITE_FILE } from './lib/private-files';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Every environment variable the server reads, parsed once at start-up. */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    AUTH_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** The Open Badges issuer's Ed25519 private key (a JWK); parsed into a KeyObject so it never prints. */
    OB_ISSUER_KEY: optionalString.pipe(
      z
        .string()
        .transform((v, ctx) => {
          try {
            return parseIssuerKey(v);
          } catch (err) {
            ctx.addIssue({ code: 'custom', message: (err as Error).message });
            return z.NEVER;
          }
        })
        .optional(),
    ),
    TRUST_PROXY: bool.default(false),
    AUTH_RATE_LIMIT: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty` (readable lines, colours) or `json` (one JSON object a line); unset: pretty on a terminal. */
    LOG_FORMAT: optionalString.pipe(z.enum(['pretty', 'json']).optional()),
    SMTP_URL: optionalString.pipe(
      z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    ),
    MAIL_FROM: z.string().default('LeadVillage <no-reply@leadvillage.local>'),
    /** Unset: on exactly when PUBLIC_URL is not https (a laptop, a trial), see `seedDemo` below. */
    SEED_DEMO: bool.optional(),
    WEB_DIST: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    MICROSOFT_CLIENT_ID: optionalString,
    MICROSOFT_CLIENT_SECRET: optionalString,
    MICROSOFT_TENANT_ID: optionalString,
    LINKEDIN_CLIENT_ID: optionalString,
    LINKEDIN_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: optionalString.pipe(z.url().optional()),
    // Origins of organisations' identity providers on a private network (a company VPN), which
    // the SSO plugin otherwise refuses to call (ADR 038); comma-separated.
    SSO_PRIVATE_ORIGINS: optionalString,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_LABEL: z.string().default('Single sign-on'),
    STRIPE_SECRET_KEY: optionalString.pipe(z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_').optional()),
    STRIPE_PUBLISHABLE_KEY: optionalString.pipe(z.string().regex(/^pk_/, 'must start with pk_').optional()),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(z.string().regex(/^whsec_/, 'must start with whsec_').optional()),
    // Where the Stripe SDK sends its API calls; only tests and local mocks change these.
    STRIPE_API_HOST: optionalString,
    STRIPE_API_PORT: optionalString.pipe(z.string().regex(/^\d{1,5}$/, 'must be a port number').transform(Number).optional()),
    STRIPE_API_PROTOCOL: optionalString.pipe(z.enum(['http', 'https']).optional()),
    /** Paystack (local currencies, ADR 019): the secret key calls its API and checks its webhook signatures. */
    PAYSTACK_SECRET_KEY: optionalString.pipe(z.string().regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_').optional()),
    // Where the Paystack API is; only tests and local stand-ins change it.
    PAYSTACK_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()).transform((v) => (v ?? 'https://api.paystack.co').replace(/\/+$/, '')),
    /** Lets the booking relay deliver to http:// and loopback/private addresses (tests, local development only). */
    ALLOW_PRIVATE_WEBHOOKS: bool.default(false),
    /** The booking relay's first retry delay; later retries double it (capped at 1 hour). */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
    /** The mail job's first retry delay; later retries double it (capped at 1 hour, 12 sends in all). */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    /** Pathfinder bookings (and lead saves) accepted per client address per 10 minutes. */
    BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Forum posts, and separately comments, a learner may write per minute. */
    FORUM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Certificate verifications (page or JSON) per client address per minute. */
    VERIFY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Callable-function calls (`/functions/*`) per client address per minute. */
    FUNCTIONS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Worker threads for CPU-heavy work (PDFs, lib/cpu-pool.ts); unset: one per core, at most 4. */
    CPU_THREADS: z.coerce.number().int().min(1).max(16).optional(),
    /** How long a PDF may take, waiting included, before it is abandoned and the request answered 503. */
    CPU_TASK_TIME_LIMIT_MS: z.coerce.number().int().min(10).max(120_000).default(30_000),
  })
  .superRefine((env, ctx) => {
    const pairs = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
      ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
      ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    ] as const;
    for (const [id, secret] of pairs) {
      if (Boolean(env[id]) !== Boolean(env[secret])) {
        ctx.addIssue({ code: 'custom', path: [env[id] ? secret : id], message: `is required when ${env[id] ? id : secret} is set` });
      }
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${env.STRIPE_SECRET_KEY ? 'STRIPE_SECRET_KEY' : 'STRIPE_PUBLISHABLE_KEY'} is set` });
    }
    if (env.OIDC_CLIENT_ID && !env.OIDC_ISSUER) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'is required when OIDC_CLIENT_ID is set' });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  /** The origin the product is served from, as browsers see it. */
  publicUrl: string;
  /** Origins whose cookie-authenticated writes are accepted (CSRF). */
  trustedOrigins: string[];
  dataDir: string;
  /** Whether AUTH_SECRET came from the environment or was generated into the data folder. */
  secretSource: 'environment' | 'generated';
  authSecret: string;
  /** Whether the Open Badges issuer key came from OB_ISSUER_KEY or was generated into the data folder. */
  issuerKeySource: 'environment' | 'generated';
  /** The Open Badges issuer's Ed25519 private key (a KeyObject: prints as `{}`). */
  issuerKey: KeyObject;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Whether an empty database gets the demo accounts: SEED_DEMO, else only without an https PUBLIC_URL. */
  seedDemo: boolean;
}

/** Thrown when the environment does not parse; the message names each variable and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parse the environment (throws ConfigError naming each bad variable). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return result.data;
}

/** Reads the session-signing secret from the data folder, generating it on first start. */
function loadGeneratedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The issuer key from the data folder; a damaged key file stops start-up like a bad variable. */
function generatedIssuerKey(dataDir: string): KeyObject {
  try {
    return loadGeneratedIssuerKey(dataDir);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${(err as Error).message}`);
  }
}

/** Where the data lives (the data folder and the database), without generating any secret. */
export function storageConfig(env: Env): Pick<Config, 'dataDir' | 'database'> {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    dataDir,
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'sqlite', file: path.join(dataDir, SQLITE_FILE) },
  };
}

/** Builds the whole server configuration from the environment. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const { dataDir, database } = storageConfig(env);
  // 0700, its secrets and database 0600 (lib/private-files.ts).
  privateDataFolder(dataDir);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  // With no PUBLIC_URL (a laptop), http://127.0.0.1 works as well as http://localhost; the Vite
  // dev server is trusted in development.
  const trustedOrigins = [
    publicUrl,
    ...(env.PUBLIC_URL ? [] : [`http://127.0.0.1:${env.PORT}`]),
    ...(env.NODE_ENV === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : []),
    ...(env.SSO_PRIVATE_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
  ];
  return {
    ...env,
    publicUrl,
    trustedOrigins: [...new Set(trustedOrigins)],
    dataDir,
    secretSource: env.AUTH_SECRET ? 'environment' : 'generated',
    authSecret: env.AUTH_SECRET ?? loadGeneratedSecret(dataDir),
    issuerKeySource: env.OB_ISSUER_KEY ? 'environment' : 'generated',
    issuerKey: env.OB_ISSUER_KEY ?? generatedIssuerKey(dataDir),
    database,
    // A public https install never gets demo accounts (their passwords are printed) unless asked.
    seedDemo: env.SEED_DEMO ?? !publicUrl.startsWith('https://'),
  };
}
