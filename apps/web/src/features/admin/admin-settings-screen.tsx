import {
  formatMoney,
  PAYSTACK_CURRENCIES,
  PLAN_IDS,
  SettingsSchema,
  TRANSFORMATION_TIERS,
  type PaystackCurrency,
  type PlanId,
  type Settings,
  type SettingsAnswer,
} from '@lv/domain';
import { CircleCheck, CircleDashed } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldErrors, type FieldPath } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { useAdminSettings, useUpdateSettings } from './api/admin-api';
import { SelectField } from '../../components/ui/form-fields';
import { TIER_LABELS } from './format';
import { setFieldErrors, useZodForm } from '../../lib/use-zod-form';

function Group({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-muted">{lead}</p> : null}
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** The message for a (possibly nested) field. */
function errorAt(errors: FieldErrors<Settings>, path: FieldPath<Settings>): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  }
  const message =
    typeof node === 'object' && node !== null ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** An empty optional field means "not set". */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** What Paystack's subunit is called in each currency (its amounts are always hundredths). */
const SUBUNITS: Record<PaystackCurrency, string> = {
  NGN: 'kobo',
  GHS: 'pesewas',
  KES: 'cents',
  ZAR: 'cents',
  XOF: 'francs × 100',
};

const PLAN_TITLES: Record<PlanId, string> = {
  individual: 'Individual plan',
  corporate: 'Corporate plan',
};

function SettingsForm({ answer }: { answer: SettingsAnswer }) {
  const update = useUpdateSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitSuccessful },
  } = useZodForm(SettingsSchema, { defaultValues: answer.settings });

  const text = (
    path: FieldPath<Settings>,
    label: string,
    extra: { hint?: string; type?: string; inputMode?: 'numeric' | 'email' | 'url' } = {},
  ) => <TextField label={label} error={errorAt(errors, path)} {...extra} {...register(path)} />;
  const number = (path: FieldPath<Settings>, label: string, hint?: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      error={errorAt(errors, path)}
      {...(hint ? { hint } : {})}
      {...register(path, { valueAsNumber: true })}
    />
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(saved.settings);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFieldErrors(setError, error.fields);
      throw error;
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
      noValidate
      className="flex flex-col gap-6"
    >
      <Group title="General">
        {text('siteName', 'Site name')}
        {text('salesEmail', 'Sales email', {
          type: 'email',
          inputMode: 'email',
          hint: 'Where "Interested in Transformation Tier" mails go',
        })}
      </Group>
      <Group
        title="Journeys"
        lead="The two named journeys take their leaders' names; the third is the custom path."
      >
        {text('firstLeaderName', 'First leader (6-month path)')}
        {text('secondLeaderName', 'Second leader (9-month path)')}
        {text('customJourneyBookingUrl', 'Custom journey booking page', {
          type: 'url',
          inputMode: 'url',
          hint: 'https:// only',
        })}
      </Group>
      <Group title="Pathfinder booking">
        {text('calendarPageUrl', 'Calendar page', {
          type: 'url',
          inputMode: 'url',
          hint: 'Where visitors go after booking; https:// only',
        })}
        <TextField
          label="Booking webhook"
          type="url"
          inputMode="url"
          hint={
            answer.allowPrivateWebhooks
              ? 'https:// only. ALLOW_PRIVATE_WEBHOOKS is on: private network addresses are accepted (development only).'
              : 'https:// only, on the public internet. Leave empty to only store bookings.'
          }
          error={errorAt(errors, 'bookingWebhookUrl')}
          {...register('bookingWebhookUrl', {
            setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v),
          })}
        />
      </Group>
      <Group
        title="CPD accreditation"
        lead="Certificates name the accrediting body only when it is set; certificates already issued keep what they said."
      >
        <TextField
          label="Accrediting body"
          hint="For example CPD Standards Office. Leave empty when the CPD is not accredited."
          error={errorAt(errors, 'accreditorName')}
          {...register('accreditorName', { setValueAs: emptyToNull })}
        />
        <TextField
          label="Accreditation number"
          hint="The number the body gave you, if any."
          error={errorAt(errors, 'accreditorNumber')}
          {...register('accreditorNumber', { setValueAs: emptyToNull })}
        />
      </Group>
      <Group title="Landing page figures">
        {number('livesGoal', 'Mission: lives to impact')}
        {text('leadersClaim', 'Leaders claim', { hint: 'Shown as is, e.g. 2,400+' })}
        {number('activeLeaders', 'Active leaders')}
        {number('activeLeadersGoal', 'Active leaders goal')}
      </Group>
      {PLAN_IDS.map((plan) => (
        <Group
          key={plan}
          title={PLAN_TITLES[plan]}
          lead="The server alone sets what a payment costs."
        >
          {text(`plans.${plan}.name`, 'Plan name')}
          <SelectField
            label="Tier it grants"
            error={errorAt(errors, `plans.${plan}.tier`)}
            options={TRANSFORMATION_TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] }))}
            {...register(`plans.${plan}.tier`)}
          />
          {number(`plans.${plan}.amount`, 'Price in cents', 'For example 4900 is 49.00')}
          {text(`plans.${plan}.currency`, 'Currency', { hint: 'A 3-letter code, e.g. usd' })}
        </Group>
      ))}
      {PLAN_IDS.map((plan) => (
        <Group
          key={`local-${plan}`}
          title={`${PLAN_TITLES[plan]}: local prices`}
          lead={`Paid through Paystack (mobile money, card, bank transfer) by learners in these currencies. Reference: ${formatMoney(answer.settings.plans[plan].amount, answer.settings.plans[plan].currency)} by card.`}
        >
          {PAYSTACK_CURRENCIES.map((currency) =>
            number(
              `localPrices.${plan}.${currency}`,
              `${currency} price in ${SUBUNITS[currency]}`,
              `For example ${formatMoney(answer.settings.localPrices[plan][currency], currency, 'en')} is ${answer.settings.localPrices[plan][currency]}`,
            ),
          )}
        </Group>
      ))}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-ground/95 px-4 py-3">
        <Button type="submit" busy={update.isPending} busyLabel="Saving…" disabled={!isDirty}>
          Save settings
        </Button>
        {update.isError ? (
          <p role="alert" className="font-medium text-error">
            {update.error.message}
          </p>
        ) : null}
        {isSubmitSuccessful && !isDirty && update.isSuccess ? (
          <p role="status" className="font-medium text-success">
            Settings saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}

function Secrets({ secrets }: { secrets: SettingsAnswer['secrets'] }) {
  return (
    <section
      aria-labelledby="secrets-heading"
      className="mt-8 rounded-xl border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="secrets-heading" className="text-xl font-semibold text-ink">
        Secrets and sign-in providers
      </h2>
      <p className="mt-1 text-muted">
        These live in the server's environment, never here. Social sign-in buttons show for
        configured providers only.
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-2 md:grid-cols-2">
        {secrets.map((s) => (
          <li key={s.id} className="flex items-start gap-3 rounded-lg border border-line px-4 py-3">
            {s.configured ? (
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <CircleDashed className="mt-0.5 h-5 w-5 shrink-0 text-muted" aria-hidden="true" />
            )}
            <div>
              <p className="font-medium text-ink">{s.label}</p>
              <p className="text-sm text-muted">
                {s.configured ? 'Configured' : 'Not configured'}
                {s.note ? ` · ${s.note}` : ''} · <code>{s.id}</code>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/settings: every setting of `../shared/spec/decisions.md`, validated with the domain's messages; secrets as configured or not. */
export function AdminSettingsScreen() {
  const settings = useAdminSettings();
  return (
    <>
      <PageHeader title="Admin settings">
        The platform's names, links, figures and prices. Every change is recorded in the audit log.
      </PageHeader>
      {settings.isPending ? <Spinner /> : null}
      {settings.isError ? (
        <Alert tone="error">The settings could not be loaded. Reload the page to try again.</Alert>
      ) : null}
      {settings.data ? (
        <>
          <SettingsForm answer={settings.data} />
          <Secrets secrets={settings.data.secrets} />
        </>
      ) : null}
    </>
  );
}
