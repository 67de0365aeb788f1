import { t } from '@lingui/core/macro';
import {
  PAYMENT_COMPLETION_FAILED_MESSAGE,
  PAYMENT_INIT_FAILED_MESSAGE,
  type PlanId,
} from '@lv/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth-state';
import { domainText } from '../../lib/i18n/domain-text';
import { formatPrice, useBillingConfig } from './billing-config';
import { CardPaymentSection, type UpgradeStep } from './card-payment-section';
import { LocalPaymentSection } from './local-payment-section';
import { PaidMembership } from './paid-membership';
import { useOwnPaymentDocument } from './payment-document';
import { PaymentProgress } from './payment-progress';
import {
  completePayment,
  fetchPaymentOptions,
  requestClientSecret,
  verifyLocalPayment,
} from './payments-api';
import { PlanPicker } from './plan-picker';
import { upgradeLead } from './plan-features';

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
  const [step, setStep] = useState<UpgradeStep>(
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
        const failed = domainText(PAYMENT_COMPLETION_FAILED_MESSAGE);
        setReturnError(
          t`${failed}. If you paid, your membership opens as soon as Paystack confirms it; otherwise, try again.`,
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
      setError(domainText(PAYMENT_INIT_FAILED_MESSAGE));
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
      setError(domainText(PAYMENT_COMPLETION_FAILED_MESSAGE));
      setStep({ kind: 'completion-failed', plan: paidPlan, paymentIntentId });
    }
  }

  const header = (
    <PageHeader title={t`Upgrade`}>
      {upgradeLead()}
    </PageHeader>
  );

  if (step.kind === 'done' || (flags.isPaid && step.kind === 'choose')) {
    return (
      <div className="max-w-3xl">
        {header}
        <PaidMembership justPaid={step.kind === 'done'} />
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
        <Alert tone="error">{t`The plans could not be loaded. Please reload the page.`}</Alert>
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
        <PaymentProgress text={t`Confirming your payment with Paystack...`} />
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
        <CardPaymentSection
          hasLocal={local !== null}
          publishableKey={publishableKey}
          salesEmail={billing.salesEmail}
          step={step}
          error={error}
          price={formatPrice(chosen)}
          onStart={() => void startPayment()}
          onPaid={(id, paidPlan) => void finishPayment(id, paidPlan)}
          onCancel={() => {
            setError(null);
            setStep({ kind: 'choose' });
          }}
        />
      )}
    </div>
  );
}
