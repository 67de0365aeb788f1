import { plural, t } from '@lingui/core/macro';
import {
  isOutcomeDisabled,
  PROJECT_STALLS_OPTIONS,
  ROI_OUTCOMES,
  ROI_PERCENTAGE_OPTIONS,
  ROI_PREP_TIME_OPTIONS,
  ROI_STEP_TITLES,
  ROI_TEAM_SIZE_OPTIONS,
  RoiInputSchema,
  toggleOutcome,
  type RoiEstimateSeries,
  type RoiInput,
  type RoiOutcome,
  type SelectOption,
} from '@lv/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { domainText } from '../../lib/i18n/domain-text';
import { showServerErrors, useZodForm } from '../../lib/use-zod-form';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { SelectField } from '../ui/form-fields';
import { TextField } from '../ui/text-field';

/** A message in the page's language (the domain's and the server's are keyed by their English). */
const shown = (message: string | undefined) =>
  message === undefined ? undefined : domainText(message);

/** The domain's options with their texts in the page's language (the values stay). */
const inPageLanguage = <V,>(options: ReadonlyArray<SelectOption<V>>) =>
  options.map((o) => ({ value: o.value as string | number, label: domainText(o.label) }));

/**
 * A select's options with the saved answer among them: an estimate saved through the API may hold
 * a value the estimator's lists do not offer (a team of 10), which the form keeps rather than
 * silently moving to the first option. Without a saved estimate, the lists as they are.
 */
const withSaved = (
  options: ReadonlyArray<{ value: string | number; label: string }>,
  saved: number | undefined,
) =>
  saved === undefined || options.some((o) => o.value === saved)
    ? options
    : [...options, { value: saved, label: String(saved) }].sort(
        (a, b) => Number(a.value) - Number(b.value),
      );

/** The save of a series' owner (`POST /api/me/roi-estimates`, `/api/orgs/:orgId/roi-estimates`): its answer is the series. */
export type RoiEstimateSave = Pick<
  UseMutationResult<RoiEstimateSeries, Error, RoiInput>,
  'mutate' | 'isPending'
>;

export interface RoiRemeasureDialogProps {
  /** The answers of the newest estimate: the form starts from them; null for a first estimate (empty). */
  last: RoiInput | null;
  /** Where the estimate goes: the caller's mutation for its series (ADR 051, 053). */
  save: RoiEstimateSave;
  onClose: () => void;
  /** The new estimate is saved (its score). */
  onSaved: (score: number) => void;
}

/**
 * Re-measuring the ROI estimate (ADR 051): the estimator's questions on one form, filled in with
 * the last answers, checked by the same domain schema the landing estimator and the server use.
 * Saving adds a new estimate to the owner's series (a leader's, an organisation's); the old ones
 * stay. Without an estimate yet, the same form starts empty: the first of the series.
 */
