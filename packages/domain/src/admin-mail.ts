import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Where a queued mail is (apps/server/src/modules/mail/outbox.ts, ADR 035). */
export const MAIL_DELIVERY_STATES = [
  'queued',
  'sending',
  'deferred',
  'sent',
  'failed',
  'dropped',
] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** `GET /api/admin/mail/deliveries`: newest first, optionally one state. */
export const MailDeliveryQuerySchema = lazySchema(() =>
  z.strictObject({
    state: z.enum(MAIL_DELIVERY_STATES).optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(5).max(100).default(50),
  }),
);

export const AdminMailDeliverySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** What caused it, without its ids: 'team-invite', 'mentoring-request', 'auth-reset'… */
    cause: z.string(),
    to: z.string(),
    subject: z.string(),
    state: z.enum(MAIL_DELIVERY_STATES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    sentAt: z.string().nullable(),
  }),
);
export type AdminMailDelivery = z.infer<typeof AdminMailDeliverySchema>;

export const AdminMailDeliveryPageSchema = lazySchema(() =>
  z.object({
    items: z.array(AdminMailDeliverySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type AdminMailDeliveryPage = z.infer<typeof AdminMailDeliveryPageSchema>;

export const MailRetryAnswerSchema = lazySchema(() =>
  z.object({ delivery: AdminMailDeliverySchema }),
);

/** Why a mail cannot be sent again now, or null when it can (failed or dropped ones). */
export function refuseMailRetry(state: MailDeliveryState): string | null {
  if (state === 'failed' || state === 'dropped') return null;
  if (state === 'sent') return 'This mail was already sent.';
  return 'This mail is still being sent; only a failed or dropped mail can be retried.';
}
