import { t } from '@lingui/core/macro';
import type { AttendanceResult } from '@lv/domain';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useEvents } from './api/events-api';
import { EventCard } from './components/event-card';
import { LoadError } from '../../components/ui/load-error';

interface JourneyEventsProps {
  /** The journey's URL id (e.g. 'amara'). */
  journeyId: string;
  /**
   * Called after an attendance is recorded here: the journey page refreshes its own data (the
   * rule's webinar count, and the journey's completion when this attendance met its rule).
   */
  onAttended?: (result: AttendanceResult) => void;
}

/**
 * The journey page's live sessions: the journey's events that have not closed yet, with
 * registering, the calendar file, joining and the attendance code. Mount it on the journey page.
 */
export function JourneyEvents({ journeyId, onAttended }: JourneyEventsProps) {
  const events = useEvents(journeyId);
  return (
    <section aria-labelledby="journey-events-title" className="flex flex-col gap-3">
      <h2 id="journey-events-title" className="text-xl font-bold text-primary">
        {t`Live sessions`}
      </h2>
      {events.isPending ? <Spinner /> : null}
      {events.isError ? (
        <LoadError onRetry={() => void events.refetch()}>
          {t`We could not load this journey’s sessions.`}
        </LoadError>
      ) : null}
      {events.data && events.data.upcoming.length === 0 ? (
        <p className="text-muted">
          {t`No session is scheduled for this journey right now.`}{' '}
          <Link to="/events" className="font-medium text-primary underline">
            {t`See all events`}
          </Link>
        </p>
      ) : null}
      {events.data && events.data.upcoming.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {events.data.upcoming.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                timeZone={events.data.timeZone}
                {...(onAttended ? { onAttended } : {})}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
