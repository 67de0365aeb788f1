import type { MentoringSession, MentoringStatus } from '@lv/domain';
import { formatDate, formatNumber, formatXpChange } from '../../../lib/format';

/** A 'YYYY-MM-DD' day as the reader's locale writes it (noon, so no timezone moves the day). */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00`);

const STATUS_STYLE: Record<MentoringStatus, string> = {
  pending: 'bg-info-bg text-info',
  confirmed: 'bg-success-bg text-success',
  declined: 'bg-gray-100 text-ink',
  expired: 'bg-gray-100 text-ink',
};

/** Who did what, from the viewer's side. */
export function sessionTitle(session: MentoringSession): string {
  return session.role === 'mentor' ? `You mentored ${session.mentee.name}` : `${session.mentor.name} mentored you`;
}

function statusLabel(session: MentoringSession): string {
  switch (session.status) {
    case 'pending':
      return session.role === 'mentor' ? `Waiting for ${session.mentee.name}` : 'Waiting for your answer';
    case 'confirmed':
      return 'Confirmed';
    case 'declined':
      return 'Declined';
    case 'expired':
      return 'Expired';
  }
}

/** What a session earned, in words: the award, or why there was none. */
export function sessionOutcome(session: MentoringSession): string | null {
  const cpd = `${formatNumber(session.minutes)} CPD minutes`;
  switch (session.status) {
    case 'confirmed':
      if (session.role === 'mentee') return `${cpd} for you and ${session.mentor.name}.`;
      if (session.xpAwarded && session.xpAwarded > 0) return `${formatXpChange(session.xpAwarded)} Peer Mentoring and ${cpd}.`;
      return `${cpd}, no XP: you had already earned Peer Mentoring with ${session.mentee.name} that week. It counts once per colleague per week.`;
    case 'declined':
      return session.role === 'mentor' ? `${session.mentee.name} declined it: nothing was recorded.` : 'You declined it: nothing was recorded.';
    case 'expired':
      return 'Not answered within 14 days: nothing was recorded.';
    case 'pending':
      return session.role === 'mentor' ? `You earn Peer Mentoring XP once ${session.mentee.name} confirms it.` : null;
  }
}

/** One session's card body: who, when, how long, the topic, its status and outcome. */
export function SessionSummary({ session, headingLevel = 3 }: { session: MentoringSession; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const outcome = sessionOutcome(session);
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <time dateTime={session.day}>{formatDay(session.day)}</time>
        <span aria-hidden="true">·</span>
        <span>{formatNumber(session.minutes)} minutes</span>
        <span className={`rounded-full px-2 text-xs font-semibold leading-5 ${STATUS_STYLE[session.status]}`}>{statusLabel(session)}</span>
      </p>
      <Heading className="break-words text-lg font-bold text-ink">{sessionTitle(session)}</Heading>
      <p className="break-words text-ink">{session.topic}</p>
      {outcome ? <p className="mt-1 text-sm text-muted">{outcome}</p> : null}
    </div>
  );
}
