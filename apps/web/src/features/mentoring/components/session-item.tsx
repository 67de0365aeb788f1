import { plural, t } from '@lingui/core/macro';
import type { MentoringSession, MentoringStatus } from '@lv/domain';
import { formatDay, formatXpChange } from '../../../lib/format';


const STATUS_STYLE: Record<MentoringStatus, string> = {
  pending: 'bg-info-bg text-info',
  confirmed: 'bg-success-bg text-success',
  declined: 'bg-gray-100 text-ink',
  expired: 'bg-gray-100 text-ink',
};

/** Who did what, from the viewer's side. */
export function sessionTitle(session: MentoringSession): string {
  const mentee = session.mentee.name;
  const mentor = session.mentor.name;
  return session.role === 'mentor' ? t`You mentored ${mentee}` : t`${mentor} mentored you`;
}

function statusLabel(session: MentoringSession): string {
  const mentee = session.mentee.name;
  switch (session.status) {
    case 'pending':
      return session.role === 'mentor' ? t`Waiting for ${mentee}` : t`Waiting for your answer`;
    case 'confirmed':
      return t({ message: 'Confirmed', context: 'a mentoring session' });
    case 'declined':
      return t({ message: 'Declined', context: 'a mentoring session' });
    case 'expired':
      return t({ message: 'Expired', context: 'a mentoring session' });
  }
}

/** "45 CPD minutes". */
export const cpdMinutesText = (minutes: number) => plural(minutes, { one: '# CPD minute', other: '# CPD minutes' });

/** What a session earned, in words: the award, or why there was none. */
export function sessionOutcome(session: MentoringSession): string | null {
  const cpd = cpdMinutesText(session.minutes);
  const mentee = session.mentee.name;
  const mentor = session.mentor.name;
  switch (session.status) {
    case 'confirmed': {
      if (session.role === 'mentee') return t`${cpd} for you and ${mentor}.`;
      const xp = session.xpAwarded && session.xpAwarded > 0 ? formatXpChange(session.xpAwarded) : null;
      if (xp) return t`${xp} Peer Mentoring and ${cpd}.`;
      return t`${cpd}, no XP: you had already earned Peer Mentoring with ${mentee} that week. It counts once per colleague per week.`;
    }
    case 'declined':
      return session.role === 'mentor' ? t`${mentee} declined it: nothing was recorded.` : t`You declined it: nothing was recorded.`;
    case 'expired':
      return t`Not answered within 14 days: nothing was recorded.`;
    case 'pending':
      return session.role === 'mentor' ? t`You earn Peer Mentoring XP once ${mentee} confirms it.` : null;
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
        <span>{plural(session.minutes, { one: '# minute', other: '# minutes' })}</span>
        <span className={`rounded-full px-2 text-xs font-semibold leading-5 ${STATUS_STYLE[session.status]}`}>{statusLabel(session)}</span>
      </p>
      <Heading className="break-words text-lg font-bold text-ink">{sessionTitle(session)}</Heading>
      <p className="break-words text-ink">{session.topic}</p>
      {outcome ? <p className="mt-1 text-sm text-muted">{outcome}</p> : null}
    </div>
  );
}
