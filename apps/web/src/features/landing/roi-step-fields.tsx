import {
  PROJECT_STALLS_OPTIONS,
  ROI_OUTCOMES,
  ROI_PERCENTAGE_OPTIONS,
  ROI_PREP_TIME_OPTIONS,
  ROI_TEAM_SIZE_OPTIONS,
  isOutcomeDisabled,
  type RoiOutcome,
  type RoiStep,
} from '@lv/domain';
import { Check } from 'lucide-react';
import { SelectField } from '../../components/ui/form-fields';
import { TextField } from '../../components/ui/text-field';

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

/** The ROI estimator's form fields of one step (1: the team, 2: costs and readiness, 3: the outcomes wanted). */
export function RoiStepFields({ step, values, errors, set, onToggleOutcome }: RoiStepFieldsProps) {
  return (
    <>
      {step === 1 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            placeholder="Choose…"
            label="Team size"
            value={values.teamSize}
            onChange={(e) => set('teamSize')(e.target.value)}
            error={errors.teamSize}
            options={ROI_TEAM_SIZE_OPTIONS}
          />
          <TextField
            label="Average monthly salary (USD)"
            type="number"
            min={0}
            inputMode="decimal"
            value={values.avgSalary}
            onChange={(e) => set('avgSalary')(e.target.value)}
            error={errors.avgSalary}
          />
          <SelectField
            placeholder="Choose…"
            label="Team members with a leadership development plan"
            value={values.leadershipPlanPercentage}
            onChange={(e) => set('leadershipPlanPercentage')(e.target.value)}
            error={errors.leadershipPlanPercentage}
            options={ROI_PERCENTAGE_OPTIONS}
          />
          <SelectField
            placeholder="Choose…"
            label="Work issues due to poor leadership, miscommunication or mindset gaps"
            value={values.issuesPercentage}
            onChange={(e) => set('issuesPercentage')(e.target.value)}
            error={errors.issuesPercentage}
            options={ROI_PERCENTAGE_OPTIONS}
          />
        </div>
      ) : null}
      {step === 2 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Annual cost of staff turnover or disengagement (USD)"
            type="number"
            min={0}
            inputMode="decimal"
            value={values.turnoverCost}
            onChange={(e) => set('turnoverCost')(e.target.value)}
            error={errors.turnoverCost}
          />
          <SelectField
            placeholder="Choose…"
            label="Months to prepare someone for a leadership role"
            value={values.leadershipPrepTime}
            onChange={(e) => set('leadershipPrepTime')(e.target.value)}
            error={errors.leadershipPrepTime}
            options={ROI_PREP_TIME_OPTIONS}
          />
          <fieldset className="sm:col-span-2">
            <legend className="font-medium text-ink">
              Did digital projects stall due to readiness or mindset?
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
                    onChange={() => set('projectStalls')(o.value)}
                    className="h-4 w-4 accent-primary"
                  />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      ) : null}
      {step === 3 ? (
        <fieldset>
          <legend className="text-muted">
            Pick up to 3 outcomes ({values.desiredOutcomes.length} of 3 chosen).
          </legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {ROI_OUTCOMES.map((outcome) => {
              const chosen = values.desiredOutcomes.includes(outcome);
              return (
                <button
                  key={outcome}
                  type="button"
                  aria-pressed={chosen}
                  disabled={isOutcomeDisabled(values.desiredOutcomes, outcome)}
                  onClick={() => onToggleOutcome(outcome)}
                  className={`flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 text-left disabled:cursor-not-allowed disabled:opacity-50 ${chosen ? 'border-primary bg-primary-light font-semibold' : 'border-gray-400 bg-white'}`}
                >
                  <Check
                    className={`h-4 w-4 ${chosen ? 'visible' : 'invisible'}`}
                    aria-hidden="true"
                  />
                  {outcome}
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
