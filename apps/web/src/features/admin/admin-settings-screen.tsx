import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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
import { useMemo, type ReactNode } from 'react';
import { type FieldErrors, type FieldPath } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { useAdminSettings, useUpdateSettings } from './api/admin-api';
import { SelectField } from '../../components/ui/form-fields';
import { SettingsMustSet } from './components/settings-must-set';
import { tierName } from './format';
import { domainText } from '../../lib/i18n/domain-text';
import { setFieldErrors, useZodForm } from '../../lib/use-zod-form';

function Group({ name, title, lead, children }: { name: string; title: string; lead?: string; children: ReactNode }) {
  const id = `settings-${name}`;
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
  return typeof message === 'string' ? domainText(message) : undefined;
}

/** An empty optional field means "not set". */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** What Paystack's subunit is called in each currency (its amounts are always hundredths). */
const SUBUNITS: Record<PaystackCurrency, MessageDescriptor> = {
  NGN: msg`kobo`,
  GHS: msg`pesewas`,
  KES: msg`cents`,
  ZAR: msg`cents`,
  XOF: msg`francs × 100`,
};

const PLAN_TITLES: Record<PlanId, MessageDescriptor> = {
  individual: msg`Individual plan`,
  corporate: msg`Corporate plan`,
};

/** A local price's field label: "NGN price in kobo". */
function localPriceLabel(currency: PaystackCurrency): string {
  const subunit = i18n._(SUBUNITS[currency]);
  return t`${currency} price in ${subunit}`;
}

/** A local price's hint: "For example ₦4,900.00 is 490000". */
function localPriceHint(amount: number, currency: PaystackCurrency): string {
  const money = formatMoney(amount, currency, i18n.locale);
  return t`For example ${money} is ${amount}`;
}

/** A plan's local prices' title: "Individual plan: local prices". */
function localPricesTitle(plan: PlanId): string {
  const title = i18n._(PLAN_TITLES[plan]);
  return t`${title}: local prices`;
}

/** The local prices' lead: how learners pay, and the card price for reference. */
function localPricesLead(amount: number, currency: string): string {
  const reference = formatMoney(amount, currency, i18n.locale);
  return t`Paid through Paystack (mobile money, card, bank transfer) by learners in these currencies. Reference: ${reference} by card.`;
}

/** The path of the tier a plan grants. */
const tierKey = (plan: PlanId) => `plans.${plan}.tier` as const;

interface TextFieldOptions {
  key: FieldPath<Settings>;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'url';
  optional?: boolean;
}

