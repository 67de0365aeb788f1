import { plural, t } from '@lingui/core/macro';
import { JOIN_LINK_PENDING_TEXT, type AttendanceResult, type LearnerEvent } from '@lv/domain';
import { CalendarPlus, CircleCheck, ExternalLink, Video } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { formatClock } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';
import { calendarUrl, useRegistration } from '../api/events-api';
import { AttendanceForm } from './attendance-form';
import { EventTime } from './event-time';

function Chip({ tone, children }: { tone: 'live' | 'done' | 'muted' | 'warn'; children: string }) {
  const tones = {
    live: 'bg-error-bg text-error',
    done: 'bg-success-bg text-success',
    muted: 'bg-primary-light text-primary',
    warn: 'bg-accent-light text-ink',
  } as const;
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** Plain-text paragraphs (blank line = paragraph); never HTML. */
function Paragraphs({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2 text-ink">
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i} className="whitespace-pre-line wrap-anywhere">
          {p}
        </p>
      ))}
    </div>
  );
}

interface EventCardProps {
  event: LearnerEvent;
  /** The learner's timezone: every time shows in it. */
  timeZone: string;
  /** The title's level on the page it sits on. */
  headingLevel?: 'h2' | 'h3';
  /** The detail page shows the whole description and no link to itself. */
  full?: boolean;
  onAttended?: (result: AttendanceResult) => void;
}

/**
 * One event for a learner: when (in their zone, the zone named), what, and what they can do now:
 * register or cancel, add it to their calendar, join (the link from 15 minutes before the start
 * once registered), and record attendance with the host's code while the session runs.
 */
export function EventCard({
  event,
  timeZone,
  headingLevel = 'h3',
  full = false,
  onAttended,
}: EventCardProps) {
  const titleId = useId();
  const registration = useRegistration(event.id);
  const Heading = headingLevel;
  const open = !event.cancelled && event.phase !== 'ended';
  const [firstParagraph] = event.description.split(/\n{2,}/);
  const joinOpensAt = formatClock(event.joinOpensAt, timeZone);

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap gap-2 empty:hidden">
        {event.cancelled ? <Chip tone="warn">{t({ message: 'Cancelled', context: 'an event' })}</Chip> : null}
        {!event.cancelled && event.phase === 'live' ? <Chip tone="live">{t`Live now`}</Chip> : null}
        {event.registered && !event.cancelled ? <Chip tone="muted">{t`Registered`}</Chip> : null}
        {event.attendance ? <Chip tone="done">{t`Attended`}</Chip> : null}
      </div>
      {/* On its own page the h1 already shows the title: the card keeps it for assistive technology only. */}
      <Heading
        id={titleId}
        className={full ? 'sr-only' : 'text-lg font-bold text-ink wrap-anywhere'}
      >
        {full ? (
          event.title
        ) : (
          <Link
            to={`/events/${encodeURIComponent(event.id)}`}
            className="text-primary underline-offset-2 hover:underline"
          >
            {event.title}
          </Link>
        )}
      </Heading>
      <EventTime startsAt={event.startsAt} endsAt={event.endsAt} timeZone={timeZone} />
      <p className="text-sm text-muted">
        {[
          event.journey?.title,
          event.cpdMinutes > 0 ? plural(event.cpdMinutes, { one: '# CPD minute', other: '# CPD minutes' }) : null,
          t`Attend for 75 XP`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {full ? (
        <Paragraphs text={event.description} />
      ) : (
        <p className="text-ink wrap-anywhere">{firstParagraph}</p>
      )}

      {event.cancelled ? <Alert tone="info">{t`This event was cancelled.`}</Alert> : null}
      {event.joinUrl ? (
        <a
          href={event.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md', 'self-start')}
        >
          <Video className="h-5 w-5" aria-hidden="true" />
          {t`Join the session`}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t`(opens in a new tab)`}</span>
        </a>
      ) : null}
      {!event.joinUrl && event.registered && open ? (
        <p className="text-muted">
          {event.hasJoinUrl ? t`The joining link shows here from ${joinOpensAt}.` : domainText(JOIN_LINK_PENDING_TEXT)}
        </p>
      ) : null}

      {event.attendance ? (
        <p className="flex items-center gap-2 font-medium text-success">
          <CircleCheck className="h-5 w-5" aria-hidden="true" />
          {event.attendance.verifiedBy === 'admin'
            ? t`The host marked you as attending.`
            : t`Your attendance is recorded.`}
        </p>
      ) : event.attendanceOpen ? (
        <AttendanceForm eventId={event.id} {...(onAttended ? { onAttended } : {})} />
      ) : null}

      {registration.isError ? (
        <Alert tone="error">
          {registration.error instanceof ApiError && registration.error.status !== 0
            ? registration.error.message
            : t`That did not go through. Check your connection and try again.`}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {open && !event.registered ? (
          <Button
            aria-describedby={titleId}
            busy={registration.isPending}
            busyLabel={t`Registering...`}
            onClick={() => registration.mutate(true)}
          >
            {t`Register`}
          </Button>
        ) : null}
        {open && event.registered ? (
          <Button
            variant="secondary"
            aria-describedby={titleId}
            busy={registration.isPending}
            busyLabel={t`Cancelling...`}
            onClick={() => registration.mutate(false)}
          >
            {t`Cancel registration`}
          </Button>
        ) : null}
        {!event.cancelled && event.phase !== 'ended' ? (
          <a
            href={calendarUrl(event.id)}
            download
            aria-describedby={titleId}
            className={buttonClasses('ghost')}
          >
            <CalendarPlus className="h-5 w-5" aria-hidden="true" />
            {t`Add to calendar`}
          </a>
        ) : null}
      </div>
    </article>
  );
}
