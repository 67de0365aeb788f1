import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/*
 * Replay-safe writes (docs/ARCHITECTURE.md "Replay-safe writes"). A client that may send a write
 * more than once (a retry after a lost answer, the offline queue after reconnecting) makes a UUID
 * for it and sends it in the `Idempotency-Key` header, the IETF httpapi draft's name. The server
 * keeps the key per learner with the first answer: the same key again answers that first result
 * and writes nothing more; the same key with another request answers 409.
 */

/** The request header, as Fastify sees it (lower case). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The answer header that marks a replayed first result (`true`). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** A client-made key: a UUID (any version), case-insensitive, stored lower case. */
export const IdempotencyKeySchema = lazySchema(() => z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.uuid({ error: 'The Idempotency-Key header must be a UUID' })));

/**
 * The headers of a replay-safe write: the key is optional (a client without a queue sends none).
 * Loose: the validated object replaces request.headers, so every other header must stay.
 */
export const IdempotencyHeadersSchema = lazySchema(() => z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() }));

/** The 409 message for a key sent again with a different request. */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Make a new key for each new write.';