export function RoiRemeasureDialog({ last, save, onClose, onSaved }: RoiRemeasureDialogProps) {
  const outcomesId = useId();
  const { register, handleSubmit, setError, setValue, watch, formState } = useZodForm(
    RoiInputSchema,
    {
      defaultValues: last
        ? { ...last, desiredOutcomes: [...last.desiredOutcomes] }
        : { projectStalls: 'no', desiredOutcomes: [] },
    },
  );
  const choose = last ? undefined : t`Choose…`;
  const errors = formState.errors;
  const chosen: RoiOutcome[] = watch('desiredOutcomes') ?? [];
  const count = chosen.length;
  const outcomesError = shown(errors.desiredOutcomes?.message);
  const { defaultValue: _stallsStart, ...stalls } = register('projectStalls');

  const saveFailed = t`We could not save your estimate. Please try again.`;
  // A 5xx carries no message: the form says what to do.
  const rootError = errors.root ? shown(errors.root.message) || saveFailed : undefined;
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (series) => onSaved(series.estimates.at(-1)?.score ?? 0),
      onError: (error) => showServerErrors(error, setError, saveFailed),
    }),
  );

  return (
    <Dialog
      title={last ? t`Re-measure your ROI estimate` : t`Estimate your ROI`}
      description={
        last
          ? t`Your last answers are filled in. Change what is different today and save: your earlier estimates stay, so you can see the change.`
          : t`Answer the estimator's questions and save: from this first estimate, you are offered to re-measure at 30, 90 and 180 days.`
      }
      onClose={onClose}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-5">
        {rootError ? <Alert tone="error">{rootError}</Alert> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-ink">
            {domainText(ROI_STEP_TITLES[1])}
          </legend>
          <SelectField
            label={t`Team size`}
            options={withSaved(inPageLanguage(ROI_TEAM_SIZE_OPTIONS), last?.teamSize)}
            placeholder={choose}
            error={shown(errors.teamSize?.message)}
            {...register('teamSize')}
          />
          <TextField
            label={t`Average monthly salary (USD)`}
            type="number"
            min={0}
            inputMode="decimal"
            error={shown(errors.avgSalary?.message)}
            {...register('avgSalary')}
          />
          <SelectField
            label={t`Team members with a leadership development plan`}
            options={withSaved(
              inPageLanguage(ROI_PERCENTAGE_OPTIONS),
              last?.leadershipPlanPercentage,
            )}
            placeholder={choose}
            error={shown(errors.leadershipPlanPercentage?.message)}
            {...register('leadershipPlanPercentage')}
          />
          <SelectField
            label={t`Work issues due to poor leadership, miscommunication or mindset gaps`}
            options={withSaved(inPageLanguage(ROI_PERCENTAGE_OPTIONS), last?.issuesPercentage)}
            placeholder={choose}
            error={shown(errors.issuesPercentage?.message)}
            {...register('issuesPercentage')}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-ink">
            {domainText(ROI_STEP_TITLES[2])}
          </legend>
          <TextField
            label={t`Annual cost of staff turnover or disengagement (USD)`}
            type="number"
            min={0}
            inputMode="decimal"
            error={shown(errors.turnoverCost?.message)}
            {...register('turnoverCost')}
          />
          <SelectField
            label={t`Months to prepare someone for a leadership role`}
            options={withSaved(inPageLanguage(ROI_PREP_TIME_OPTIONS), last?.leadershipPrepTime)}
            placeholder={choose}
            error={shown(errors.leadershipPrepTime?.message)}
            {...register('leadershipPrepTime')}
          />
          <fieldset className="sm:col-span-2">
            <legend className="font-medium text-ink">
              {t`Did digital projects stall due to readiness or mindset?`}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {PROJECT_STALLS_OPTIONS.map((o) => (
                <label
                  key={o.value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-400 px-4 has-checked:border-primary has-checked:bg-primary-light has-checked:font-semibold"
                >
                  <input
                    type="radio"
                    value={o.value}
                    defaultChecked={(last?.projectStalls ?? 'no') === o.value}
                    className="h-4 w-4 accent-primary"
                    {...stalls}
                  />
                  {domainText(o.label)}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>
        <fieldset aria-describedby={outcomesError ? `${outcomesId}-error` : undefined}>
          <legend className="text-lg font-semibold text-ink">
            {domainText(ROI_STEP_TITLES[3])}
          </legend>
          <p className="text-muted">
            {t`Pick up to 3 outcomes (${plural(count, { one: '# of 3 chosen', other: '# of 3 chosen' })}).`}
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {ROI_OUTCOMES.map((outcome) => {
              const isChosen = chosen.includes(outcome);
              return (
                <button
                  key={outcome}
                  type="button"
                  aria-pressed={isChosen}
                  disabled={isOutcomeDisabled(chosen, outcome)}
                  onClick={() =>
                    setValue('desiredOutcomes', toggleOutcome(chosen, outcome), {
                      shouldDirty: true,
                      shouldValidate: formState.isSubmitted,
                    })
                  }
                  className={`flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 text-left disabled:cursor-not-allowed disabled:opacity-50 ${isChosen ? 'border-primary bg-primary-light font-semibold' : 'border-gray-400 bg-white'}`}
                >
                  <Check
                    className={`h-4 w-4 ${isChosen ? 'visible' : 'invisible'}`}
                    aria-hidden="true"
                  />
                  {domainText(outcome)}
                </button>
              );
            })}
          </div>
          {outcomesError ? (
            <p id={`${outcomesId}-error`} className="mt-2 text-sm font-medium text-error">
              {outcomesError}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" busy={save.isPending} busyLabel={t`Saving…`}>
            {last ? t`Save the new estimate` : t`Save the estimate`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
