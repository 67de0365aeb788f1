import {
  PROJECT_STALLS_OPTIONS,
  ROI_OUTCOMES,
  ROI_PERCENTAGE_OPTIONS,
  ROI_PREP_TIME_OPTIONS,
  ROI_STEP_SCHEMAS,
  ROI_STEP_TITLES,
  ROI_TEAM_SIZE_OPTIONS,
  RoiInputSchema,
  canCalculateRoi,
  computeRoiResult,
  isOutcomeDisabled,
  roiPrimaryButtonLabel,
  roiProgress,
  toggleOutcome,
  type RoiInput,
  type RoiOutcome,
  type RoiStep,
} from '@lv/domain';
import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { RoiResultView } from '../../components/roi-result';
import { Button } from '../../components/ui/button-base';
import { Dialog } from '../../components/ui/dialog';
import { ProgressBar } from '../../components/ui/progress-bar';
import { SelectField } from '../../components/ui/form-fields';
import { TextField } from '../../components/ui/text-field';
import type { ToastKind } from '../../components/ui/toast-region';
import { api } from '../../lib/api';
import { fieldErrorsOf } from '../../lib/field-errors';

type TextFieldName =
  | 'teamSize'
  | 'avgSalary'
  | 'leadershipPlanPercentage'
  | 'issuesPercentage'
  | 'turnoverCost'
  | 'leadershipPrepTime';
type Values = Record<TextFieldName, string> & {
  projectStalls: 'no' | 'sometimes' | 'yes';
  desiredOutcomes: RoiOutcome[];
};
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = {
  teamSize: '',
  avgSalary: '',
  leadershipPlanPercentage: '',
  issuesPercentage: '',
  turnoverCost: '',
  leadershipPrepTime: '',
  projectStalls: 'no',
  desiredOutcomes: [],
};

export interface RoiDialogProps {
  onClose: () => void;
  notify: (kind: ToastKind, message: string) => void;
  /** 'Schedule a Strategy Call': the popup closes and the page goes to the Pathfinder. */
  onScheduleCall: () => void;
}

/** The ROI estimator popup: 3 form steps and the result (`../shared/spec/platform-spec.md` sections 2 (Screens and routes), 3 (Entities and their fields), 5 (Validation rules) and 9 (Business constants and limits)). */
export default function RoiDialog({ onClose, notify, onScheduleCall }: RoiDialogProps) {
  const [step, setStep] = useState<RoiStep>(1);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const progress = roiProgress(step);

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const focusTop = () =>
    requestAnimationFrame(() =>
      bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], h3')?.focus(),
    );

  const parsedInput = (): RoiInput | null => {
    const result = RoiInputSchema.safeParse(values);
    return result.success ? result.data : null;
  };

  const forward = (event: React.FormEvent) => {
    event.preventDefault();
    if (step === 4) return;
    const result = ROI_STEP_SCHEMAS[step].safeParse(values);
    if (!result.success) {
      setErrors(fieldErrorsOf(result.error));
      focusTop();
      return;
    }
    setErrors({});
    setStep((s) => (s + 1) as RoiStep);
    focusTop();
  };

  const input = step === 4 ? parsedInput() : null;
  const result = input ? computeRoiResult(input) : null;

  const save = async () => {
    if (!input) return;
    const trimmed = email.trim();
    if (trimmed !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
      setEmailError('Please enter a valid email address');
      return;
    }
    setSaving(true);
    try {
      await api.post('/api/leads/roi', { ...input, ...(trimmed ? { email: trimmed } : {}) });
      setSaved(true);
      notify('success', 'Your ROI estimate is saved.');
    } catch (error) {
      console.error('Saving the ROI estimate failed', error);
      notify('error', 'We could not save your estimate. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title="ROI Estimator"
      description="See what leadership transformation could be worth to your team."
      onClose={onClose}
    >
      <div className="flex items-center justify-between text-sm font-medium text-muted">
        <span>{progress.label}</span>
        <span>{progress.percent}% complete</span>
      </div>
      <ProgressBar
        className="mt-2"
        tone="step"
        percent={progress.percent}
        label="ROI estimator progress"
        valueText={progress.label}
      />

      <div ref={bodyRef} className="mt-5">
        <h3 tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {ROI_STEP_TITLES[step]}
        </h3>

        {step < 4 ? (
          <form noValidate onSubmit={forward} className="mt-4">
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
                        onClick={() =>
                          setValues((v) => ({
                            ...v,
                            desiredOutcomes: toggleOutcome(v.desiredOutcomes, outcome),
                          }))
                        }
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
            <div className="mt-6 flex flex-wrap justify-between gap-3">
              {step > 1 ? (
                <Button variant="secondary" onClick={() => setStep((s) => (s - 1) as RoiStep)}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              <Button
                type="submit"
                disabled={step === 3 && !canCalculateRoi(values.desiredOutcomes)}
              >
                {roiPrimaryButtonLabel(step === 4 ? 3 : step)}
              </Button>
            </div>
          </form>
        ) : null}

        {result && input ? (
          <div className="mt-4">
            <RoiResultView result={result} />

            <div className="mt-5 rounded-lg border border-line p-4">
              {saved ? (
                <p className="font-medium text-success">
                  Your estimate is saved. We will be in touch if you left your email.
                </p>
              ) : (
                <form
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    void save();
                  }}
                  className="flex flex-col gap-3 sm:flex-row sm:items-end"
                >
                  <TextField
                    className="flex-1"
                    label="Email (optional)"
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => {
                      setEmail(e.target.value);
                      setEmailError(undefined);
                    }}
                    error={emailError}
                  />
                  <Button type="submit" variant="secondary" busy={saving} busyLabel="Saving…">
                    Save my estimate
                  </Button>
                </form>
              )}
            </div>
            <div className="mt-6 flex flex-wrap justify-between gap-3">
              <Button variant="secondary" onClick={() => setStep(3)}>
                Back
              </Button>
              <Button variant="accent" onClick={onScheduleCall}>
                Schedule a Strategy Call
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
