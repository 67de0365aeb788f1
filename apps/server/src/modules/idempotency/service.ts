import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REUSED_MESSAGE, IDEMPOTENT_REPLAYED_HEADER, IdempotencyKeySchema } from '@lv/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import * as repo from './repository';

/**
 * Replay-safe writes (docs/ARCHITECTURE.md): a write that carries an Idempotency-Key claims it in
 * its own transaction, before writing, and stores its answer there too. A replay finds the key
 * and answers the stored first result; under a race the primary key makes every other claim fail
 * (on PostgreSQL the losing insert waits for the winner's commit), so exactly one write happens.
 */

/** One keyed write: whose, which key, which route, and the fingerprint of what was asked. */
export interface IdempotentWrite {
  userId: string;
  key: string;
  scope: string;
  fingerprint: string;
}

/** A write's answer; `replayed` when it is the stored first answer of an earlier request. */
export interface Answer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/**
 * Thrown inside a write's transaction when its key turns out to be a replay: rolls the write (and
 * any award in it) back; the caller catches it and answers `answer`, the first result.
 */
export class ReplayFound<T> {
  constructor(readonly answer: Answer<T>) {}
}

/** JSON with object keys sorted at every depth, so equal requests give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The keyed write of a request whose route declares IdempotencyHeadersSchema, or null when the
 * client sent no key. The scope is the route (method and pattern); the fingerprint covers the
 * validated body and params, so a key sent again with anything else is told apart.
 */
export function idempotentWrite(request: FastifyRequest, userId: string): IdempotentWrite | null {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  // Parsed again (the route's schema did it already) so a route without the schema cannot store junk keys.
  const parsed = IdempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw errors.invalid('Please check the highlighted fields.', { [IDEMPOTENCY_KEY_HEADER]: parsed.error.issues[0]?.message ?? 'Invalid value' });
  const key = parsed.data;
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const fingerprint = createHash('sha256')
    .update(scope)
    .update('\n')
    .update(canonicalJson({ params: request.params, body: request.body }))
    .digest('hex');
  return { userId, key, scope, fingerprint };
}

function toAnswer<T>(write: IdempotentWrite, row: { scope: string; fingerprint: string; status: number | null; response: string | null }): Answer<T> {
  if (row.scope !== write.scope || row.fingerprint !== write.fingerprint) throw errors.conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  // The claim and its answer commit together, so a committed row always has both.
  if (row.status === null || row.response === null) throw errors.conflict('This request is still being processed. Try again in a moment.');
  return { status: row.status, body: JSON.parse(row.response) as T, replayed: true };
}

/** The first answer for this key, or null when the learner never sent it; 409 when it named another request. */
export async function firstAnswer<T>(db: Kysely<Database>, write: IdempotentWrite | null): Promise<Answer<T> | null> {
  if (!write) return null;
  const row = await repo.findKey(db, write.userId, write.key);
  return row ? toAnswer<T>(write, row) : null;
}

/**
 * Claims the key in the caller's transaction, before its write: null when this request may write
 * now; otherwise the first answer (409 when the key named another request). No key: always null.
 */
export async function claimKey<T>(trx: Kysely<Database>, write: IdempotentWrite | null, now: number): Promise<Answer<T> | null> {
  if (!write) return null;
  if (await repo.insertKeyOnce(trx, { userId: write.userId, key: write.key, scope: write.scope, fingerprint: write.fingerprint, createdAt: now })) return null;
  const row = await repo.findKey(trx, write.userId, write.key);
  if (!row) throw new Error('idempotency key vanished after a conflicting insert');
  return toAnswer<T>(write, row);
}

/** Stores the answer of the write that claimed the key (same transaction), and returns it. */
export async function rememberAnswer<T>(trx: Kysely<Database>, write: IdempotentWrite | null, status: number, body: T): Promise<Answer<T>> {
  if (write) await repo.storeAnswer(trx, write.userId, write.key, status, JSON.stringify(body));
  return { status, body, replayed: false };
}

/** Sends an answer; a replay says so in `Idempotent-Replayed: true`. */
export function sendAnswer<T>(reply: FastifyReply, answer: Answer<T>) {
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.status(answer.status).send(answer.body);
}
