import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import {
  formatZonedRange,
  PATHFINDER_DURATION_OPTIONS,
  PATHFINDER_TIMELINE_OPTIONS,
  SESSION_MINUTES,
  type BookingCreated,
} from '@lv/domain';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClasses } from '../../components/ui/button-base';
import { domainText } from '../../lib/i18n/domain-text';

/** What the visitor asked for, as the form held it. */
export interface BookedDetails {
  email: string;
  teamSize: string;
  timeline: string;
  duration: string;
  timeZone: string;
}

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  domainText(options.find((o) => o.value === value)?.label ?? value);

/**
 * After an OK answer to a Pathfinder booking: what was booked and when (in the visitor's zone), the
 * slot as a calendar file, what happens next, and the way on to the configured calendar page (a
 * link the visitor follows, so nothing here is skipped by an instant redirect).
 */
export function BookingConfirmation({
  booked,
  details,
  calendarPageUrl,
}: {
  booked: BookingCreated;
  details: BookedDetails;
  calendarPageUrl: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: it moves to what the visitor should read now.
  useEffect(() => headingRef.current?.focus(), []);
  const when = formatZonedRange(
    Date.parse(booked.startsAt),
    Date.parse(booked.endsAt),
    details.timeZone,
    i18n.locale,
  );
  const { email, teamSize } = details;
  const programme = labelOf(PATHFINDER_DURATION_OPTIONS, details.duration);
  const start = labelOf(PATHFINDER_TIMELINE_OPTIONS, details.timeline);
  return (
    <section
      aria-labelledby="pathfinder-booked"
      className="rounded-xl bg-white p-5 text-ink shadow-sm sm:p-6"
    >
      <h3
        id="pathfinder-booked"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold text-primary outline-none"
      >
        <CircleCheck className="h-6 w-6 shrink-0 text-success" aria-hidden="true" />
        {t`Your Pathfinder session is booked`}
      </h3>
      <p className="mt-2">{t`A free ${SESSION_MINUTES}-minute Pathfinder consultation for a team of ${teamSize}.`}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium text-muted">{t`When`}</dt>
        <dd>
          <time dateTime={booked.startsAt} className="font-semibold">
            {when.date}, {when.time}
          </time>
          <span className="block text-sm text-muted">{when.zone}</span>
        </dd>
        <dt className="font-medium text-muted">{t`Programme`}</dt>
        <dd>{t`${programme}, starting: ${start}`}</dd>
      </dl>
      <a
        href={booked.calendarFileUrl}
        download
        className={buttonClasses('secondary', 'md', 'mt-4')}
      >
        <CalendarPlus className="h-5 w-5" aria-hidden="true" />
        {t`Add to my calendar (.ics)`}
      </a>
      <h4 className="mt-6 text-lg font-semibold">{t`What happens next`}</h4>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>{t`Continue to our calendar page to confirm this time in our calendar.`}</li>
        <li>{t`We read your answers before the session and write to you at ${email} if anything needs to change.`}</li>
      </ol>
      <a href={calendarPageUrl} className={buttonClasses('primary', 'lg', 'mt-6')}>
        {t`Continue to the calendar page`}
      </a>
    </section>
  );
}
