import {
  formatMoney,
  PAYMENT_COMPLETION_FAILED_MESSAGE,
  PAYMENT_INIT_FAILED_MESSAGE,
  PLAN_IDS,
  type PaymentOptions,
  type PlanId,
} from '@lv/domain';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth-state';
import { formatPrice, useBillingConfig, type BillingConfig } from './billing-config';
import { CardPaymentForm } from './card-payment-form';
import { LocalPaymentSection } from './local-payment-section';
import { useOwnPaymentDocument } from './payment-document';
import {
  completePayment,
  fetchPaymentOptions,
  requestClientSecret,
  verifyLocalPayment,
} from './payments-api';

type Step =
  | { kind: 'choose' }
  | { kind: 'preparing'; plan: PlanId }
  | { kind: 'card'; plan: PlanId; clientSecret: string }
  | { kind: 'completing'; plan: PlanId }
  | { kind: 'completion-failed'; plan: PlanId; paymentIntentId: string }
  | { kind: 'done' };

const PLAN_BENEFITS: Record<PlanId, string[]> = {
  individual: [
    'The points system: your XP and your level',
    'Premium ecosystem: Transformation Partner, Book Club, Peer-to-Peer Circles',
  ],
  corporate: [
    'Everything in Individual',
    'The Corporate Leader tier, for leaders who build their team’s village',
  ],
};

