import { t } from '@lingui/core/macro';
import type { MentoringOverview } from '@lv/domain';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useMentoringOverview } from './api/mentoring-api';
import { LogSessionForm } from './components/log-session-form';
import { MentorLocked } from './components/mentor-locked';
import { SessionSummary } from './components/session-item';
import { ToConfirmList } from './components/to-confirm-list';
import { LoadError } from '../../components/ui/load-error';

/** /mentoring: sessions to confirm, logging a session as a mentor (Level 3), and the learner's sessions. */
export function MentoringScreen() {
  const overview = useMentoringOverview();
  return (
    <div>
      <PageHeader title={t`Mentoring`}>
        {t`Mentor a colleague and log the session: once they confirm it, you earn 80 XP (once per colleague per week) and you both count the CPD minutes.`}
      </PageHeader>
      {overview.isPending ? <Spinner /> : null}
      {overview.isError ? (
        <LoadError onRetry={() => void overview.refetch()} busy={overview.isFetching}>
          {t`We could not load your mentoring sessions. Check your connection and try again.`}
        </LoadError>
      ) : null}
      {overview.data ? <Mentoring data={overview.data} /> : null}
    </div>
  );
}

function Mentoring({ data }: { data: MentoringOverview }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <section aria-labelledby="to-confirm-title" className="flex flex-col gap-3">
        <h2 id="to-confirm-title" className="text-xl font-bold text-primary">
          {t`To confirm`} {data.toConfirm.length ? <span className="text-base font-normal text-muted">({data.toConfirm.length})</span> : null}
        </h2>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <ToConfirmList sessions={data.toConfirm} onAnswered={setNotice} />
      </section>

      <section aria-labelledby="log-title" className="flex flex-col gap-3">
        <h2 id="log-title" className="text-xl font-bold text-primary">
          {t`Log a session you gave`}
        </h2>
        {data.mentor.allowed ? (
          <div className="rounded-xl bg-white p-4 shadow-sm">
            <LogSessionForm today={data.today} earliestDay={data.earliestDay} />
          </div>
        ) : (
          <MentorLocked mentor={data.mentor} />
        )}
      </section>

      <section aria-labelledby="sessions-title" className="flex flex-col gap-3 lg:col-span-2">
        <h2 id="sessions-title" className="text-xl font-bold text-primary">
          {t`Your sessions`}
        </h2>
        {data.sessions.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-muted shadow-sm">{t`No sessions yet. Sessions you log, and those you answered, show here.`}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.sessions.map((session) => (
              <li key={session.id} className="rounded-xl bg-white p-4 shadow-sm">
                <SessionSummary session={session} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
