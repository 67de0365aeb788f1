import { t } from '@lingui/core/macro';
import { journeyPaths, type JourneyLeaders } from '@lv/domain';
import { CircleCheck, ExternalLink } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button-base';
import { journeyPathText } from '../../lib/i18n/journey-path-text';
import { LandingLink } from './landing-link';

interface JourneysSectionProps {
  leaders: JourneyLeaders;
  selectedId: string | null;
  recommendedId: string | null;
  onSelect: (id: string) => void;
  customJourneyBookingUrl: string;
}

/** The three selectable journey cards and the custom-journey consultation link. */
export function JourneysSection({ leaders, selectedId, recommendedId, onSelect, customJourneyBookingUrl }: JourneysSectionProps) {
  const paths = journeyPaths(leaders).map((path) => ({ ...path, ...journeyPathText(path) }));
  return (
    <section id="journeys" aria-labelledby="journeys-title" className="scroll-mt-20 bg-ground px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="journeys-title" className="text-3xl font-bold text-primary">
          {t`Choose your journey`}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{t`Pick the path that fits your team. Select a card to compare what it focuses on.`}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {paths.map((path) => {
            const selected = path.id === selectedId;
            return (
              <li
                key={path.id}
                className={`flex flex-col rounded-xl border-2 bg-white shadow-sm transition-colors ${
                  selected ? 'border-primary ring-2 ring-primary/30' : 'border-transparent hover:border-line'
                }`}
              >
                <button
                  type="button"
                  id={`journey-${path.id}`}
                  aria-pressed={selected}
                  onClick={() => onSelect(path.id)}
                  className="flex w-full flex-1 flex-col rounded-xl p-6 text-left"
                >
                  <span className="flex w-full items-start justify-between gap-2">
                    <span className="text-xl font-semibold text-ink">{path.title}</span>
                    {selected ? <CircleCheck className="h-6 w-6 shrink-0 text-primary" aria-hidden="true" /> : null}
                  </span>
                  <span className="mt-1 text-sm font-semibold text-primary">{path.durationMonths ? t`${path.duration} journey` : path.duration}</span>
                  {path.id === recommendedId ? (
                    <span className="mt-2 w-fit rounded-full bg-accent px-2 py-0.5 text-sm font-semibold text-ink">{t`Recommended for your team`}</span>
                  ) : null}
                  <span className="mt-3 text-muted">{path.description}</span>
                  <span className="mt-4 text-sm font-semibold text-ink">{t`Focus areas`}</span>
                  <span className="mt-1 flex flex-wrap gap-1">
                    {path.focusAreas.map((area) => (
                      <span key={area} className="rounded-full bg-primary-light px-2 py-0.5 text-sm text-primary">
                        {area}
                      </span>
                    ))}
                  </span>
                </button>
                {/* A named path has its own page (signed in); the custom path is the consultation below. */}
                {path.durationMonths ? (
                  <LandingLink
                    to={`/journeys/${encodeURIComponent(path.id)}`}
                    aria-label={t`See the modules of ${path.title}`}
                    className="mx-6 mb-4 inline-flex min-h-11 w-fit items-center font-semibold text-primary underline underline-offset-2"
                  >
                    {t`See the modules`}
                  </LandingLink>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <p className="text-ink">{t`Want a journey built around your team?`}</p>
          <a href={customJourneyBookingUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
            {t`Book a custom-journey consultation`}
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t`(opens in a new tab)`}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