export function UpgradeScreen() {
  const { user, flags, refresh, updateUser } = useAuth();
  const config = useBillingConfig();
  // The learner's local way to pay (Paystack, by their country); when it cannot be read, card only.
  const options = useQuery({
    queryKey: ['payment-options', user?.id],
    queryFn: fetchPaymentOptions,
    enabled: !flags.isPaid,
    staleTime: 60_000,
    retry: false,
  });
  const local = options.data?.local ?? null;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const returned = params.get('reference');
  const [plan, setPlan] = useState<PlanId>('individual');
  const [step, setStep] = useState<Step>(
    returned ? { kind: 'completing', plan } : { kind: 'choose' },
  );
  const [error, setError] = useState<string | null>(null);
  const reloading = useOwnPaymentDocument();
  const [returnError, setReturnError] = useState<string | null>(null);
  const verifying = useRef<string | null>(null);

  // Back from Paystack's page with the reference: the server checks with Paystack, then /points.
  useEffect(() => {
    if (!returned || !user || verifying.current === returned) return;
    verifying.current = returned;
    verifyLocalPayment(returned).then(
      (membership) => {
        updateUser(membership);
        void refresh();
        void navigate('/points', { replace: true });
      },
      (err: unknown) => {
        console.error('verifyPaystackPayment failed', err);
        setReturnError(
          `${PAYMENT_COMPLETION_FAILED_MESSAGE}. If you paid, your membership opens as soon as Paystack confirms it; otherwise, try again.`,
        );
        setStep({ kind: 'choose' });
        setParams({}, { replace: true });
      },
    );
  }, [returned, user, updateUser, refresh, navigate, setParams]);
  if (reloading) return <Spinner fullPage />;

  async function startPayment() {
    setError(null);
    setStep({ kind: 'preparing', plan });
    try {
      const clientSecret = await requestClientSecret(plan);
      setStep({ kind: 'card', plan, clientSecret });
    } catch (err) {
      console.error('createPaymentIntent failed', err);
      setError(PAYMENT_INIT_FAILED_MESSAGE);
      setStep({ kind: 'choose' });
    }
  }

  async function finishPayment(paymentIntentId: string, paidPlan: PlanId) {
    if (!user) return;
    setError(null);
    setStep({ kind: 'completing', plan: paidPlan });
    try {
      const membership = await completePayment(paymentIntentId, user.id);
      // Paid at once everywhere (guards, header, ecosystem), then confirmed from the server.
      updateUser(membership);
      setStep({ kind: 'done' });
      void refresh();
    } catch (err) {
      console.error('processPayment failed', err);
      setError(PAYMENT_COMPLETION_FAILED_MESSAGE);
      setStep({ kind: 'completion-failed', plan: paidPlan, paymentIntentId });
    }
  }

  const header = (
    <PageHeader title="Upgrade">
      Upgrade to a paid membership to unlock the points system and the premium parts of the
      ecosystem.
    </PageHeader>
  );

  if (step.kind === 'done' || (flags.isPaid && step.kind === 'choose')) {
    return (
      <div className="max-w-3xl">
        {header}
        <section className="rounded-xl border border-success/30 bg-success-bg p-6 text-ink">
          <h2 className="flex items-center gap-2 text-xl font-bold text-success">
            <CircleCheck className="h-6 w-6" aria-hidden="true" />
            {step.kind === 'done'
              ? 'Payment received: your membership is now paid'
              : 'Your membership is paid'}
          </h2>
          <p className="mt-2">The points system and the premium ecosystem are open to you.</p>
          <ButtonLink to="/points" className="mt-4">
            Open your points
          </ButtonLink>
        </section>
      </div>
    );
  }

  if (config.isPending || options.isLoading)
    return (
      <>
        {header}
        <Spinner />
      </>
    );
  if (config.isError) {
    return (
      <div className="max-w-3xl">
        {header}
        <Alert tone="error">The plans could not be loaded. Please reload the page.</Alert>
      </div>
    );
  }
  const billing = config.data;
  const publishableKey = billing.payments.publishableKey;
  const chosen = billing.plans[step.kind === 'choose' ? plan : step.plan];

  return (
    <div className="max-w-4xl">
      {header}
      {returned && step.kind === 'completing' ? (
        <Progress text="Confirming your payment with Paystack..." />
      ) : null}
      {returnError ? <Alert tone="error">{returnError}</Alert> : null}
      <PlanPicker
        billing={billing}
        local={local}
        selected={step.kind === 'choose' ? plan : step.plan}
        disabled={step.kind !== 'choose'}
        onSelect={setPlan}
      />

      {local ? (
        <LocalPaymentSection local={local} plan={plan} disabled={step.kind !== 'choose'} />
      ) : null}

      {local && !publishableKey ? null : (
        <section
          className="mt-6 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6"
          aria-labelledby="payment-title"
        >
          <h2 id="payment-title" className="text-xl font-bold text-primary">
            {local ? 'Or pay by card in US dollars' : 'Pay by card'}
          </h2>
          {!publishableKey ? (
            <NotSetUp salesEmail={billing.salesEmail} />
          ) : (
            <div className="mt-4 space-y-4">
              {error ? <Alert tone="error">{error}</Alert> : null}
              {step.kind === 'choose' ? (
                <Button size="lg" onClick={() => void startPayment()}>
                  Continue to payment: {formatPrice(chosen)}
                </Button>
              ) : null}
              {step.kind === 'preparing' ? <Progress text="Preparing secure payment..." /> : null}
              {step.kind === 'completing' ? (
                <Progress text="Activating your membership..." />
              ) : null}
              {step.kind === 'card' ? (
                <CardPaymentForm
                  publishableKey={publishableKey}
                  clientSecret={step.clientSecret}
                  payLabel={`Pay ${formatPrice(chosen)}`}
                  onPaid={(id) => void finishPayment(id, step.plan)}
                  onCancel={() => {
                    setError(null);
                    setStep({ kind: 'choose' });
                  }}
                />
              ) : null}
              {step.kind === 'completion-failed' ? (
                <div className="space-y-2">
                  <p className="text-ink">
                    Your card was charged; we are still confirming it. Try again, or wait a moment
                    and reload this page.
                  </p>
                  <Button
                    variant="secondary"
                    onClick={() => void finishPayment(step.paymentIntentId, step.plan)}
                  >
                    Try again
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </section>
      )}
    </div>
  );
}

function Progress({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center gap-3 text-muted">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-primary border-t-transparent motion-reduce:animate-none"
        aria-hidden="true"
      />
      {text}
    </div>
  );
}

function PlanPicker({
  billing,
  local,
  selected,
  disabled,
  onSelect,
}: {
  billing: BillingConfig;
  local: PaymentOptions['local'];
  selected: PlanId;
  disabled: boolean;
  onSelect: (plan: PlanId) => void;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-lg font-semibold text-ink">Choose your plan</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {PLAN_IDS.map((id) => {
          const plan = billing.plans[id];
          const price = local ? formatMoney(local.prices[id], local.currency) : formatPrice(plan);
          const isSelected = selected === id;
          return (
            <label
              key={id}
              className={`flex cursor-pointer flex-col rounded-xl border-2 bg-white p-5 shadow-sm transition-colors ${
                isSelected
                  ? 'border-primary ring-2 ring-primary/20'
                  : 'border-line hover:border-primary/50'
              } ${disabled ? 'cursor-default opacity-90' : ''}`}
            >
              <span className="flex items-start justify-between gap-3">
                <span>
                  <span className="block text-lg font-bold text-ink">{plan.name}</span>
                  <span className="mt-1 block text-2xl font-bold text-primary">{price}</span>
                  <span className="text-sm text-muted">one payment</span>
                </span>
                <input
                  type="radio"
                  name="plan"
                  value={id}
                  aria-label={`${plan.name}, ${price}`}
                  checked={isSelected}
                  onChange={() => onSelect(id)}
                  className="mt-1 h-5 w-5 accent-[#0f5132]"
                />
              </span>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-ink">
                {PLAN_BENEFITS[id].map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </label>
          );
        })}
      </div>
    </fieldset>
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
