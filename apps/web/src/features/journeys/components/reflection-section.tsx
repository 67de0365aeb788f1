import type { ModuleCompletionResult, ModuleDetail } from '@lv/domain';
import { useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatXp } from '../../../lib/format';
import { useEnrol } from '../api/journeys-api';
import { EnrolFailure, MODULE_XP } from './enrol-failure';
import { ModuleDone } from './module-done';
import { ReflectionForm } from './reflection-form';
import { SECTION_TITLE } from './section-title';

interface ReflectionSectionProps {
  module: ModuleDetail;
  /** The answer of the completion sent from this page, if any. */
  justCompleted: ModuleCompletionResult | null;
  onCompleted: (result: ModuleCompletionResult) => void;
}

/**
 * The reflection question and what the learner can do with it: answer it (completing the
 * module), see their answer once done, enrol first, or read why this module cannot be completed.
 */
export function ReflectionSection({ module, justCompleted, onCompleted }: ReflectionSectionProps) {
  const enrol = useEnrol(module.journey.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const question = <p className="text-lg font-medium text-ink">{module.reflectionQuestion}</p>;

  let body;
  if (module.completion) {
    body = (
      <>
        {question}
        <ModuleDone
          completion={module.completion}
          journey={module.journey}
          next={module.next}
          xpEarned={justCompleted ? justCompleted.xpAwarded : null}
          takeFocus={justCompleted !== null}
        />
      </>
    );
  } else if (!module.enrolled) {
    body = (
      <>
        {question}
        <p className="text-ink">
          Enrol in {module.journey.title} to answer it, complete this module and earn{' '}
          {formatXp(MODULE_XP)}.
        </p>
        <EnrolFailure error={enrol.error} />
        <Button
          variant="accent"
          className="w-full sm:w-auto sm:self-start"
          busy={enrol.isPending}
          busyLabel="Enrolling…"
          // The module is read again with the form; focus stays in this section.
          onClick={() => enrol.mutate(undefined, { onSuccess: () => heading.current?.focus() })}
        >
          Enrol in {module.journey.title}
        </Button>
      </>
    );
  } else if (!module.canComplete) {
    body = (
      <>
        {question}
        <Alert tone="info">
          This module is not part of the version of {module.journey.title} you are enrolled in, so
          it does not count towards your journey. You can still read it.
        </Alert>
      </>
    );
  } else {
    body = (
      <ReflectionForm
        journeyId={module.journey.id}
        moduleSlug={module.slug}
        question={module.reflectionQuestion}
        onCompleted={onCompleted}
      />
    );
  }

  return (
    <section aria-labelledby="reflection-title" className="mt-10 flex flex-col gap-4">
      <h2 id="reflection-title" ref={heading} tabIndex={-1} className={SECTION_TITLE}>
        Reflection
      </h2>
      {body}
    </section>
  );
}
