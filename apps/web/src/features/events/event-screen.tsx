import { t } from '@lingui/core/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useEvent } from './api/events-api';
import { EventCard } from './components/event-card';
import { ZoneNote } from './components/zone-note';

/** /events/:eventId: one event (the calendar file links here). */
export function EventScreen() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const notFound = event.error instanceof ApiError && event.error.status === 404;
  return (
    <>
      <Link
        to="/events"
        className="mb-4 inline-flex min-h-11 items-center gap-1 font-medium text-primary underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t`All events`}
      </Link>
      {event.isPending ? <Spinner /> : null}
      {notFound ? (
        <>
          <PageHeader title={t`Event not found`} />
          <p className="text-muted">{t`This event does not exist or was cancelled.`}</p>
        </>
      ) : null}
      {event.isError && !notFound ? (
        <>
          <PageHeader title={t`Event`} />
          <LoadError onRetry={() => void event.refetch()}>
            {t`We could not load this event. Check your connection and try again.`}
          </LoadError>
        </>
      ) : null}
      {event.data ? (
        <>
          <PageHeader title={event.data.event.title} />
          <ZoneNote timeZone={event.data.timeZone} chosen={event.data.timeZoneChosen} />
          <div className="max-w-2xl">
            <EventCard
              event={event.data.event}
              timeZone={event.data.timeZone}
              headingLevel="h2"
              full
            />
          </div>
        </>
      ) : null}
    </>
  );
}
