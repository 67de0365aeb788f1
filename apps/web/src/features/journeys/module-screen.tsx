import { t } from '@lingui/core/macro';
import type { ModuleCheck, ModuleCompletionResult, ModuleDetail } from '@lv/domain';
import { ArrowLeft, ArrowRight, Award, CircleCheck, Clock } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { SafeHtml } from '../../components/ui/safe-html';
import { ToastRegion } from '../../components/ui/toast-region';
import { useToasts } from '../../hooks/use-toasts';
import { formatMinutes, formatNumber, formatXp } from '../../lib/format';
import { useJourneyModule, useQueuedCompletionArrival } from './api/journeys-api';
import { useModuleCheck } from './api/check-api';
import { BackLink } from '../../components/ui/back-link';
import { KnowledgeCheck } from './components/knowledge-check';
import { LessonVideo } from './components/lesson-video';
import { LoadError } from '../../components/ui/load-error';
import { ReflectionSection } from './components/reflection-section';
import { SECTION_TITLE } from './components/section-title';
import { ModuleSkeleton } from './components/skeletons';
import { journeyUrl, moduleUrl } from './journey-urls';

/** What the toast says when a completion earns XP (the toasts' live region announces it). */
export function moduleCompletedMessage(xp: number): string {
  const earned = formatXp(xp);
  return t`Module complete. You earned ${earned}.`;
}

/** /journeys/:journeyId/modules/:moduleId (the module's slug). One module per mount: its state starts afresh. */
export function ModuleScreen() {
  const { journeyId = '', moduleId = '' } = useParams();
  return <ModuleView key={`${journeyId}/${moduleId}`} journeyId={journeyId} moduleSlug={moduleId} />;
}