function SettingsForm({ answer }: { answer: SettingsAnswer }) {
  const update = useUpdateSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useZodForm(SettingsSchema, { defaultValues: answer.settings });
  // The same list on every render, so the memoised selects render only for their own changes.
  const tierOptions = useMemo(
    () => TRANSFORMATION_TIERS.map((tier) => ({ value: tier, label: tierName(tier) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names are in the page's language
    [i18n.locale],
  );

  // The local prices' words, with a price written in each currency: made once, not again at every
  // render of the form (react-hook-form renders it once more as it goes live, in the hydration's commit).
  const localPriceTexts = useMemo(
    () =>
      Object.fromEntries(
        PLAN_IDS.map((plan) => {
          const { amount, currency } = answer.settings.plans[plan];
          const hints = PAYSTACK_CURRENCIES.map((code) => localPriceHint(answer.settings.localPrices[plan][code], code));
          return [plan, { title: localPricesTitle(plan), lead: localPricesLead(amount, currency), hints }];
        }),
      ) as Record<PlanId, { title: string; lead: string; hints: string[] }>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words are in the page's language
    [answer, i18n.locale],
  );

  // A field: `key` is its path in the settings; `optional` fields are saved as "not set" when empty.
  const text = ({ key, label, optional = false, ...extra }: TextFieldOptions) => (
    <TextField
      label={label}
      error={errorAt(errors, key)}
      {...extra}
      {...register(key, optional ? { setValueAs: emptyToNull } : {})}
    />
  );
  const number = ({ key, label, hint }: { key: FieldPath<Settings>; label: string; hint?: string }) => (
    // Keyed by its field: the local prices are a list of them.
    <TextField
      key={key}
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      error={errorAt(errors, key)}
      {...(hint ? { hint } : {})}
      {...register(key, { valueAsNumber: true })}
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
      <Group name="general" title={t`General`}>
        {text({ key: 'siteName', label: t`Site name` })}
        {text({
          key: 'salesEmail',
          label: t`Sales email`,
          type: 'email',
          inputMode: 'email',
          hint: t`Where "Interested in Transformation Tier" mails go`,
        })}
      </Group>
      <Group
        name="journeys"
        title={t`Journeys`}
        lead={t`The two named journeys take their leaders' names; the third is the custom path.`}
      >
        {text({ key: 'firstLeaderName', label: t`First leader (6-month path)` })}
        {text({ key: 'secondLeaderName', label: t`Second leader (9-month path)` })}
        {text({
          key: 'customJourneyBookingUrl',
          label: t`Custom journey booking page`,
          type: 'url',
          inputMode: 'url',
          hint: t`https:// only`,
        })}
      </Group>
      <Group name="pathfinder-booking" title={t`Pathfinder booking`}>
        {text({
          key: 'calendarPageUrl',
          label: t`Calendar page`,
          type: 'url',
          inputMode: 'url',
          hint: t`Where visitors go after booking; https:// only`,
        })}
        {text({
          key: 'bookingWebhookUrl',
          label: t`Booking webhook`,
          type: 'url',
          inputMode: 'url',
          hint: answer.allowPrivateWebhooks
            ? t`https:// only. ALLOW_PRIVATE_WEBHOOKS is on: private network addresses are accepted (development only).`
            : t`https:// only, on the public internet. Leave empty to only store bookings.`,
          optional: true,
        })}
      </Group>
      <Group
        name="cpd-accreditation"
        title={t`CPD accreditation`}
        lead={t`Certificates name the accrediting body only when it is set; certificates already issued keep what they said.`}
      >
        {text({
          key: 'accreditorName',
          label: t`Accrediting body`,
          hint: t`For example CPD Standards Office. Leave empty when the CPD is not accredited.`,
          optional: true,
        })}
        {text({
          key: 'accreditorNumber',
          label: t`Accreditation number`,
          hint: t`The number the body gave you, if any.`,
          optional: true,
        })}
      </Group>
      <Group name="landing-page-figures" title={t`Landing page figures`}>
        {number({ key: 'livesGoal', label: t`Mission: lives to impact` })}
        {text({
          key: 'leadersClaim',
          label: t`Leaders claim`,
          hint: t`A figure such as 2,400+ is written in each language's style (plus de 2 400 in French); other text is shown as is.`,
        })}
        {number({ key: 'activeLeaders', label: t`Active leaders` })}
        {number({ key: 'activeLeadersGoal', label: t`Active leaders goal` })}
      </Group>
      {PLAN_IDS.map((plan) => (
        <Group
          key={plan}
          name={`${plan}-plan`}
          title={i18n._(PLAN_TITLES[plan])}
          lead={t`The server alone sets what a payment costs.`}
        >
          {text({ key: `plans.${plan}.name`, label: t`Plan name` })}
          <SelectField
            label={t`Tier it grants`}
            error={errorAt(errors, tierKey(plan))}
            options={tierOptions}
            {...register(tierKey(plan))}
          />
          {number({
            key: `plans.${plan}.amount`,
            label: t`Price in cents`,
            hint: t`For example 4900 is 49.00`,
          })}
          {text({
            key: `plans.${plan}.currency`,
            label: t`Currency`,
            hint: t`A 3-letter code, e.g. usd`,
          })}
        </Group>
      ))}
      {PLAN_IDS.map((plan) => (
        <Group
          key={`local-${plan}`}
          name={`${plan}-plan-local-prices`}
          title={localPriceTexts[plan].title}
          lead={localPriceTexts[plan].lead}
        >
          {PAYSTACK_CURRENCIES.map((currency, index) =>
            number({
              key: `localPrices.${plan}.${currency}`,
              label: localPriceLabel(currency),
              hint: localPriceTexts[plan].hints[index],
            }),
          )}
        </Group>
      ))}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-line bg-ground/95 px-4 py-3">
        <Button type="submit" busy={update.isPending} busyLabel={t`Saving…`} disabled={!isDirty}>
          {t`Save settings`}
        </Button>
        {update.isError ? (
          <p role="alert" className="font-medium text-error">
            {update.error.message}
          </p>
        ) : null}
        {/* Saved, and not changed since. Not react-hook-form's isSubmitSuccessful: react-hook-form 7.92
            skips its end-of-submit state when the handler resets the form (to the saved values). */}
        {update.isSuccess && !isDirty ? (
          <p role="status" className="font-medium text-success">
            {t`Settings saved.`}
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
        {t`Secrets and sign-in providers`}
      </h2>
      <p className="mt-1 text-muted">
        {t`These live in the server's environment, never here. Social sign-in buttons show for configured providers only.`}
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
              <p className="font-medium text-ink">{domainText(s.label)}</p>
              <p className="text-sm text-muted">
                {s.configured ? t`Configured` : t`Not configured`}
                {s.note ? ` · ${domainText(s.note)}` : ''} · <code>{s.id}</code>
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
      <PageHeader title={t`Admin settings`}>
        {t`The platform's names, links, figures and prices. Every change is recorded in the audit log.`}
      </PageHeader>
      {settings.isPending ? <Spinner /> : null}
      {settings.isError ? (
        <Alert tone="error">{t`The settings could not be loaded. Reload the page to try again.`}</Alert>
      ) : null}
      {settings.data ? (
        <>
          <SettingsMustSet keys={settings.data.mustSet} />
          <SettingsForm answer={settings.data} />
          <Secrets secrets={settings.data.secrets} />
        </>
      ) : null}
    </>
  );
}
