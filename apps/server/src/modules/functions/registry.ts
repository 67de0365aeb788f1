import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';

/** What a callable function receives: the request's `data`, and the caller (null when anonymous). */
export interface CallableContext {
  data: unknown;
  user: UserRow | null;
  app: FastifyInstance;
  request: FastifyRequest;
}

/** A function served under `/functions/{name}` (the callable protocol). */
export interface CallableFunction {
  name: string;
  /** Answers 401 UNAUTHENTICATED before the handler runs when nobody is signed in. */
  requiresAuth: boolean;
  /** Resolves with the JSON result; throws an AppError for a protocol error. */
  handler(ctx: CallableContext): Promise<unknown>;
}
