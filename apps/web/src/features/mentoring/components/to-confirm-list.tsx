import { t } from '@lingui/core/macro';
import type { MentoringAnswer, MentoringSession } from '@lv/domain';
import { Check, X } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAnswerSession } from '../api/mentoring-api';
import { formatDay } from '../../../lib/format';
import { sessionOutcome, SessionSummary } from './session-item';

/** What the mentee reads after answering. */
export function answeredMessage(session: MentoringSession): string {
  const mentor = session.mentor.name;
  if (session.status === 'declined') return t`You declined the session with ${mentor}. Nothing was recorded.`;
  const outcome = sessionOutcome(session) ?? '';
  return t`You confirmed the session with ${mentor}: ${outcome}`;
}

/** The Confirm and Decline buttons' accessible names: "Confirm the session with Ama Mensah on 20 Nov 2026". */
export function answerLabels(session: MentoringSession): Record<MentoringAnswer, string> {
  const mentor = session.mentor.name;
  const day = formatDay(session.day);
  return { confirm: t`Confirm the session with ${mentor} on ${day}`, decline: t`Decline the session with ${mentor} on ${day}` };
}

/** Sessions colleagues logged with the learner, each with Confirm and Decline. */
export function ToConfirmList({ sessions, onAnswered }: { sessions: MentoringSession[]; onAnswered: (message: string) => void }) {
  const answer = useAnswerSession();
  const busy = (id: string, a: MentoringAnswer) => answer.isPending && answer.variables.sessionId === id && answer.variables.answer === a;
  const send = (session: MentoringSession, a: MentoringAnswer) =>
    answer.mutate({ sessionId: session.id, answer: a }, { onSuccess: (result) => onAnswered(answeredMessage(result.session)) });

  if (!sessions.length)
    return <p className="rounded-xl bg-white p-4 text-muted shadow-sm">{t`Nothing to confirm. When a colleague logs a session with you, it shows here.`}</p>;
  return (
    <div className="flex flex-col gap-3">
      {answer.isError ? <Alert tone="error">{answer.error.message}</Alert> : null}
      <ul className="flex flex-col gap-3">
        {sessions.map((session) => {
          const labels = answerLabels(session);
          return (
            <li key={session.id} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
              <SessionSummary session={session} />
              <div className="flex shrink-0 gap-2">
                <Button aria-label={labels.confirm} busy={busy(session.id, 'confirm')} busyLabel={t`Confirming…`} disabled={answer.isPending} onClick={() => send(session, 'confirm')}>
                  <Check className="h-4 w-4" aria-hidden="true" />
                  {t`Confirm`}
                </Button>
                <Button variant="secondary" aria-label={labels.decline} busy={busy(session.id, 'decline')} busyLabel={t`Declining…`} disabled={answer.isPending} onClick={() => send(session, 'decline')}>
                  <X className="h-4 w-4" aria-hidden="true" />
                  {t`Decline`}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
