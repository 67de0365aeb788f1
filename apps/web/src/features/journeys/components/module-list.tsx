import { t } from '@lingui/core/macro';
import type { JourneyModuleItem } from '@lv/domain';
import { Circle, CircleCheck, Clock, Video } from 'lucide-react';
import { Link } from 'react-router';
import { formatMinutes, formatNumber } from '../../../lib/format';
import { moduleUrl } from '../journey-urls';

interface ModuleListProps {
  journeyId: string;
  modules: readonly JourneyModuleItem[];
  /** The slug of the module to take next (highlighted), if any. */
  nextSlug: string | null;
}

/** The journey's modules in order, each with a done tick, its time, and whether it is optional. */
export function ModuleList({ journeyId, modules, nextSlug }: ModuleListProps) {
  return (
    <section aria-labelledby="modules-title" className="mt-8">
      <h2 id="modules-title" className="mb-3 text-xl font-bold text-primary">
        {t`Modules`}
      </h2>
      <ModuleItems journeyId={journeyId} modules={modules} nextSlug={nextSlug} />
    </section>
  );
}

/** Modules in order as a list (the journey's, or a month's with `headingLevel` 4 inside it). */
export function ModuleItems({
  journeyId,
  modules,
  nextSlug,
  headingLevel = 3,
}: ModuleListProps & { headingLevel?: 3 | 4 }) {
  const ordered = [...modules].sort((a, b) => a.position - b.position);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className="flex flex-col gap-2">
      {ordered.map((m) => {
        const isNext = m.slug === nextSlug;
        const position = formatNumber(m.position);
        return (
          <li
            key={m.id}
            className={`flex gap-3 rounded-xl border bg-white p-4 shadow-sm ${isNext ? 'border-primary ring-1 ring-primary/30' : 'border-line'}`}
          >
            {m.done ? (
              <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <Circle className="mt-0.5 h-6 w-6 shrink-0 text-muted" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <p className="text-sm text-muted">
                {t`Module ${position}`}
                {isNext ? (
                  <span className="font-semibold text-primary"> · {t`Up next`}</span>
                ) : null}
              </p>
              <Heading className="font-semibold text-ink">
                <Link
                  to={moduleUrl(journeyId, m.slug)}
                  className="underline-offset-2 hover:text-primary hover:underline"
                >
                  {m.title}
                </Link>
                <span className="sr-only"> {m.done ? t`(done)` : t`(not done yet)`}</span>
              </Heading>
              <p className="mt-1 text-sm text-ink">{m.summary}</p>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <span className="inline-flex items-center gap-1">
                  <Clock className="h-4 w-4" aria-hidden="true" />
                  {formatMinutes(m.estimatedMinutes)}
                </span>
                {m.hasVideo ? (
                  <span className="inline-flex items-center gap-1">
                    <Video className="h-4 w-4" aria-hidden="true" />
                    {t`Video`}
                  </span>
                ) : null}
                {m.required ? null : (
                  <span className="rounded-full bg-ground px-2 py-0.5 text-ink">{t`Optional`}</span>
                )}
                {m.done ? <span className="font-semibold text-success">{t`Done`}</span> : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
