import { ONBOARDING_COMPLETE_TOAST, journeyPaths, recommendPath, type JourneyLeaders, type OnboardingData } from '@lv/domain';
import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { BlueprintWizard } from '../../components/blueprint-wizard';
import { Button } from '../../components/ui/button-base';
import type { ToastKind } from '../../components/ui/toast-region';
import { api } from '../../lib/api';

export interface BlueprintFormProps {
  leaders: JourneyLeaders;
  notify: (kind: ToastKind, message: string) => void;
  /** The blueprint is complete: its answers and the recommended path id. */
  onComplete: (answers: OnboardingData, recommendedPathId: string) => void;
  /** 'View Your Custom Journey'. */
  onViewJourney: (pathId: string) => void;
}

/** The Team Blueprint: 5 steps with a progress bar, then the completion screen (`../shared/spec/platform-spec.md` sections 2 (Screens and routes) and 4 (States and transitions)). */
export default function BlueprintForm({ leaders, notify, onComplete, onViewJourney }: BlueprintFormProps) {
  const [recommended, setRecommended] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const complete = (data: OnboardingData) => {
    const pathId = recommendPath(data.challenges, leaders);
    setRecommended(pathId);
    notify('success', ONBOARDING_COMPLETE_TOAST);
    onComplete(data, pathId);
    // The completion heading replaces the questions: move focus to it.
    requestAnimationFrame(() => headingRef.current?.focus());
    api.post('/api/leads/blueprint', data).catch((error: unknown) => console.error('Saving the Team Blueprint failed', error));
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

  return <BlueprintWizard initial={{}} onComplete={complete} headingLevel="h3" />;
}
