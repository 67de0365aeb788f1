import { t } from '@lingui/core/macro';
import { PAYMENT_INIT_FAILED_MESSAGE } from '@lv/domain';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { pageLocale } from '../../lib/i18n/catalogs';
import { domainText } from '../../lib/i18n/domain-text';
import { loadStripeJs } from './stripe-loader';

interface CardPaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** e.g. "Pay $49.00" */
  payLabel: string;
  /** Called once Stripe says the card payment succeeded. */
  onPaid: (paymentIntentId: string) => void;
  onCancel: () => void;
}

/** When Stripe gives no reason of its own, in the page's language. */
const cardDeclined = () => t`Your card payment did not go through. Please check the details or try another card.`;

/** Stripe's card element (in Stripe's own frame: card numbers never touch our page) and the Pay button. */
export function CardPaymentForm({ publishableKey, clientSecret, payLabel, onPaid, onCancel }: CardPaymentFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<Stripe | null>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (cancelled || !mountRef.current) return;
        stripeRef.current = stripe;
        // Stripe's own texts (the fields' placeholders, its card errors) in the page's language.
        card = stripe.elements({ locale: pageLocale() }).create('card', {
          hidePostalCode: true,
          style: { base: { fontSize: '16px', color: '#111827', '::placeholder': { color: '#4b5563' } } },
        });
        card.mount(mountRef.current);
        card.on('ready', () => setReady(true));
        card.on('change', (event) => setError(event.error?.message ?? null));
        cardRef.current = card;
      },
      (err: unknown) => {
        console.error('Stripe.js could not be loaded', err);
        if (!cancelled) setError(domainText(PAYMENT_INIT_FAILED_MESSAGE));
      },
    );
    return () => {
      cancelled = true;
      card?.destroy();
      cardRef.current = null;
    };
  }, [publishableKey]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const stripe = stripeRef.current;
    const card = cardRef.current;
    if (!stripe || !card || paying) return;
    setPaying(true);
    setError(null);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) {
        setError(result.error.message ?? cardDeclined());
      } else if (result.paymentIntent.status === 'succeeded') {
        onPaid(result.paymentIntent.id);
        return;
      } else {
        setError(cardDeclined());
      }
    } catch (err) {
      console.error('Card payment failed', err);
      setError(cardDeclined());
    }
    setPaying(false);
  }

  return (
    <form onSubmit={pay} className="space-y-4" aria-label={t`Card payment`}>
      <div role="group" aria-labelledby="card-details-label">
        <span id="card-details-label" className="mb-2 block font-semibold text-ink">
          {t`Card details`}
        </span>
        {/* Stripe mounts its own frame here; its fields carry their own labels. */}
        <div ref={mountRef} data-testid="card-element" className="min-h-12 rounded-lg border border-line bg-white px-3 py-3" />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={!ready} busy={paying} busyLabel={t`Processing payment...`}>
          <Lock className="h-4 w-4" aria-hidden="true" />
          {payLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={paying}>
          {t`Choose another plan`}
        </Button>
      </div>
      <p className="text-sm text-muted">{t`Payments are processed securely by Stripe. We never see your card number.`}</p>
    </form>
  );
}
