import { t } from '@lingui/core/macro';
import {
  ONBOARDING_OPTIONS,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEPS,
  isOnboardingStepAnswered,
  onboardingProgress,
  type OnboardingData,
  type OnboardingStep,
} from '@lv/domain';
import { useRef, useState } from 'react';
import { domainText } from '../lib/i18n/domain-text';
import { Alert } from './ui/alert';
// button-base, not button: the landing page loads this without React Router.
import { Button } from './ui/button-base';
import { ChoiceCard } from './ui/choice-card';
import { ProgressBar } from './ui/progress-bar';

export type BlueprintAnswers = Partial<OnboardingData>;

interface BlueprintWizardProps {
  /** Answers to start from (saved ones, or a landing-page blueprint). */
  initial: BlueprintAnswers;
  /** Step 5's Complete: the answers of every step. */
  onComplete: (answers: OnboardingData) => void;
  /** The questions' heading level: h2 on its own page (onboarding), h3 inside a landing section. */
  headingLevel?: 'h2' | 'h3';
  busy?: boolean;
  error?: string | null;
}

/**
 * The Team Blueprint questions: 5 steps with a progress bar (`../shared/spec/platform-spec.md` sections 2 (Screens and routes) and 4 (States and transitions)), for a visitor
 * on the landing page and a signed-in learner in onboarding alike.
 */
export function BlueprintWizard({ initial, onComplete, headingLevel: Heading = 'h2', busy = false, error = null }: BlueprintWizardProps) {
  const [step, setStep] = useState<OnboardingStep>(1);
  const [answers, setAnswers] = useState<BlueprintAnswers>(initial);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = ONBOARDING_STEPS[step - 1] ?? ONBOARDING_STEPS[0];
  const answered = isOnboardingStepAnswered(step, answers);
  const percent = onboardingProgress(step);
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());
  const stepOf = t`Step ${step} of ${ONBOARDING_STEP_COUNT}`;

  const choose = (value: string) => {
    const field = current.field;
    if (current.kind === 'single') {
      setAnswers((a) => ({ ...a, [field]: value }));
      return;
    }
    setAnswers((a) => {
      const list = (a[field] as string[] | undefined) ?? [];
      return { ...a, [field]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] };
    });
  };

  const next = () => {
    if (!answered || busy) return;
    if (step === ONBOARDING_STEP_COUNT) {
      // Every step was answered to get here, so the answers are complete.
      onComplete(answers as OnboardingData);
      return;
    }
    setStep((s) => (s + 1) as OnboardingStep);
    focusHeading();
  };

  const options = ONBOARDING_OPTIONS[current.field];
  const selected = answers[current.field];
  const isChecked = (value: string) =>
    Array.isArray(selected) ? (selected as readonly string[]).includes(value) : selected === value;

  return (
    <form
      className="rounded-xl bg-white p-5 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <div className="flex items-center justify-between text-sm font-medium text-muted">
        <span>{stepOf}</span>
        <span>{t`${percent}% complete`}</span>
      </div>
      <ProgressBar className="mt-2" tone="step" percent={percent} label={t`Team Blueprint progress`} valueText={stepOf} />
      <fieldset className="mt-5">
        <legend className="w-full">
          <Heading ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
            {domainText(current.question)}
          </Heading>
          {current.kind === 'multiple' ? <span className="text-sm text-muted">{t`Choose all that apply.`}</span> : null}
        </legend>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <ChoiceCard
              key={option}
              type={current.kind === 'single' ? 'radio' : 'checkbox'}
              name={current.field}
              value={option}
              checked={isChecked(option)}
              onChange={() => choose(option)}
              className={`min-h-11 items-center px-4 py-2 ${isChecked(option) ? 'font-semibold' : ''}`}
            >
              {domainText(option)}
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      {error ? (
        <Alert className="mt-4" tone="error">{error}</Alert>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        {step > 1 ? (
          <Button
            variant="secondary"
            onClick={() => {
              setStep((s) => (s - 1) as OnboardingStep);
              focusHeading();
            }}
          >
            {t`Back`}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={!answered} busy={busy} busyLabel={t`Saving...`}>
          {step === ONBOARDING_STEP_COUNT ? t`Complete` : t`Continue`}
        </Button>
      </div>
    </form>
  );
}
