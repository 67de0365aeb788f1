import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  formatMoney,
  PAYMENT_INIT_FAILED_MESSAGE,
  type PaymentOptions,
  type PaystackChannel,
  type PaystackCurrency,
  type PlanId,
} from '@lv/domain';
import { Building2, CreditCard, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { pageLocale } from '../../lib/i18n/catalogs';
import { domainText } from '../../lib/i18n/domain-text';
import { startLocalPayment } from './payments-api';

const CHANNELS: Record<PaystackChannel, { label: MessageDescriptor; Icon: typeof CreditCard }> = {
  mobile_money: { label: msg`Mobile money`, Icon: Smartphone },
  card: { label: msg`Card`, Icon: CreditCard },
  bank_transfer: { label: msg`Bank transfer`, Icon: Building2 },
};

/**
 * Each local currency's name. Written here, not read from the browser's Intl.DisplayNames: its
 * names follow its CLDR version, so the server's and the phone's could differ and the screen would
 * not hydrate.
 */
const CURRENCY_NAMES: Record<PaystackCurrency, MessageDescriptor> = {
  NGN: msg`Nigerian naira`,
  GHS: msg`Ghanaian cedi`,
  KES: msg`Kenyan shilling`,
  ZAR: msg`South African rand`,
  XOF: msg`West African CFA franc`,
};

/** "mobile money or card": the channels offered, in a sentence in the page's language. */
export function channelsText(channels: readonly PaystackChannel[]): string {
  const locale = pageLocale();
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    channels.map((c) => i18n._(CHANNELS[c].label).toLocaleLowerCase(locale)),
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
  const price = formatMoney(local.prices[plan], local.currency, pageLocale());
  const channels = channelsText(local.channels);
  const currency = local.currency;
  const currencyName = i18n._(CURRENCY_NAMES[currency]);

  async function start() {
    setError(null);
    setStarting(true);
    try {
      window.location.assign(await startLocalPayment(plan));
    } catch (err) {
      console.error('startPaystackPayment failed', err);
      setError(domainText(PAYMENT_INIT_FAILED_MESSAGE));
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
        {t`Pay with ${channels}`}
      </h2>
      <p className="mt-1 text-ink">
        {t`In ${currencyName} (${currency}), on Paystack’s secure page. You come back here when it is done.`}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Ways to pay`}>
        {local.channels.map((c) => {
          const { label, Icon } = CHANNELS[c];
          return (
            <li
              key={c}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 py-2 font-medium text-ink"
            >
              <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
              {i18n._(label)}
            </li>
          );
        })}
      </ul>
      <div className="mt-4 space-y-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button
          size="lg"
          busy={starting}
          busyLabel={t`Opening Paystack...`}
          disabled={disabled}
          onClick={() => void start()}
        >
          {t`Continue to Paystack: ${price}`}
        </Button>
      </div>
    </section>
  );
}
