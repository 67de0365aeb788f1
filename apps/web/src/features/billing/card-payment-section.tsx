import { t } from '@lingui/core/macro';
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
        {hasLocal ? t`Or pay by card in US dollars` : t`Pay by card`}
      </h2>
      {!publishableKey ? (
        <NotSetUp salesEmail={salesEmail} />
      ) : (
        <div className="mt-4 space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          {step.kind === 'choose' ? (
            <Button size="lg" onClick={onStart}>
              {t`Continue to payment: ${price}`}
            </Button>
          ) : null}
          {step.kind === 'preparing' ? (
            <PaymentProgress text={t`Preparing secure payment...`} />
          ) : null}
          {step.kind === 'completing' ? (
            <PaymentProgress text={t`Activating your membership...`} />
          ) : null}
          {step.kind === 'card' ? (
            <CardPaymentForm
              publishableKey={publishableKey}
              clientSecret={step.clientSecret}
              payLabel={t`Pay ${price}`}
              onPaid={(id) => onPaid(id, step.plan)}
              onCancel={onCancel}
            />
          ) : null}
          {step.kind === 'completion-failed' ? (
            <div className="space-y-2">
              <p className="text-ink">
                {t`Your card was charged; we are still confirming it. Try again, or wait a moment and reload this page.`}
              </p>
              <Button variant="secondary" onClick={() => onPaid(step.paymentIntentId, step.plan)}>
                {t`Try again`}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** A private-use character: stands for the sales address in its sentence, which is split around it. */
const EMAIL_SLOT = '\uE000';

function NotSetUp({ salesEmail }: { salesEmail: string }) {
  const subject = t`Interested in Transformation Tier`;
  // A mailto link, not text a person reads.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  const mailto = `mailto:${salesEmail}?${new URLSearchParams({ subject }).toString().replace(/\+/g, '%20')}`;
  const email = EMAIL_SLOT;
  const [beforeEmail, afterEmail] = t`To upgrade, write to our sales team at ${email}. They will set up your paid membership and send you an invoice.`.split(EMAIL_SLOT);
  return (
    <div className="mt-4 space-y-3">
      <Alert tone="info">
        {t`Online payment is not set up yet, so you cannot pay by card here for now.`}
      </Alert>
      <p className="text-ink">
        {beforeEmail}
        <a href={mailto} className="font-semibold text-primary underline">
          {salesEmail}
        </a>
        {afterEmail}
      </p>
      <a
        href={mailto}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-primary bg-white px-4 py-2 font-semibold text-primary hover:bg-primary-light"
      >
        <Mail className="h-4 w-4" aria-hidden="true" />
        {t`Email sales`}
      </a>
    </div>
  );
}
