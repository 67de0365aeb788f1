import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { createAccount } from '../seed';
import { createTestDatabase, type TestDatabase, type TestDbKind } from './databases';
import { factories } from './factories';

/** A free TCP port on loopback (so PUBLIC_URL can be known before the app is built). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  url: string;
  db: TestDatabase;
  /** Every log line the server wrote, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
  /** A verified email+password account made directly (factories). */
  makeUser(opts?: Partial<{ name: string; email: string; password: string; role: 'learner' | 'admin'; membershipStatus: 'free' | 'paid' }>): Promise<{ id: string; email: string; password: string }>;
  /**
   * A client signed in over HTTP: as `user` when given, else as a new account with this role and
   * membership (a free learner by default). Throws when the sign-in is refused.
   */
  signedInClient(opts?: SignedInOptions): Promise<SignedInClient>;
  /** Posts, villages, impact entries, leads and badges written through the repositories (test/factories.ts). */
  make: ReturnType<typeof factories>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export interface SignedInOptions {
  /** Sign in as this account instead of making one. */
  user?: TestUser;
  role?: 'learner' | 'admin';
  membership?: 'free' | 'paid';
  name?: string;
  /** Another base URL (a second server process on the same database). */
  url?: string;
}

let counter = 0;

/** Builds the real app on a fresh migrated database and listens on a real port. */
export async function startTestApp(
  kind: TestDbKind,
  env: Record<string, string> = {},
  build: Pick<BuildOptions, 'extraFunctions' | 'resolveHost'> & { extraRoutes?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const db = await createTestDatabase(kind);
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    AUTH_RATE_LIMIT: 'false',
    // Every test calls from 127.0.0.1; the limit itself is tested with a small value.
    FUNCTIONS_RATE_LIMIT: '100000',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    ...env,
  });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString('utf8'));
      cb();
    },
  });
  const { extraRoutes, ...options } = build;
  const app = await buildApp(config, { logStream: stream, ...options });
  // Routes a test adds beside the product's own (e.g. a level no product route uses yet).
  extraRoutes?.(app);
  await app.listen({ port, host: '127.0.0.1' });
  const t: TestApp = {
    app,
    config,
    url: config.publicUrl,
    db,
    logs,
    async close() {
      const closing = app.close();
      // A socket a test left open (a fetch whose body it never read) would hold close() until the
      // server's own timeouts (a fresh-clone CI run on a busy machine timed out an afterAll at 60 s).
      app.server.closeAllConnections();
      await closing;
      await db.drop();
    },
    async makeUser(opts = {}) {
      counter += 1;
      const email = opts.email ?? `user${counter}.${Date.now()}@example.test`;
      const password = opts.password ?? 'correct horse battery';
      const id = await createAccount(app, { name: opts.name ?? `Test User ${counter}`, email, password, role: opts.role ?? 'learner', membershipStatus: opts.membershipStatus ?? 'free' });
      return { id, email, password };
    },
    async signedInClient(opts = {}) {
      const user =
        opts.user ??
        (await t.makeUser({
          role: opts.role ?? 'learner',
          membershipStatus: opts.membership ?? 'free',
          ...(opts.name !== undefined ? { name: opts.name } : {}),
        }));
      const client = new SignedInClient(opts.url ?? config.publicUrl, user);
      const res = await client.signIn(user.email, user.password);
      if (res.status !== 200) throw new Error(`sign-in as ${user.email} answered ${res.status}: ${await res.text()}`);
      return client;
    },
    make: factories(app.db),
  };
  return t;
}

/** A tiny browser: keeps cookies, sends our Origin on writes, never follows redirects. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
    const h: Record<string, string> = { origin: this.base, ...this.extraHeaders, ...headers };
    const cookie = this.cookieHeader();
    if (cookie) h.cookie = cookie;
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await fetch(new URL(path, this.base), {
      method,
      headers: h,
      redirect: 'manual',
      ...(signal ? { signal } : {}),
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    this.keepCookies(res);
    return res;
  }
  /** Takes an answer's cookies as a browser would (set, replaced, or removed when emptied or expired). */
  keepCookies(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  /** The Cookie header the client would send, or undefined without cookies. */
  cookieHeader(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }
  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
  async signIn(email: string, password: string): Promise<Response> {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

/** A Client signed in as `user` (TestApp.signedInClient). */
export class SignedInClient extends Client {
  constructor(
    base: string,
    readonly user: TestUser,
  ) {
    super(base);
  }
}

/**
 * Waits until the mail job has sent every queued mail (none queued or being sent; a deferred one
 * waits for its address's window and is not waited for). Mail leaves in a job, after the request.
 */
export async function mailSettled(t: Pick<TestApp, 'app'>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const busy = await t.app.db.kysely.selectFrom('mail_deliveries').select('id').where('state', 'in', ['queued', 'sending']).executeTakeFirst();
    if (!busy) return;
    if (Date.now() > end) throw new Error('queued mail was not sent in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The newest dev-outbox mail to an address, read straight from the database (once queued mail is sent). */
export async function lastMailTo(t: TestApp, to: string) {
  await mailSettled(t);
  return t.app.db.kysely.selectFrom('dev_outbox').selectAll().where('to', '=', to).orderBy('createdAt', 'desc').executeTakeFirst();
}

/** The first http(s) link in a mail's text. */
export function linkIn(text: string): string {
  const m = text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in mail: ${text}`);
  return m[0];
}
