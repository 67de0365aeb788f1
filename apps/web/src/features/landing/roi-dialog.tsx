import { t } from '@lingui/core/macro';
import {
  ROI_STEP_SCHEMAS,
  ROI_STEP_TITLES,
  RoiInputSchema,
  canCalculateRoi,
  computeRoiResult,
  roiPrimaryButtonLabel,
  roiProgress,
  toggleOutcome,
  type RoiInput,
  type RoiStep,
} from '@lv/domain';
import { useRef, useState } from 'react';
import { RoiResultView } from '../../components/roi-result';
import { Button } from '../../components/ui/button-base';
import { Dialog } from '../../components/ui/dialog';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { ToastKind } from '../../components/ui/toast-region';
import { fieldErrorsOf } from '../../lib/field-errors';
import { domainText } from '../../lib/i18n/domain-text';
import { RoiEmailSave, useRoiEmailSave } from './roi-email-save';
import { EMPTY_ROI_VALUES, RoiStepFields, type RoiErrors, type RoiValues } from './roi-step-fields';

/** Where focus goes on a new step: the first invalid field, else the step's heading. */
const FOCUS_TARGET = '[aria-invalid="true"], h3';

export interface RoiDialogProps {
  onClose: () => void;
  notify: (kind: ToastKind, message: string) => void;
  /** 'Schedule a Strategy Call': the popup closes and the page goes to the Pathfinder. */
  onScheduleCall: () => void;
}

/**
 * The ROI estimator popup: 3 form steps (roi-step-fields.tsx) and the result, which the visitor
 * can save with an email (roi-email-save.tsx) (`../shared/spec/platform-spec.md` sections 2
 * (Screens and routes), 3 (Entities and their fields), 5 (Validation rules) and 9 (Business
 * constants and limits)).
 */
export default function RoiDialog({ onClose, notify, onScheduleCall }: RoiDialogProps) {
  const [step, setStep] = useState<RoiStep>(1);
  const [values, setValues] = useState<RoiValues>(EMPTY_ROI_VALUES);
  const [errors, setErrors] = useState<RoiErrors>({});
  const emailSave = useRoiEmailSave(notify);
  const bodyRef = useRef<HTMLDivElement>(null);
  const progress = roiProgress(step);
  const stepLabel = domainText(progress.label);
  const percent = progress.percent;

  const set = (field: keyof RoiValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const focusTop = () =>
    requestAnimationFrame(() =>
      bodyRef.current?.querySelector<HTMLElement>(FOCUS_TARGET)?.focus(),
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

  return (
    <Dialog
      title={t`ROI Estimator`}
      description={t`See what leadership transformation could be worth to your team.`}
      onClose={onClose}
    >
      <div className="flex items-center justify-between text-sm font-medium text-muted">
        <span>{stepLabel}</span>
        <span>{t`${percent}% complete`}</span>
      </div>
      <ProgressBar
        className="mt-2"
        tone="step"
        percent={progress.percent}
        label={t`ROI estimator progress`}
        valueText={stepLabel}
      />

      <div ref={bodyRef} className="mt-5">
        <h3 tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {domainText(ROI_STEP_TITLES[step])}
        </h3>

        {step < 4 ? (
          <form noValidate onSubmit={forward} className="mt-4">
            <RoiStepFields
              step={step}
              values={values}
              errors={errors}
              set={set}
              onToggleOutcome={(outcome) =>
                setValues((v) => ({
                  ...v,
                  desiredOutcomes: toggleOutcome(v.desiredOutcomes, outcome),
                }))
              }
            />
            <div className="mt-6 flex flex-wrap justify-between gap-3">
              {step > 1 ? (
                <Button variant="secondary" onClick={() => setStep((s) => (s - 1) as RoiStep)}>
                  {t`Back`}
                </Button>
              ) : (
                <span />
              )}
              <Button
                type="submit"
                disabled={step === 3 && !canCalculateRoi(values.desiredOutcomes)}
              >
                {domainText(roiPrimaryButtonLabel(step === 4 ? 3 : step))}
              </Button>
            </div>
          </form>
        ) : null}

        {result && input ? (
          <div className="mt-4">
            <RoiResultView result={result} />

            <RoiEmailSave state={emailSave} onSave={() => emailSave.save(input)} />
            <div className="mt-6 flex flex-wrap justify-between gap-3">
              <Button variant="secondary" onClick={() => setStep(3)}>
                {t`Back`}
              </Button>
              <Button variant="accent" onClick={onScheduleCall}>
                {t`Schedule a Strategy Call`}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
