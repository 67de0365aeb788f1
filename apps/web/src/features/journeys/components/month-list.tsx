import { t } from '@lingui/core/macro';
import type { JourneyModuleItem, JourneyMonth } from '@lv/domain';
import { CalendarDays, CircleCheck, Lock, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime, formatDay, formatNumber } from '../../../lib/format';
import { ModuleItems } from './module-list';

interface MonthListProps {
  journeyId: string;
  months: readonly JourneyMonth[];
  modules: readonly JourneyModuleItem[];
  enrolled: boolean;
  /** The slug of the module to take next (highlighted), if any. */
  nextSlug: string | null;
}

/** Where a month stands for the learner, in a few words. */
function monthState(month: JourneyMonth, enrolled: boolean): { text: string; tone: string } {
  if (!enrolled) {
    return month.number === 1
      ? { text: t`Opens when you enrol`, tone: 'bg-ground text-ink' }
      : { text: t`Opens 4 weeks after the month before, or sooner`, tone: 'bg-ground text-ink' };
  }
  if (month.done) return { text: t`Done`, tone: 'bg-success-bg text-success' };
  if (month.current) return { text: t`You are here`, tone: 'bg-accent text-ink' };
  if (month.open) return { text: t`Open`, tone: 'bg-primary-light text-primary' };
  const day = month.opensOn ? formatDay(month.opensOn) : '';
  return { text: t`Opens on ${day}`, tone: 'bg-ground text-ink' };
}

/**
 * The journey's months as its spine (ADR 047): each month's purpose, its modules, its live
 * session and the practice it asks for, with where the learner is and when each month opens.
 * A month not open yet shows its modules (they can be read) and the day it opens.
 */
export function MonthList({ journeyId, months, modules, enrolled, nextSlug }: MonthListProps) {
  const bySlug = new Map(modules.map((m) => [m.slug, m]));
  return (
    <section aria-labelledby="months-title" className="mt-8">
      <h2 id="months-title" className="mb-3 text-xl font-bold text-primary">
        {t`Month by month`}
      </h2>
      <ol className="flex flex-col gap-4">
        {months.map((month) => {
          const state = monthState(month, enrolled);
          const items = month.moduleSlugs.flatMap((slug) => {
            const m = bySlug.get(slug);
            return m ? [m] : [];
          });
          const number = formatNumber(month.number);
          const locked = enrolled && !month.open;
          return (
            <li
              key={month.number}
              data-month={month.number}
              className={`rounded-2xl border bg-white p-4 shadow-sm ${month.current ? 'border-primary ring-1 ring-primary/30' : 'border-line'}`}
            >
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span
                  className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold ${state.tone}`}
                >
                  {month.done ? <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> : null}
                  {locked ? <Lock className="h-3.5 w-3.5" aria-hidden="true" /> : null}
                  {state.text}
                </span>
              </p>
              <h3 id={`month-${month.number}-title`} className="mt-2 text-lg font-bold text-ink">
                {month.title}
              </h3>
              <p className="mt-1 text-ink">{month.purpose}</p>
              <div className="mt-3">
                <p className="sr-only">{t`Modules of month ${number}`}</p>
                <ModuleItems
                  journeyId={journeyId}
                  modules={items}
                  nextSlug={month.open ? nextSlug : null}
                  headingLevel={4}
                />
              </div>
              <div className="mt-3 flex flex-col gap-2 text-sm">
                <p className="flex gap-2 text-ink">
                  <Users className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="font-semibold">{t`Live session:`}</span>{' '}
                    {month.liveSession.title}
                    {' · '}
                    {month.liveSession.event ? (
                      <Link
                        to={`/events/${month.liveSession.event.id}`}
                        className="font-semibold text-primary underline underline-offset-2"
                      >
                        <CalendarDays className="mr-1 inline h-4 w-4" aria-hidden="true" />
                        {formatDateTime(month.liveSession.event.startsAt)}
                      </Link>
                    ) : (
                      <span className="text-muted">{t`date to be announced`}</span>
                    )}
                  </span>
                </p>
                <p className="flex gap-2 text-ink">
                  <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="font-semibold">{t`This month at work:`}</span> {month.practice}
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
