import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { JourneyStatus, JourneySummary } from '@lv/domain';
import { Award, CalendarRange, CircleCheck, Clock, Layers, Sparkles } from 'lucide-react';
import { formatMinutes, formatNumber } from '../../../lib/format';

/** "6-month journey" for a named path; admin-made journeys have no fixed length. */
function durationText(durationMonths: number | null): string | null {
  if (!durationMonths) return null;
  const months = formatNumber(durationMonths);
  return t`${months}-month journey`;
}

/** Duration, modules, time to study and CPD time, as one short list. */
export function JourneyFacts({ journey }: { journey: JourneySummary }) {
  const duration = durationText(journey.durationMonths);
  const moduleCount = journey.moduleCount;
  const studyTime = formatMinutes(journey.estimatedMinutes);
  const cpdTime = formatMinutes(journey.cpdMinutes);
  const facts = [
    duration ? { icon: CalendarRange, text: duration } : null,
    { icon: Layers, text: plural(moduleCount, { one: '# module', other: '# modules' }) },
    { icon: Clock, text: t`About ${studyTime} of study` },
    journey.cpdMinutes > 0 ? { icon: Award, text: t`${cpdTime} CPD` } : null,
  ].filter((fact) => fact !== null);
  return (
    <ul
      aria-label={t`About this journey`}
      className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted"
    >
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1.5">
          <Icon className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The journey's focus areas as chips. */
export function FocusAreas({ areas }: { areas: readonly string[] }) {
  if (areas.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold text-ink">{t`Focus areas`}</p>
      <ul aria-label={t`Focus areas`} className="mt-1 flex flex-wrap gap-1">
        {areas.map((area) => (
          <li key={area} className="rounded-full bg-primary-light px-2 py-0.5 text-sm text-primary">
            {area}
          </li>
        ))}
      </ul>
    </div>
  );
}

const STATUS_TEXT: Record<Exclude<JourneyStatus, 'not_enrolled'>, MessageDescriptor> = {
  enrolled: msg`Enrolled`,
  in_progress: msg`In progress`,
  completed: msg`Completed`,
};

/** "Recommended for you" and the learner's status, as small tags. */
export function JourneyTags({
  recommended,
  status,
}: {
  recommended: boolean;
  status: JourneyStatus;
}) {
  if (!recommended && status === 'not_enrolled') return null;
  return (
    <p className="flex flex-wrap gap-2">
      {recommended ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-sm font-semibold text-ink">
          <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
          {t`Recommended for you`}
        </span>
      ) : null}
      {status === 'not_enrolled' ? null : (
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            status === 'completed' ? 'bg-success-bg text-success' : 'bg-primary-light text-primary'
          }`}
        >
          {status === 'completed' ? (
            <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
          ) : null}
          {i18n._(STATUS_TEXT[status])}
        </span>
      )}
    </p>
  );
}
