/*
 * Not on useZodForm, on purpose: like the landing page's ROI dialog, this form keeps plain state
 * and the shared fieldErrorsOf (lib/field-errors.ts). react-hook-form with its resolver is a
 * 16.2 KB gzipped chunk (use-zod-form), and the public /demo page loads 185.6 KB against its
 * 190 KB budget (e2e/route-budgets.spec.ts, 2026-11-25): it would go over by about 12 KB. (It is
 * not on the landing page, whose 84 KB budget it does not touch.)
 */
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

type Field =
  | 'teamSize'
  | 'avgSalary'
  | 'leadershipPlanPercentage'
  | 'issuesPercentage'
  | 'turnoverCost'
  | 'projectStalls'
  | 'leadershipPrepTime';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

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

  return (
    <section aria-labelledby="demo-roi" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id="demo-roi" className="text-xl font-bold text-ink">
        ROI calculator
      </h2>
      <p className="mt-1 text-sm text-muted">Estimate the return of leadership training for your team.</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Team size" value={values.teamSize} onChange={(e) => set('teamSize')(e.target.value)} options={ROI_TEAM_SIZE_OPTIONS} error={errors.teamSize} />
          <TextField label="Average monthly salary (USD)" type="number" min={0} inputMode="decimal" value={values.avgSalary} onChange={(e) => set('avgSalary')(e.target.value)} error={errors.avgSalary} />
          <SelectField label="Team with a leadership development plan" value={values.leadershipPlanPercentage} onChange={(e) => set('leadershipPlanPercentage')(e.target.value)} options={ROI_PERCENTAGE_OPTIONS} error={errors.leadershipPlanPercentage} />
          <SelectField label="Work issues due to poor leadership, miscommunication or mindset gaps" value={values.issuesPercentage} onChange={(e) => set('issuesPercentage')(e.target.value)} options={ROI_PERCENTAGE_OPTIONS} error={errors.issuesPercentage} />
          <TextField label="Annual cost of staff turnover or disengagement (USD)" type="number" min={0} inputMode="decimal" value={values.turnoverCost} onChange={(e) => set('turnoverCost')(e.target.value)} error={errors.turnoverCost} />
          <SelectField label="Months to prepare someone for a leadership role" value={values.leadershipPrepTime} onChange={(e) => set('leadershipPrepTime')(e.target.value)} options={ROI_PREP_TIME_OPTIONS} error={errors.leadershipPrepTime} />
          <SelectField label="Digital projects stalled due to readiness or mindset" value={values.projectStalls} onChange={(e) => set('projectStalls')(e.target.value)} options={PROJECT_STALLS_OPTIONS} error={errors.projectStalls} />
        </div>
        <fieldset>
          <legend className="font-medium text-ink">Desired outcomes (up to 3)</legend>
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
                <span className="text-ink">{o}</span>
              </label>
            ))}
          </div>
          {errors.desiredOutcomes ? <p className="mt-1 text-sm font-medium text-error">{errors.desiredOutcomes}</p> : null}
        </fieldset>
        <Button type="submit" disabled={!canCalculateRoi(outcomes)} className="self-start">
          Calculate ROI
        </Button>
      </form>
      <div aria-live="polite">
        {result ? (
          <div className="mt-5 rounded-lg bg-primary-light p-4" data-testid="roi-answer">
            <p className="text-3xl font-bold text-primary">
              {result.score}
              <span className="text-lg text-muted"> / 100</span>
            </p>
            <div className="mt-2">
              <ProgressBar percent={result.score} label="ROI score" valueText={`${result.score} out of 100`} />
            </div>
            <p className="mt-3 text-lg font-bold text-ink">{result.band.label}</p>
            <p className="text-ink">{result.band.message}</p>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <Card title={result.cards.productivity.title}>
                +{result.cards.productivity.percent}% productivity, about {usd.format(result.cards.productivity.yearlyValue)} a year
              </Card>
              <Card title={result.cards.retention.title}>{usd.format(result.cards.retention.yearlySavings)} a year</Card>
              <Card title={result.cards.pipeline.title}>{result.cards.pipeline.monthsFaster} months faster</Card>
              <Card title={result.cards.innovation.title}>{result.cards.innovation.level}</Card>
            </dl>
          </div>
        ) : null}
      </div>
    </section>
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
