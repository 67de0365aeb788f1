import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@lv/domain';
import { toAuthDate } from './lib/auth-date';
import { seedDemoActivity } from './seed-activity';
import { demoAccountLine, seedDemoOrganisation } from './seed-organisation';
import { seedDemoPodcast } from './seed-podcast';

interface DemoAccount {
  name: string;
  email: string;
  role: Role;
  membershipStatus: 'free' | 'paid';
  /** How long before the seed's `now` the account was made: before its first demo activity (seed-activity.ts). */
  joinedAgo: number;
}

const DAY = 86_400_000;

const DEMO_ACCOUNTS: DemoAccount[] = [
  { name: 'Ada Admin', email: 'admin@leadvillage.local', role: 'admin', membershipStatus: 'paid', joinedAgo: 30 * DAY },
  { name: 'Amina Okafor', email: 'amina@leadvillage.local', role: 'learner', membershipStatus: 'paid', joinedAgo: 25 * DAY },
  { name: 'Kofi Mensah', email: 'kofi@leadvillage.local', role: 'learner', membershipStatus: 'free', joinedAgo: 21 * DAY },
  { name: 'Zanele Dlamini', email: 'zanele@leadvillage.local', role: 'learner', membershipStatus: 'free', joinedAgo: 8 * DAY },
];

/** Creates one verified email+password account through Better Auth's own sign-up path. */
export async function createAccount(
  app: FastifyInstance,
  input: { name: string; email: string; password: string; role?: Role; membershipStatus?: 'free' | 'paid' },
): Promise<string> {
  const ctx = await app.auth.$context;
  const email = input.email.toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (existing) throw new Error(`An account for ${email} already exists.`);
  const user = await ctx.internalAdapter.createUser({ name: input.name, email, emailVerified: true }, { method: 'admin' });
  const hash = await ctx.password.hash(input.password);
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  // A new account has no session yet, so no signed-in-user cache holds it (db/identity.ts).
  await app.db.kysely
    .updateTable('users')
    .set({ role: input.role ?? 'learner', membershipStatus: input.membershipStatus ?? 'free' })
    .where('id', '=', user.id)
    .execute();
  return user.id;
}

/**
 * On an empty database, seeds the demo admin and learners, the demo organisation with its owner,
 * team leaders and members (seed-organisation.ts), printing every password once, the podcast's
 * two episodes (seed-podcast.ts), and the demo activity of seed-activity.ts: journeys under way,
 * a village, a forum thread.
 */
export async function seedDemoIfEmpty(app: FastifyInstance, now = Date.now()): Promise<boolean> {
  const { count } = await app.db.kysely
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  const lines: string[] = [];
  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const password = randomBytes(9).toString('base64url');
    const id = await createAccount(app, { ...account, password });
    // The account dates from before its seeded activity, so no XP, enrolment or post is older than its learner.
    const joined = toAuthDate(app.db.kysely, new Date(now - account.joinedAgo));
    await app.db.kysely.updateTable('users').set({ createdAt: joined, updatedAt: joined }).where('id', '=', id).execute();
    ids.set(account.email, id);
    lines.push(demoAccountLine(account.role, account.email, password));
  }
  try {
    // The demo organisation's accounts date from before its activity too.
    const orgAccount = async (input: { name: string; email: string; password: string }) => {
      const id = await createAccount(app, input);
      const joined = toAuthDate(app.db.kysely, new Date(now - 35 * DAY));
      await app.db.kysely.updateTable('users').set({ createdAt: joined, updatedAt: joined }).where('id', '=', id).execute();
      return id;
    };
    lines.push(...(await seedDemoOrganisation(app, orgAccount, ids.get('admin@leadvillage.local')!, now)));
  } catch (err) {
    app.log.error({ err }, 'the demo organisation could not be seeded');
  }
  try {
    await seedDemoPodcast(app.db.kysely, ids.get('admin@leadvillage.local')!, now);
  } catch (err) {
    app.log.error({ err }, 'the demo podcast could not be seeded');
  }
  // Printed once, to the console only (not the structured log): these are the only copies.
  process.stdout.write(
    `\nDemo accounts created (shown once; change or remove them before going live):\n${lines.join('\n')}\n\n`,
  );
  const id = (email: string) => ids.get(email)!;
  try {
    await seedDemoActivity(app, { amina: id('amina@leadvillage.local'), kofi: id('kofi@leadvillage.local'), zanele: id('zanele@leadvillage.local') }, now);
  } catch (err) {
    // The accounts (and their printed passwords) stay usable; the product works without demo activity.
    app.log.error({ err }, 'the demo activity could not be seeded');
  }
  return true;
}

/**
 * What a start does about demo content: with `seedDemo` (SEED_DEMO, else on exactly when PUBLIC_URL
 * is not https) an empty database gets it; without, nothing.
 */
export async function seedOnStart(app: FastifyInstance): Promise<boolean> {
  return app.config.seedDemo ? seedDemoIfEmpty(app) : false;
}
