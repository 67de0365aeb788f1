import {
  ONBOARDING_COMPLETE_TOAST,
  ONBOARDING_OPTIONS,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEPS,
  isOnboardingStepAnswered,
  journeyPaths,
  onboardingProgress,
  recommendPath,
  type JourneyLeaders,
  type OnboardingData,
  type OnboardingStep,
} from '@lv/domain';
import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button-base';
import type { ToastKind } from '../../components/ui/toast-region';
import { api } from '../../lib/api';

type Answers = Partial<OnboardingData>;

export interface BlueprintFormProps {
  leaders: JourneyLeaders;
  notify: (kind: ToastKind, message: string) => void;
  /** The blueprint is complete: its answers and the recommended path id. */
  onComplete: (answers: OnboardingData, recommendedPathId: string) => void;
  /** 'View Your Custom Journey'. */
  onViewJourney: (pathId: string) => void;
}

/** The Team Blueprint: 5 steps with a progress bar, then the completion screen (spec sections 2 and 4). */
export default function BlueprintForm({ leaders, notify, onComplete, onViewJourney }: BlueprintFormProps) {
  const [step, setStep] = useState<OnboardingStep>(1);
  const [answers, setAnswers] = useState<Answers>({});
  const [recommended, setRecommended] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = ONBOARDING_STEPS[step - 1] ?? ONBOARDING_STEPS[0];
  const answered = isOnboardingStepAnswered(step, answers);
  const percent = onboardingProgress(step);

  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

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

  const complete = () => {
    const data = answers as OnboardingData;
    const pathId = recommendPath(data.challenges, leaders);
    setRecommended(pathId);
    notify('success', ONBOARDING_COMPLETE_TOAST);
    onComplete(data, pathId);
    focusHeading();
    api.post('/api/leads/blueprint', data).catch((error: unknown) => console.error('Saving the Team Blueprint failed', error));
  };

  const next = () => {
    if (!answered) return;
    if (step === ONBOARDING_STEP_COUNT) complete();
    else {
      setStep((s) => (s + 1) as OnboardingStep);
      focusHeading();
    }
  };

  if (recommended) {
    const path = journeyPaths(leaders).find((p) => p.id === recommended);
    return (
      <div className="rounded-xl bg-white p-6 text-center shadow-sm">
        <CircleCheck className="mx-auto h-12 w-12 text-success" aria-hidden="true" />
        <h3 ref={headingRef} tabIndex={-1} className="mt-3 text-2xl font-bold text-primary outline-none">
          Your Team Blueprint is ready
        </h3>
        <p className="mt-2 text-muted">
          You earn 50 XP for it when you start your journey. We recommend{' '}
          <strong className="text-ink">{path?.title ?? 'the Custom Path'}</strong>
          {path?.durationMonths ? ` (${path.duration})` : ''} for your team.
        </p>
        <Button className="mt-5" onClick={() => onViewJourney(recommended)}>
          View Your Custom Journey
        </Button>
      </div>
    );
  }

  const options = ONBOARDING_OPTIONS[current.field];
  const selected = answers[current.field];
  const isChecked = (value: string) => (Array.isArray(selected) ? selected.includes(value as never) : selected === value);

  return (
    <form
      className="rounded-xl bg-white p-5 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <div className="flex items-center justify-between text-sm font-medium text-muted">
        <span>
          Step {step} of {ONBOARDING_STEP_COUNT}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-primary-light"
        role="progressbar"
        aria-label="Team Blueprint progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${ONBOARDING_STEP_COUNT}`}
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <fieldset className="mt-5">
        <legend className="w-full">
          <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
            {current.question}
          </h3>
          {current.kind === 'multiple' ? <span className="text-sm text-muted">Choose all that apply.</span> : null}
        </legend>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <label
              key={option}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary ${
                isChecked(option) ? 'border-primary bg-primary-light font-semibold' : 'border-gray-400 bg-white'
              }`}
            >
              <input
                type={current.kind === 'single' ? 'radio' : 'checkbox'}
                name={current.field}
                value={option}
                checked={isChecked(option)}
                onChange={() => choose(option)}
                className="h-4 w-4 accent-primary"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        {step > 1 ? (
          <Button
            variant="secondary"
            onClick={() => {
              setStep((s) => (s - 1) as OnboardingStep);
              focusHeading();
            }}
          >
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={!answered}>
          {step === ONBOARDING_STEP_COUNT ? 'Complete' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