function ModuleView({ journeyId, moduleSlug }: { journeyId: string; moduleSlug: string }) {
  const query = useJourneyModule(journeyId, moduleSlug);
  // Read beside the lesson (a first read): the page shows once both are in, so nothing moves.
  const check = useModuleCheck(journeyId, moduleSlug);
  const { toasts, notify } = useToasts();
  const [justCompleted, setJustCompleted] = useState<ModuleCompletionResult | null>(null);
  // The answer arrives once per page: from the form, or from the offline queue sending it later
  // (the queue tells its listeners before the form hears back, so the second telling is ignored).
  const completed = useRef(false);

  const onCompleted = (result: ModuleCompletionResult) => {
    if (completed.current) return;
    completed.current = true;
    setJustCompleted(result);
    // A repeat (another tab got there first) shows done without a second award or toast.
    if (result.created && result.xpAwarded > 0) notify('success', moduleCompletedMessage(result.xpAwarded));
    if (result.journeyCompleted && query.data) {
      const title = query.data.journey.title;
      notify('success', t`You have completed ${title}.`);
    }
  };
  useQueuedCompletionArrival(journeyId, moduleSlug, onCompleted);

  let content;
  if (query.isPending) content = <ModuleSkeleton />;
  else if (query.isError) {
    content = (
      <LoadError
        screen={{
          error: query.error,
          title: t`We could not load this module`,
          notFound: {
            title: t`Module not found`,
            text: t`There is no module at this address in this journey. Pick one from the journey's page.`,
          },
          back: { to: journeyUrl(journeyId), label: t`Back to the journey` },
        }}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  } else if (check.isPending) content = <ModuleSkeleton />;
  else {
    const checkPart = check.isError ? (
      <LoadError onRetry={() => void check.refetch()} busy={check.isFetching} className="mt-10">
        {t`We could not load this module's knowledge check.`}
      </LoadError>
    ) : null;
    content = (
      <ModuleArticle
        module={query.data}
        check={check.data ?? null}
        checkPart={checkPart}
        justCompleted={justCompleted}
        onCompleted={onCompleted}
      />
    );
  }

  return (
    <>
      {content}
      <ToastRegion toasts={toasts} />
    </>
  );
}

interface ModuleArticleProps {
  module: ModuleDetail;
  /** The module's knowledge check; null when it has none (or none this reader can take). */
  check: ModuleCheck | null;
  /** In the check's place when it could not be read. */
  checkPart: ReactNode;
  justCompleted: ModuleCompletionResult | null;
  onCompleted: (result: ModuleCompletionResult) => void;
}

/** "Module 2 of 8", "Module 3 of 8 · Optional", or "Module" for one outside the learner's version. */
function placeText(module: ModuleDetail): string {
  if (module.position === null) return t`Module`;
  const position = formatNumber(module.position);
  const count = formatNumber(module.moduleCount);
  return module.required === false ? t`Module ${position} of ${count} · Optional` : t`Module ${position} of ${count}`;
}

/** The lesson reads first (text before anything heavy), then the practice, the knowledge check, then the reflection. */
function ModuleArticle({ module, check, checkPart, justCompleted, onCompleted }: ModuleArticleProps) {
  const place = placeText(module);
  const studyTime = formatMinutes(module.estimatedMinutes);
  const cpdTime = formatMinutes(module.cpdMinutes);
  return (
    <article aria-labelledby="module-title" className="mx-auto max-w-3xl">
      <BackLink to={journeyUrl(module.journey.id)}>{module.journey.title}</BackLink>
      <header className="mt-2 flex flex-col gap-2">
        <p className="text-sm font-semibold text-muted">{place}</p>
        <h1 id="module-title" className="text-2xl leading-tight font-bold text-primary sm:text-3xl">
          {module.title}
        </h1>
        <p className="max-w-[65ch] text-lg text-ink">{module.summary}</p>
        <ul aria-label={t`About this module`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <li className="inline-flex items-center gap-1.5">
            <Clock className="h-4 w-4 text-primary" aria-hidden="true" />
            {t`About ${studyTime}`}
          </li>
          {module.cpdMinutes > 0 ? (
            <li className="inline-flex items-center gap-1.5">
              <Award className="h-4 w-4 text-primary" aria-hidden="true" />
              {t`${cpdTime} CPD`}
            </li>
          ) : null}
          {module.completion ? (
            <li className="inline-flex items-center gap-1.5 font-semibold text-success">
              <CircleCheck className="h-4 w-4" aria-hidden="true" />
              {t`Done`}
            </li>
          ) : null}
        </ul>
      </header>

      <section aria-labelledby="lesson-title" className="mt-8">
        <h2 id="lesson-title" className={`mb-3 ${SECTION_TITLE}`}>
          {t`Lesson`}
        </h2>
        <SafeHtml html={module.bodyHtml} variant="lesson" topHeading={3} />
        {module.video ? <LessonVideo video={module.video} title={module.title} /> : null}
      </section>

      <section aria-labelledby="practice-title" className="mt-10 rounded-xl border-l-4 border-accent bg-white p-5 shadow-sm sm:p-6">
        <h2 id="practice-title" className={`mb-3 ${SECTION_TITLE}`}>
          {t`Practice`}
        </h2>
        <SafeHtml html={module.practiceHtml} variant="lesson" topHeading={3} />
      </section>

      {check && check.questions.length > 0 ? (
        <KnowledgeCheck journeyId={module.journey.id} moduleSlug={module.slug} moduleTitle={module.title} check={check} />
      ) : (
        checkPart
      )}

      <ReflectionSection module={module} check={check} justCompleted={justCompleted} onCompleted={onCompleted} />

      <ModulePager module={module} />
    </article>
  );
}

/** Previous and next module, in the journey's order. */
function ModulePager({ module }: { module: ModuleDetail }) {
  if (!module.previous && !module.next) return null;
  const link = 'flex min-h-11 items-center gap-2 rounded-lg px-2 py-2 font-semibold text-primary hover:bg-primary-light';
  return (
    <nav
      aria-label={t`Modules of this journey`}
      className="mt-10 flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between"
    >
      {module.previous ? (
        <Link to={moduleUrl(module.journey.id, module.previous.slug)} className={link}>
          <ArrowLeft className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="block text-sm font-normal text-muted">{t`Previous module`}</span>
            {module.previous.title}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {module.next ? (
        <Link to={moduleUrl(module.journey.id, module.next.slug)} className={`${link} sm:text-right`}>
          <span>
            <span className="block text-sm font-normal text-muted">{t`Next module`}</span>
            {module.next.title}
          </span>
          <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
