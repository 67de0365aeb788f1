import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/*
 * Data rights (issue "Trust" item 7, ADR 037): a learner downloads their data and asks for their
 * account to be deleted. Deletion waits a cool-off; signing in again or pressing Cancel stops it.
 */

/** Days between asking for deletion and the erasure (cancel by signing in or with Cancel). */
export const DELETION_COOL_OFF_DAYS = 14;
const DAY_MS = 86_400_000;

export const DELETION_STATUSES = ['pending', 'cancelled', 'erased'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** When a request made at `requestedAt` (epoch ms) falls due. */
export function deletionDueAt(requestedAt: number): number {
  return requestedAt + DELETION_COOL_OFF_DAYS * DAY_MS;
}

/** Whether a request is to be erased now: pending and its cool-off over. */
export function isDeletionDue(
  request: { status: DeletionStatus; dueAt: number },
  now: number,
): boolean {
  return request.status === 'pending' && request.dueAt <= now;
}

/** What the learner sends to ask for deletion: whether their issued certificates stay verifiable (ADR 037). */
export const DeletionRequestInputSchema = lazySchema(() =>
  z.strictObject({ keepCertificates: z.boolean() }),
);
export type DeletionRequestInput = z.infer<typeof DeletionRequestInputSchema>;

/** The learner's own pending request (`GET/POST /api/me/data/deletion`). */
export const OwnDeletionRequestSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    requestedAt: z.string(),
    /** ISO instant the erasure runs from. */
    dueAt: z.string(),
    keepCertificates: z.boolean(),
  }),
);
export type OwnDeletionRequest = z.infer<typeof OwnDeletionRequestSchema>;

export const OwnDeletionAnswerSchema = lazySchema(() =>
  z.object({ request: OwnDeletionRequestSchema.nullable() }),
);
export type OwnDeletionAnswer = z.infer<typeof OwnDeletionAnswerSchema>;

/** A request as the admin list shows it; the name is gone once erased. */
export const AdminDeletionRequestSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    /** The learner's name while the account exists; null once erased. */
    name: z.string().nullable(),
    status: z.enum(DELETION_STATUSES),
    keepCertificates: z.boolean(),
    requestedAt: z.string(),
    dueAt: z.string(),
    /** When it was cancelled or erased. */
    closedAt: z.string().nullable(),
  }),
);
export type AdminDeletionRequest = z.infer<typeof AdminDeletionRequestSchema>;

export const AdminDeletionRequestsSchema = lazySchema(() =>
  z.object({ requests: z.array(AdminDeletionRequestSchema) }),
);
export type AdminDeletionRequests = z.infer<typeof AdminDeletionRequestsSchema>;

/** What "process" did: how many accounts it erased. */
export const DeletionProcessAnswerSchema = lazySchema(() => z.object({ erased: z.number().int() }));
export type DeletionProcessAnswer = z.infer<typeof DeletionProcessAnswerSchema>;
