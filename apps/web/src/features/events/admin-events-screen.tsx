import { plural, t } from '@lingui/core/macro';
import type { AdminEvent, AdminEventList } from '@lv/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useAdminEvents } from './api/events-api';
import { CancelEventDialog } from './components/cancel-event-dialog';
import { EventForm } from './components/event-form';
import { EventTime } from './components/event-time';

type Editing = { event: AdminEvent | null } | null;

/** /admin/events: schedule, change and cancel webinars and events; open one for its code and attendees. */
export function AdminEventsScreen() {
  const events = useAdminEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState<AdminEvent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <PageHeader title={t`Events`}>
        {t`Webinars and live sessions. Times are entered in a timezone you choose and shown to each learner in theirs.`}
      </PageHeader>
      <div className="mb-4">
        <Button
          onClick={() => {
            setNotice(null);
            setEditing({ event: null });
          }}
          disabled={!events.data}
        >
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t`Schedule event`}
        </Button>
      </div>
      <div aria-live="polite" className="mb-4 empty:hidden">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
      {events.isPending ? <Spinner /> : null}
      {events.isError ? (
        <LoadError onRetry={() => void events.refetch()}>{t`The events could not be loaded.`}</LoadError>
      ) : null}
      {events.data ? (
        <>
          <EventTable
            id="events-upcoming-and-live"
            title={t`Upcoming and live`}
            empty={t`Nothing is scheduled. Schedule the next session.`}
            events={events.data.upcoming}
            zone={events.data.timeZone}
            onEdit={(event) => setEditing({ event })}
            onCancel={setCancelling}
          />
          <EventTable
            id="events-past"
            title={t({ message: 'Past', context: 'events' })}
            empty={t`No past events yet.`}
            events={events.data.past}
            zone={events.data.timeZone}
          />
        </>
      ) : null}

      {editing && events.data ? (
        <EditDialog
          data={events.data}
          event={editing.event}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            const title = saved.title;
            setEditing(null);
            setNotice(editing.event ? t`Saved “${title}”.` : t`Scheduled “${title}”.`);
          }}
        />
      ) : null}
      {cancelling ? (
        <CancelEventDialog
          event={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            const title = cancelling.title;
            setNotice(t`Cancelled “${title}”.`);
            setCancelling(null);
          }}
        />
      ) : null}
    </>
  );
}

function EditDialog({
  data,
  event,
  onClose,
  onSaved,
}: {
  data: AdminEventList;
  event: AdminEvent | null;
  onClose: () => void;
  onSaved: (saved: AdminEvent) => void;
}) {
  return (
    <Dialog title={event ? t`Change event` : t`Schedule event`} onClose={onClose}>
      <EventForm
        event={event}
        adminZone={data.timeZone}
        journeys={data.journeys}
        onSaved={onSaved}
        onCancel={onClose}
      />
    </Dialog>
  );
}

interface EventTableProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  empty: string;
  events: AdminEvent[];
  zone: string;
  onEdit?: (event: AdminEvent) => void;
  onCancel?: (event: AdminEvent) => void;
}

function EventTable({ id, title, empty, events, zone, onEdit, onCancel }: EventTableProps) {
  return (
    <section aria-labelledby={id} className="mb-8 flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {events.length === 0 ? <p className="text-muted">{empty}</p> : null}
      <ul className="flex flex-col gap-3">
        {events.map((event) => {
          const eventTitle = event.title;
          return (
            <li
              key={event.id}
              className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm md:flex-row md:items-start md:justify-between"
            >
              <div className="min-w-0">
                <h3 className="text-lg font-semibold wrap-anywhere">
                  <Link
                    to={`/admin/events/${encodeURIComponent(event.id)}`}
                    className="text-primary underline-offset-2 hover:underline"
                  >
                    {event.title}
                  </Link>
                </h3>
                <EventTime startsAt={event.startsAt} endsAt={event.endsAt} timeZone={zone} />
                <p className="text-sm text-muted">
                  {[
                    event.cancelledAt ? t({ message: 'Cancelled', context: 'an event' }) : event.phase === 'live' ? t`Live now` : null,
                    event.journey?.title,
                    plural(event.registrations, { one: '# registered', other: '# registered' }),
                    plural(event.attendances, { one: '# attended', other: '# attended' }),
                    event.joinUrl ? null : t`no joining link yet`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {!event.cancelledAt && (onEdit || onCancel) ? (
                <div className="flex shrink-0 flex-wrap gap-2">
                  {onEdit ? (
                    <Button
                      variant="secondary"
                      aria-label={t`Change “${eventTitle}”`}
                      onClick={() => onEdit(event)}
                    >
                      {t`Change`}
                    </Button>
                  ) : null}
                  {onCancel ? (
                    <Button
                      variant="ghost"
                      className="text-error"
                      aria-label={t`Cancel event “${eventTitle}”`}
                      onClick={() => onCancel(event)}
                    >
                      {t`Cancel event`}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
