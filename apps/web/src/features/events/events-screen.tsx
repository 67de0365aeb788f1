import { t } from '@lingui/core/macro';
import type { EventList } from '@lv/domain';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useEvents } from './api/events-api';
import { EventCard } from './components/event-card';
import { ZoneNote } from './components/zone-note';

/** /events: live sessions coming up (and running now), then the past ones. */
export function EventsScreen() {
  const events = useEvents();
  return (
    <>
      <PageHeader title={t`Webinars and events`}>
        {t`Live sessions with practitioners. Register, add them to your calendar, and enter the host’s code during the session to earn 75 XP and its CPD minutes.`}
      </PageHeader>
      {events.isPending ? <Spinner /> : null}
      {events.isError ? (
        <LoadError onRetry={() => void events.refetch()}>
          {t`We could not load the events. Check your connection and try again.`}
        </LoadError>
      ) : null}
      {events.data ? <EventSections data={events.data} /> : null}
    </>
  );
}

function EventSections({ data }: { data: EventList }) {
  return (
    <>
      <ZoneNote timeZone={data.timeZone} chosen={data.timeZoneChosen} />
      <section aria-labelledby="upcoming-title" className="mb-8 flex flex-col gap-3">
        <h2 id="upcoming-title" className="text-xl font-bold text-primary">
          {t`Upcoming`}
        </h2>
        {data.upcoming.length === 0 ? (
          <p className="text-muted">
            {t`No sessions are scheduled right now. New ones show here as soon as they are announced.`}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {data.upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} timeZone={data.timeZone} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="past-title" className="flex flex-col gap-3">
        <h2 id="past-title" className="text-xl font-bold text-primary">
          {t({ message: 'Past', context: 'events' })}
        </h2>
        {data.past.length === 0 ? (
          <p className="text-muted">{t`No past sessions yet.`}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {data.past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} timeZone={data.timeZone} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
