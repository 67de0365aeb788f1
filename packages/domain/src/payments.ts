import { z } from 'zod';
import { MembershipStatusSchema, TransformationTierSchema } from './role-schemas';

/*
 * The payment callables (spec sections 5 and 7, decisions.md "Callable functions"). The client
 * only names a plan; the server alone decides the amount from the settings.
 */

/** The membership plans that can be bought. */
export const PLAN_IDS = ['individual', 'corporate'] as const;
export const PlanIdSchema = z.enum(PLAN_IDS, { error: 'Choose a plan' });
export type PlanId = z.infer<typeof PlanIdSchema>;

/** createPaymentIntent request data: the plan only. */
export const CreatePaymentIntentRequestSchema = z.strictObject({ plan: PlanIdSchema });
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequestSchema>;

/** createPaymentIntent response data: it must carry a clientSecret. */
export const PaymentIntentResponseSchema = z.object({ clientSecret: z.string().min(1) });
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

/** processPayment request data. */
export const ProcessPaymentRequestSchema = z.strictObject({
  paymentIntentId: z.string().trim().min(1).max(255),
  userId: z.string().trim().min(1).max(255),
});
export type ProcessPaymentRequest = z.infer<typeof ProcessPaymentRequestSchema>;

/** processPayment response data: the membership the account now has. */
export const ProcessPaymentResponseSchema = z.object({
  membershipStatus: MembershipStatusSchema,
  transformationTier: TransformationTierSchema.nullable(),
});
export type ProcessPaymentResponse = z.infer<typeof ProcessPaymentResponseSchema>;

/** The clientSecret of a createPaymentIntent answer, or null when the answer is invalid. */
export function readClientSecret(data: unknown): string | null {
  const parsed = PaymentIntentResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.clientSecret : null;
}
