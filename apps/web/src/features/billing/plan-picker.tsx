import { t } from '@lingui/core/macro';
import { formatMoney, paidPlanFeatures, PLAN_IDS, type PaymentOptions, type PlanId } from '@lv/domain';
import { featureText } from '../../lib/feature-text';
import { pageLocale } from '../../lib/i18n/catalogs';
import { domainText } from '../../lib/i18n/domain-text';
import { formatPrice, type BillingConfig } from './billing-config';

/** What a plan opens, in the page's language; the corporate plan includes the individual one (`individualName`). */
function planBenefits(id: PlanId, individualName: string): string[] {
  if (id === 'individual') {
    // Only what is built (domain premium.ts): a premium space is sold here once it exists, not
    // before (ADR 044); when one is built, its entry there flips and it shows here.
    return [
      ...paidPlanFeatures().included.map((f) => featureText(f.id)),
      t`Everything free members have: journeys, XP and badges, the leadership board, the forum, the Impact Log and Webinars & Events`,
    ];
  }
  return [t`Everything in ${individualName}`, t`The Corporate Leader tier, for leaders who build their team’s village`];
}

/** The plans with their price (in the local currency when there is a local way to pay) and benefits. */
export function PlanPicker({
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
  const individualName = domainText(billing.plans.individual.name);
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-lg font-semibold text-ink">{t`Choose your plan`}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {PLAN_IDS.map((id) => {
          const plan = billing.plans[id];
          const price = local ? formatMoney(local.prices[id], local.currency, pageLocale()) : formatPrice(plan);
          const name = domainText(plan.name);
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
                  <span className="block text-lg font-bold text-ink">{name}</span>
                  <span className="mt-1 block text-2xl font-bold text-primary">{price}</span>
                  <span className="text-sm text-muted">{t`one payment`}</span>
                </span>
                <input
                  type="radio"
                  name="plan"
                  value={id}
                  aria-label={t`${name}, ${price}`}
                  checked={isSelected}
                  onChange={() => onSelect(id)}
                  className="mt-1 h-5 w-5 accent-[#0f5132]"
                />
              </span>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-ink">
                {planBenefits(id, individualName).map((benefit) => (
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
