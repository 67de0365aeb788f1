/*
 * Not on useZodForm, on purpose: like the landing page's ROI dialog, this form keeps plain state
 * and the shared fieldErrorsOf (lib/field-errors.ts). react-hook-form with its resolver is a
 * 16.2 KB gzipped chunk (use-zod-form), and the public /demo page loads 185.6 KB against its
 * 190 KB budget (e2e/route-budgets.spec.ts, 2026-11-25): it would go over by about 12 KB. (It is
 * not on the landing page, whose 84 KB budget it does not touch.)
 */
import { plural, t } from '@lingui/core/macro';
import {
  canCalculateRoi,
  computeRoiResult,
  isOutcomeDisabled,
  PROJECT_STALLS_OPTIONS,
  ROI_OUTCOMES,
  ROI_PERCENTAGE_OPTIONS,
  ROI_PREP_TIME_OPTIONS,
  ROI_TEAM_SIZE_OPTIONS,
  RoiInputSchema,
  toggleOutcome,
  type RoiOutcome,
} from '@lv/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-fields';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { formatWholeUsd as usd } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';

type Field =
  | 'teamSize'
  | 'avgSalary'
  | 'leadershipPlanPercentage'
  | 'issuesPercentage'
  | 'turnoverCost'
  | 'projectStalls'
  | 'leadershipPrepTime';

/** A domain list of choices with its labels in the page's language. */
const inPageLanguage = <V,>(options: ReadonlyArray<{ value: V; label: string }>) =>
  options.map((o) => ({ ...o, label: domainText(o.label) }));

/** A field's message (the domain schema's, in English) in the page's language. */
const shown = (message: string | undefined) => (message ? domainText(message) : undefined);

const INITIAL: Record<Field, string> = {
  teamSize: '12',
  avgSalary: '1500',
  leadershipPlanPercentage: '20',
  issuesPercentage: '40',
  turnoverCost: '60000',
  projectStalls: 'sometimes',
  leadershipPrepTime: '12',
};

/** A compact ROI estimator on one screen: the same rules and result as the landing page's. */
export function RoiCalculator() {
  const [values, setValues] = useState(INITIAL);
  // An outcome's value (shown through domainText), not text a person reads.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  const [outcomes, setOutcomes] = useState<RoiOutcome[]>(['Productivity']);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [result, setResult] = useState<ReturnType<typeof computeRoiResult> | null>(null);
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RoiInputSchema.safeParse({ ...values, desiredOutcomes: outcomes });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      setResult(null);
      return;
    }
    setErrors({});
    setResult(computeRoiResult(parsed.data));
  };

  const teamSizes = inPageLanguage(ROI_TEAM_SIZE_OPTIONS);
  const percentages = inPageLanguage(ROI_PERCENTAGE_OPTIONS);
  const prepTimes = inPageLanguage(ROI_PREP_TIME_OPTIONS);
  const stalls = inPageLanguage(PROJECT_STALLS_OPTIONS);
  return (
    <section aria-labelledby="demo-roi" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id="demo-roi" className="text-xl font-bold text-ink">
        {t`ROI calculator`}
      </h2>
      <p className="mt-1 text-sm text-muted">{t`Estimate the return of leadership training for your team.`}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t`Team size`} value={values.teamSize} onChange={(e) => set('teamSize')(e.target.value)} options={teamSizes} error={shown(errors.teamSize)} />
          <TextField label={t`Average monthly salary (USD)`} type="number" min={0} inputMode="decimal" value={values.avgSalary} onChange={(e) => set('avgSalary')(e.target.value)} error={shown(errors.avgSalary)} />
          <SelectField label={t`Team with a leadership development plan`} value={values.leadershipPlanPercentage} onChange={(e) => set('leadershipPlanPercentage')(e.target.value)} options={percentages} error={shown(errors.leadershipPlanPercentage)} />
          <SelectField label={t`Work issues due to poor leadership, miscommunication or mindset gaps`} value={values.issuesPercentage} onChange={(e) => set('issuesPercentage')(e.target.value)} options={percentages} error={shown(errors.issuesPercentage)} />
          <TextField label={t`Annual cost of staff turnover or disengagement (USD)`} type="number" min={0} inputMode="decimal" value={values.turnoverCost} onChange={(e) => set('turnoverCost')(e.target.value)} error={shown(errors.turnoverCost)} />
          <SelectField label={t`Months to prepare someone for a leadership role`} value={values.leadershipPrepTime} onChange={(e) => set('leadershipPrepTime')(e.target.value)} options={prepTimes} error={shown(errors.leadershipPrepTime)} />
          <SelectField label={t`Digital projects stalled due to readiness or mindset`} value={values.projectStalls} onChange={(e) => set('projectStalls')(e.target.value)} options={stalls} error={shown(errors.projectStalls)} />
        </div>
        <fieldset>
          <legend className="font-medium text-ink">{t`Desired outcomes (up to 3)`}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {ROI_OUTCOMES.map((o) => (
              <label
                key={o}
                className={`flex min-h-11 items-center gap-2 rounded-lg border px-3 py-2 ${
                  outcomes.includes(o) ? 'border-primary bg-primary-light' : 'border-line'
                } ${isOutcomeDisabled(outcomes, o) ? 'opacity-60' : 'cursor-pointer'}`}
              >
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-primary"
                  checked={outcomes.includes(o)}
                  disabled={isOutcomeDisabled(outcomes, o)}
                  onChange={() => {
                    setOutcomes((list) => toggleOutcome(list, o));
                    setErrors((e) => ({ ...e, desiredOutcomes: undefined }));
                  }}
                />
                <span className="text-ink">{domainText(o)}</span>
              </label>
            ))}
          </div>
          {errors.desiredOutcomes ? <p className="mt-1 text-sm font-medium text-error">{domainText(errors.desiredOutcomes)}</p> : null}
        </fieldset>
        <Button type="submit" disabled={!canCalculateRoi(outcomes)} className="self-start">
          {t`Calculate ROI`}
        </Button>
      </form>
      <div aria-live="polite">
        {result ? <RoiAnswer result={result} /> : null}
      </div>
    </section>
  );
}

/** The score, its band and the four cards of a calculated estimate. */
function RoiAnswer({ result }: { result: ReturnType<typeof computeRoiResult> }) {
  const { score, cards } = result;
  const percent = cards.productivity.percent;
  const yearlyValue = usd(cards.productivity.yearlyValue);
  const yearlySavings = usd(cards.retention.yearlySavings);
  const months = cards.pipeline.monthsFaster;
  return (
    <div className="mt-5 rounded-lg bg-primary-light p-4" data-testid="roi-answer">
      <p className="text-3xl font-bold text-primary">
        {score}
        <span className="text-lg text-muted"> / 100</span>
      </p>
      <div className="mt-2">
        <ProgressBar percent={score} label={t`ROI score`} valueText={t`${score} out of 100`} />
      </div>
      <p className="mt-3 text-lg font-bold text-ink">{domainText(result.band.label)}</p>
      <p className="text-ink">{domainText(result.band.message)}</p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <Card title={domainText(cards.productivity.title)}>{t`+${percent}% productivity, about ${yearlyValue} a year`}</Card>
        <Card title={domainText(cards.retention.title)}>{t`${yearlySavings} a year`}</Card>
        <Card title={domainText(cards.pipeline.title)}>{plural(months, { one: '# month faster', other: '# months faster' })}</Card>
        <Card title={domainText(cards.innovation.title)}>{domainText(cards.innovation.level)}</Card>
      </dl>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-white p-3">
      <dt className="font-semibold text-ink">{title}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
