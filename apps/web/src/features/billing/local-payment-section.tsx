import {
  formatMoney,
  PAYMENT_INIT_FAILED_MESSAGE,
  type PaymentOptions,
  type PaystackChannel,
  type PlanId,
} from '@lv/domain';
import { Building2, CreditCard, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { startLocalPayment } from './payments-api';

const CHANNELS: Record<PaystackChannel, { label: string; Icon: typeof CreditCard }> = {
  mobile_money: { label: 'Mobile money', Icon: Smartphone },
  card: { label: 'Card', Icon: CreditCard },
  bank_transfer: { label: 'Bank transfer', Icon: Building2 },
};

const CURRENCY_NAMES = new Intl.DisplayNames('en', { type: 'currency' });

/** "mobile money or card": the channels offered, in a sentence. */
export function channelsText(channels: readonly PaystackChannel[]): string {
  return new Intl.ListFormat('en', { type: 'disjunction' }).format(
    channels.map((c) => CHANNELS[c].label.toLowerCase()),
  );
}

/**
 * Paying in the learner's currency on Paystack's own page (no third-party script on ours): the
 * server starts the transaction for the amount it decides, and Paystack sends the learner back to
 * /upgrade with the reference.
 */
export function LocalPaymentSection({
  local,
  plan,
  disabled,
}: {
  local: NonNullable<PaymentOptions['local']>;
  plan: PlanId;
  disabled: boolean;
}) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = formatMoney(local.prices[plan], local.currency);

  async function start() {
    setError(null);
    setStarting(true);
    try {
      window.location.assign(await startLocalPayment(plan));
    } catch (err) {
      console.error('startPaystackPayment failed', err);
      setError(PAYMENT_INIT_FAILED_MESSAGE);
      setStarting(false);
    }
  }

  return (
    <section
      className="mt-6 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="local-payment-title"
    >
      <h2
        id="local-payment-title"
        className="text-xl font-bold text-primary first-letter:uppercase"
      >
        Pay with {channelsText(local.channels)}
      </h2>
      <p className="mt-1 text-ink">
        In {CURRENCY_NAMES.of(local.currency)} ({local.currency}), on Paystack’s secure page. You
        come back here when it is done.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Ways to pay">
        {local.channels.map((c) => {
          const { label, Icon } = CHANNELS[c];
          return (
            <li
              key={c}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 py-2 font-medium text-ink"
            >
              <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
              {label}
            </li>
          );
        })}
      </ul>
      <div className="mt-4 space-y-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button
          size="lg"
          busy={starting}
          busyLabel="Opening Paystack..."
          disabled={disabled}
          onClick={() => void start()}
        >
          Continue to Paystack: {price}
        </Button>
      </div>
    </section>
  );
}
