import type { PlanId } from '@lv/domain';
import { Mail } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CardPaymentForm } from './card-payment-form';
import { PaymentProgress } from './payment-progress';

/** Where the upgrade is: choosing a plan, paying by card (Stripe) and its outcome. */
export type UpgradeStep =
  | { kind: 'choose' }
  | { kind: 'preparing'; plan: PlanId }
  | { kind: 'card'; plan: PlanId; clientSecret: string }
  | { kind: 'completing'; plan: PlanId }
  | { kind: 'completion-failed'; plan: PlanId; paymentIntentId: string }
  | { kind: 'done' };

export interface CardPaymentSectionProps {
  /** There is a local way to pay too (the heading says the card is the other way). */
  hasLocal: boolean;
  /** Stripe's key; none when card payment is not set up (sales are shown instead). */
  publishableKey: string | null;
  salesEmail: string;
  step: UpgradeStep;
  error: string | null;
  /** The chosen plan's price in US dollars. */
  price: string;
  onStart: () => void;
  onPaid: (paymentIntentId: string, plan: PlanId) => void;
  onCancel: () => void;
}

/** Paying by card: the button that starts it, Stripe's form, the progress and a retry when confirming failed. */
export function CardPaymentSection({
  hasLocal,
  publishableKey,
  salesEmail,
  step,
  error,
  price,
  onStart,
  onPaid,
  onCancel,
}: CardPaymentSectionProps) {
  return (
    <section
      className="mt-6 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="payment-title"
    >
      <h2 id="payment-title" className="text-xl font-bold text-primary">
        {hasLocal ? 'Or pay by card in US dollars' : 'Pay by card'}
      </h2>
      {!publishableKey ? (
        <NotSetUp salesEmail={salesEmail} />
      ) : (
        <div className="mt-4 space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          {step.kind === 'choose' ? (
            <Button size="lg" onClick={onStart}>
              Continue to payment: {price}
            </Button>
          ) : null}
          {step.kind === 'preparing' ? (
            <PaymentProgress text="Preparing secure payment..." />
          ) : null}
          {step.kind === 'completing' ? (
            <PaymentProgress text="Activating your membership..." />
          ) : null}
          {step.kind === 'card' ? (
            <CardPaymentForm
              publishableKey={publishableKey}
              clientSecret={step.clientSecret}
              payLabel={`Pay ${price}`}
              onPaid={(id) => onPaid(id, step.plan)}
              onCancel={onCancel}
            />
          ) : null}
          {step.kind === 'completion-failed' ? (
            <div className="space-y-2">
              <p className="text-ink">
                Your card was charged; we are still confirming it. Try again, or wait a moment and
                reload this page.
              </p>
              <Button variant="secondary" onClick={() => onPaid(step.paymentIntentId, step.plan)}>
                Try again
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

function NotSetUp({ salesEmail }: { salesEmail: string }) {
  const mailto = `mailto:${salesEmail}?${new URLSearchParams({ subject: 'Interested in Transformation Tier' }).toString().replace(/\+/g, '%20')}`;
  return (
    <div className="mt-4 space-y-3">
      <Alert tone="info">
        Online payment is not set up yet, so you cannot pay by card here for now.
      </Alert>
      <p className="text-ink">
        To upgrade, write to our sales team at{' '}
        <a href={mailto} className="font-semibold text-primary underline">
          {salesEmail}
        </a>
        . They will set up your paid membership and send you an invoice.
      </p>
      <a
        href={mailto}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-primary bg-white px-4 py-2 font-semibold text-primary hover:bg-primary-light"
      >
        <Mail className="h-4 w-4" aria-hidden="true" />
        Email sales
      </a>
    </div>
  );
}
