import { plural, t } from '@lingui/core/macro';
import {
  PROJECT_STALLS_OPTIONS,
  ROI_OUTCOMES,
  ROI_PERCENTAGE_OPTIONS,
  ROI_PREP_TIME_OPTIONS,
  ROI_TEAM_SIZE_OPTIONS,
  isOutcomeDisabled,
  type RoiOutcome,
  type RoiStep,
  type SelectOption,
} from '@lv/domain';
import { Check } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { SelectField } from '../../components/ui/form-fields';
import { TextField } from '../../components/ui/text-field';
import { domainText } from '../../lib/i18n/domain-text';

type TextFieldName =
  | 'teamSize'
  | 'avgSalary'
  | 'leadershipPlanPercentage'
  | 'issuesPercentage'
  | 'turnoverCost'
  | 'leadershipPrepTime';
export type RoiValues = Record<TextFieldName, string> & {
  projectStalls: 'no' | 'sometimes' | 'yes';
  desiredOutcomes: RoiOutcome[];
};
export type RoiErrors = Partial<Record<keyof RoiValues, string>>;

export const EMPTY_ROI_VALUES: RoiValues = {
  teamSize: '',
  avgSalary: '',
  leadershipPlanPercentage: '',
  issuesPercentage: '',
  turnoverCost: '',
  leadershipPrepTime: '',
  projectStalls: 'no',
  desiredOutcomes: [],
};

export interface RoiStepFieldsProps {
  /** Steps 1 to 3 show fields; step 4 (the result) none. */
  step: RoiStep;
  values: RoiValues;
  errors: RoiErrors;
  /** A field's new value (its error clears). */
  set: (field: keyof RoiValues) => (value: string) => void;
  onToggleOutcome: (outcome: RoiOutcome) => void;
}

/** A field's message in the page's language: the domain's schemas write them in English. */
const shown = (message: string | undefined) => (message === undefined ? undefined : domainText(message));

/** The domain's options with their texts in the page's language (the values stay). */
const inPageLanguage = <V,>(options: ReadonlyArray<SelectOption<V>>) => options.map((o) => ({ value: o.value, label: domainText(o.label) }));

/** The ROI estimator's form fields of one step (1: the team, 2: costs and readiness, 3: the outcomes wanted). */
export function RoiStepFields({ step, values, errors, set, onToggleOutcome }: RoiStepFieldsProps) {
  // A field's new value, the field named by its control.
  const change = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(e.target.name as keyof RoiValues)(e.target.value);
  const chosen = values.desiredOutcomes.length;
  return (
    <>
      {step === 1 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            placeholder={t`Choose…`}
            label={t`Team size`}
            value={values.teamSize}
            name="teamSize"
            onChange={change}
            error={shown(errors.teamSize)}
            options={inPageLanguage(ROI_TEAM_SIZE_OPTIONS)}
          />
          <TextField
            label={t`Average monthly salary (USD)`}
            type="number"
            min={0}
            inputMode="decimal"
            value={values.avgSalary}
            name="avgSalary"
            onChange={change}
            error={shown(errors.avgSalary)}
          />
          <SelectField
            placeholder={t`Choose…`}
            label={t`Team members with a leadership development plan`}
            value={values.leadershipPlanPercentage}
            name="leadershipPlanPercentage"
            onChange={change}
            error={shown(errors.leadershipPlanPercentage)}
            options={inPageLanguage(ROI_PERCENTAGE_OPTIONS)}
          />
          <SelectField
            placeholder={t`Choose…`}
            label={t`Work issues due to poor leadership, miscommunication or mindset gaps`}
            value={values.issuesPercentage}
            name="issuesPercentage"
            onChange={change}
            error={shown(errors.issuesPercentage)}
            options={inPageLanguage(ROI_PERCENTAGE_OPTIONS)}
          />
        </div>
      ) : null}
      {step === 2 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Annual cost of staff turnover or disengagement (USD)`}
            type="number"
            min={0}
            inputMode="decimal"
            value={values.turnoverCost}
            name="turnoverCost"
            onChange={change}
            error={shown(errors.turnoverCost)}
          />
          <SelectField
            placeholder={t`Choose…`}
            label={t`Months to prepare someone for a leadership role`}
            value={values.leadershipPrepTime}
            name="leadershipPrepTime"
            onChange={change}
            error={shown(errors.leadershipPrepTime)}
            options={inPageLanguage(ROI_PREP_TIME_OPTIONS)}
          />
          <fieldset className="sm:col-span-2">
            <legend className="font-medium text-ink">
              {t`Did digital projects stall due to readiness or mindset?`}
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {PROJECT_STALLS_OPTIONS.map((o) => (
                <label
                  key={o.value}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 ${values.projectStalls === o.value ? 'border-primary bg-primary-light font-semibold' : 'border-gray-400'}`}
                >
                  <input
                    type="radio"
                    name="projectStalls"
                    value={o.value}
                    checked={values.projectStalls === o.value}
                    onChange={change}
                    className="h-4 w-4 accent-primary"
                  />
                  {domainText(o.label)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      ) : null}
      {step === 3 ? (
        <fieldset>
          <legend className="text-muted">
            {t`Pick up to 3 outcomes (${plural(chosen, { one: '# of 3 chosen', other: '# of 3 chosen' })}).`}
          </legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {ROI_OUTCOMES.map((outcome) => {
              const isChosen = values.desiredOutcomes.includes(outcome);
              return (
                <button
                  key={outcome}
                  type="button"
                  aria-pressed={isChosen}
                  disabled={isOutcomeDisabled(values.desiredOutcomes, outcome)}
                  onClick={() => onToggleOutcome(outcome)}
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
        </fieldset>
      ) : null}
    </>
  );
}
