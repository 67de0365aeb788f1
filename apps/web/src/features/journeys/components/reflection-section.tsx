import { t } from '@lingui/core/macro';
import { ModuleCompletionInputSchema, type ModuleCheck, type ModuleCompletionResult, type ModuleDetail } from '@lv/domain';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDay, formatXp } from '../../../lib/format';
import type { QueuedWrite } from '../../../lib/offline/outbox-store';
import { outbox, useOutbox } from '../../../lib/offline/outbox-instance';
import { completionPath, MODULE_COMPLETION_KIND, useEnrol } from '../api/journeys-api';
import { CompletionWaiting } from './completion-waiting';
import { EnrolFailure, MODULE_XP } from './enrol-failure';
import { ModuleDone } from './module-done';
import { ReflectionForm } from './reflection-form';
import { SECTION_TITLE } from './section-title';

interface ReflectionSectionProps {
  module: ModuleDetail;
  /** The module's knowledge check (null: none): with a pass mark, completing waits on passing it. */
  check: ModuleCheck | null;
  /** The answer of the completion sent from this page, if any. */
  justCompleted: ModuleCompletionResult | null;
  onCompleted: (result: ModuleCompletionResult) => void;
}

/** The answer a queued completion carries ('' when it is not one). */
const reflectionOf = (write: QueuedWrite | undefined) => {
  const parsed = ModuleCompletionInputSchema.safeParse(write?.body);
  return parsed.success ? parsed.data.reflection : '';
};

/**
 * This module's completion in the offline queue: made offline on this page (until it is sent or
 * refused) or found waiting there (after a reload), and a later refusal to show on the form.
 */
function useQueuedCompletion(module: ModuleDetail) {
  const queue = useOutbox();
  const [queued, setQueued] = useState<{ id: string; reflection: string } | null>(null);
  const path = completionPath(module.journey.id, module.slug);
  const mine = (write: QueuedWrite) => write.kind === MODULE_COMPLETION_KIND && write.path === path;
  const waitingWrite = queue.waiting.find(mine);
  const settled = queued !== null && [...queue.sent, ...queue.refused].some((write) => write.id === queued.id);
  const waiting = queued !== null && !settled ? queued.reflection : waitingWrite ? reflectionOf(waitingWrite) : null;
  return { waiting, justQueued: queued !== null && !settled, refused: queue.refused.find(mine), setQueued };
}

/**
 * The reflection question and what the learner can do with it: answer it (completing the
 * module; offline it waits on the phone, "Waiting to send"), see their answer once done, enrol
 * first, or read why this module cannot be completed.
 */
export function ReflectionSection({ module, check, justCompleted, onCompleted }: ReflectionSectionProps) {
  const enrol = useEnrol(module.journey.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const queued = useQueuedCompletion(module);
  const refused = queued.refused;
  // A new answer replaces the refused one: the queue lets the refusal go.
  const dismissRefused = () => {
    if (refused) void outbox.dismiss(refused.id);
  };
  const question = <p className="text-lg font-medium text-ink">{module.reflectionQuestion}</p>;
  const title = module.journey.title;
  const moduleXp = formatXp(MODULE_XP);
  // The pass mark's gate (ADR 040): the server decides; this says so before the learner tries.
  const checkFirst = check && check.questions.length > 0 && check.passMark !== null && !check.passed ? check.passMark : null;

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
        <p className="text-ink">{t`Enrol in ${title} to answer it, complete this module and earn ${moduleXp}.`}</p>
        <EnrolFailure error={enrol.error} />
        <Button
          variant="accent"
          className="w-full sm:w-auto sm:self-start"
          busy={enrol.isPending}
          busyLabel={t`Enrolling…`}
          // The module is read again with the form; focus stays in this section.
          onClick={() => enrol.mutate(undefined, { onSuccess: () => heading.current?.focus() })}
        >
          {t`Enrol in ${title}`}
        </Button>
      </>
    );
  } else if (!module.canComplete) {
    body = (
      <>
        {question}
        <Alert tone="info">
          {t`This module is not part of the version of ${title} you are enrolled in, so it does not count towards your journey. You can still read it.`}
        </Alert>
      </>
    );
  } else if (module.month && !module.month.open && module.month.opensOn) {
    // The release rule (ADR 047): the lesson can be read now, completed once its month opens.
    const opensOn = formatDay(module.month.opensOn);
    const monthTitle = module.month.title;
    body = (
      <>
        {question}
        <Alert tone="info">
          {t`This module belongs to ${monthTitle}, which opens on ${opensOn}. You can read it now and complete it from that day, or sooner once you finish the month before.`}
        </Alert>
      </>
    );
  } else if (queued.waiting !== null) {
    body = (
      <>
        {question}
        <CompletionWaiting reflection={queued.waiting} takeFocus={queued.justQueued} />
      </>
    );
  } else {
    body = (
      <ReflectionForm
        key={refused?.id ?? 'new'}
        journeyId={module.journey.id}
        moduleSlug={module.slug}
        moduleTitle={module.title}
        question={module.reflectionQuestion}
        checkFirst={checkFirst}
        refused={refused?.refused ? { reflection: reflectionOf(refused), ...refused.refused } : null}
        onCompleted={(result) => {
          dismissRefused();
          onCompleted(result);
        }}
        onQueued={(id, reflection) => {
          dismissRefused();
          queued.setQueued({ id, reflection });
        }}
      />
    );
  }

  return (
    <section aria-labelledby="reflection-title" className="mt-10 flex flex-col gap-4">
      <h2 id="reflection-title" ref={heading} tabIndex={-1} className={SECTION_TITLE}>
        {t`Reflection`}
      </h2>
      {body}
    </section>
  );
}
