import {
  CallableError,
  INVALID_PAYMENT_RESPONSE_MESSAGE,
  PaymentOptionsSchema,
  PaystackCheckoutSchema,
  ProcessPaymentResponseSchema,
  readClientSecret,
  type PaymentOptions,
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
export async function completePayment(
  paymentIntentId: string,
  userId: string,
): Promise<ProcessPaymentResponse> {
  const data = await callFunction('processPayment', { paymentIntentId, userId });
  return ProcessPaymentResponseSchema.parse(data);
}

/** getPaymentOptions → the learner's local currency and prices (Paystack), or `{local: null}`. */
export async function fetchPaymentOptions(): Promise<PaymentOptions> {
  return PaymentOptionsSchema.parse(await callFunction('getPaymentOptions', {}));
}

/** startPaystackPayment `{plan}` → the Paystack page where the learner pays. */
export async function startLocalPayment(plan: PlanId): Promise<string> {
  const parsed = PaystackCheckoutSchema.safeParse(
    await callFunction('startPaystackPayment', { plan }),
  );
  if (!parsed.success) throw new CallableError('internal', INVALID_PAYMENT_RESPONSE_MESSAGE);
  return parsed.data.authorizationUrl;
}

/** verifyPaystackPayment `{reference}` → the membership the account now has. */
export async function verifyLocalPayment(reference: string): Promise<ProcessPaymentResponse> {
  return ProcessPaymentResponseSchema.parse(
    await callFunction('verifyPaystackPayment', { reference }),
  );
}
