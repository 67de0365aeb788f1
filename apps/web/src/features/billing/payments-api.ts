import {
  CallableError,
  INVALID_PAYMENT_RESPONSE_MESSAGE,
  ProcessPaymentResponseSchema,
  readClientSecret,
  type PlanId,
  type ProcessPaymentResponse,
} from '@lv/domain';
import { callFunction } from '../../lib/callable';

/** createPaymentIntent `{plan}` → the clientSecret; an answer without one is invalid (`../shared/spec/platform-spec.md` section 5 (Validation rules)). */
export async function requestClientSecret(plan: PlanId): Promise<string> {
  const data = await callFunction('createPaymentIntent', { plan });
  const clientSecret = readClientSecret(data);
  if (!clientSecret) throw new CallableError('internal', INVALID_PAYMENT_RESPONSE_MESSAGE);
  return clientSecret;
}

/** processPayment `{paymentIntentId, userId}` → the membership the account now has. */
export async function completePayment(paymentIntentId: string, userId: string): Promise<ProcessPaymentResponse> {
  const data = await callFunction('processPayment', { paymentIntentId, userId });
  return ProcessPaymentResponseSchema.parse(data);
}
