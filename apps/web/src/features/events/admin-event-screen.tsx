import { plural, t } from '@lingui/core/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useAdminEvent, useAttendanceCode } from './api/events-api';
import { AttendanceCodePanel } from './components/attendance-code-panel';
import { AttendeeList } from './components/attendee-list';
import { EventTime } from './components/event-time';
import { LoadError } from '../../components/ui/load-error';

/** /admin/events/:eventId: the host's screen: the rotating code, and who registered and attended. */
export function AdminEventScreen() {
  const { eventId = '' } = useParams();
  const detail = useAdminEvent(eventId);
  // The event and its code are read at once, and the screen shows once both have answered: the
  // code arriving in its panel later would push the attendee list down on a phone.
  const code = useAttendanceCode(eventId);
  const pending = detail.isPending || (detail.isSuccess && !code.isFetched);
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  const event = detail.data?.event;
  const joinUrl = event?.joinUrl;
  return (
    <>
      <Link
        to="/admin/events"
        className="mb-4 inline-flex min-h-11 items-center gap-1 font-medium text-primary underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t`All events`}
      </Link>
      {pending ? <Spinner /> : null}
      {notFound ? <PageHeader title={t`Event not found`} /> : null}
      {detail.isError && !notFound ? (
        <>
          <PageHeader title={t`Event`} />
          <LoadError onRetry={() => void detail.refetch()}>
            {t`This event could not be loaded.`}
          </LoadError>
        </>
      ) : null}
      {event && detail.data && !pending ? (
        <>
          <PageHeader title={event.title} />
          <div className="mb-6 flex flex-col gap-1">
            <EventTime startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} />
            <p className="text-sm text-muted">
              {[
                event.cancelledAt ? t({ message: 'Cancelled', context: 'an event' }) : null,
                event.journey?.title,
                plural(event.cpdMinutes, { one: '# CPD minute', other: '# CPD minutes' }),
                plural(event.registrations, { one: '# registered', other: '# registered' }),
                plural(event.attendances, { one: '# attended', other: '# attended' }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="text-sm wrap-anywhere text-muted">
              {joinUrl
                ? t`Joining link: ${joinUrl}`
                : t`No joining link yet: learners are told the host will add it before the session.`}
            </p>
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <AttendanceCodePanel code={code} timeZone={event.timeZone} />
            <AttendeeList event={event} attendees={detail.data.attendees} />
          </div>
        </>
      ) : null}
    </>
  );
}
