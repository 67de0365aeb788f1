import { t } from '@lingui/core/macro';
import { ONBOARDING_COMPLETE_TOAST, journeyPaths, recommendPath, type JourneyLeaders, type OnboardingData } from '@lv/domain';
import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { BlueprintWizard } from '../../components/blueprint-wizard';
import { Button } from '../../components/ui/button-base';
import type { ToastKind } from '../../components/ui/toast-region';
import { api } from '../../lib/api';
import { journeyPathText } from '../../lib/i18n/journey-path-text';
import { rememberFacts } from './blueprint-facts';
import { domainText } from '../../lib/i18n/domain-text';

/** Stands in a translated sentence where an element goes (a placeholder's value), to split it there. */
const SLOT = '\u0001';

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
    notify('success', domainText(ONBOARDING_COMPLETE_TOAST));
    onComplete(data, pathId);
    rememberFacts({ teamSize: data.teamSize, duration: data.duration, goals: data.desiredOutcomes });
    // The completion heading replaces the questions: move focus to it.
    requestAnimationFrame(() => headingRef.current?.focus());
    api.post('/api/leads/blueprint', data).catch((error: unknown) => console.error('Saving the Team Blueprint failed', error));
  };

  if (recommended) {
    const found = journeyPaths(leaders).find((p) => p.id === recommended);
    const path = found ? journeyPathText(found) : null;
    const title = path?.title ?? t`the Custom Path`;
    // One sentence per case for the translators; the path's name is bold, so it is split where the name goes.
    const duration = found?.durationMonths ? path?.duration : undefined;
    const name = SLOT;
    const sentence = duration ? t`We recommend ${name} (${duration}) for your team.` : t`We recommend ${name} for your team.`;
    const [before = '', after = ''] = sentence.split(SLOT);
    return (
      <div className="rounded-xl bg-white p-6 text-center shadow-sm">
        <CircleCheck className="mx-auto h-12 w-12 text-success" aria-hidden="true" />
        <h3 ref={headingRef} tabIndex={-1} className="mt-3 text-2xl font-bold text-primary outline-none">
          {t`Your Team Blueprint is ready`}
        </h3>
        <p className="mt-2 text-muted">
          {t`You earn 50 XP for it when you start your journey.`} {before}
          <strong className="text-ink">{title}</strong>
          {after}
        </p>
        <Button className="mt-5" onClick={() => onViewJourney(recommended)}>
          {t`View Your Custom Journey`}
        </Button>
      </div>
    );
  }

  return <BlueprintWizard initial={{}} onComplete={complete} headingLevel="h3" />;
}
