import { t } from '@lingui/core/macro';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { formatXp } from '../../lib/format';
import { domainText } from '../../lib/i18n/domain-text';
import { useAdminCapstone } from './api/capstones-api';
import { capstoneAwardName, cpdMinutesText } from './capstone-award';
import { CapstoneText } from './components/capstone-text';
import { LoadError } from '../../components/ui/load-error';
import { ReviewForm } from './components/review-form';
import { StatusBadge } from './components/status-badge';
import { SubmissionHistory } from './components/submission-history';
import { BackLink } from '../../components/ui/back-link';

/** What accepting gives the learner: the Capstone Challenge award (its XP once awarded) and the CPD minutes. */
function awardText(xpAwarded: number | null, cpdMinutes: number): string {
  const action = capstoneAwardName();
  const minutes = cpdMinutesText(cpdMinutes);
  if (xpAwarded === null)
    return t`Accepting awards ${action} and ${minutes}, and may complete the journey.`;
  const xp = formatXp(xpAwarded);
  return t`Accepting awards ${action} (awarded: ${xp}) and ${minutes}, and may complete the journey.`;
}

/** /admin/capstones/:capstoneId: the brief, every version with its feedback, and the decision on the latest. */
export function AdminCapstoneScreen() {
  const { capstoneId = '' } = useParams();
  const capstone = useAdminCapstone(capstoneId);

  if (capstone.isPending) return <Spinner />;
  if (capstone.isError) {
    return (
      <LoadError
        screen={{
          error: capstone.error,
          title: t`We could not load this capstone`,
          notFound: {
            title: t`Capstone not found`,
            text: t`There is no submitted capstone at this address.`,
          },
          back: { to: '/admin/capstones', label: t`Back to capstone reviews` },
        }}
        onRetry={() => void capstone.refetch()}
        busy={capstone.isFetching}
      />
    );
  }

  const data = capstone.data;
  const [latest, ...earlier] = data.submissions;
  const learnerName = data.learner.name;
  return (
    <article aria-labelledby="capstone-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <BackLink to="/admin/capstones">{t`Back to capstone reviews`}</BackLink>
      </div>
      <header className="flex flex-col gap-2">
        <h1
          id="capstone-title"
          className="text-2xl font-bold text-primary wrap-anywhere sm:text-3xl"
        >
          {t`Capstone: ${learnerName}`}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={data.status} />
          <p className="text-muted">
            {data.journey.title} ·{' '}
            <Link
              to={`/admin/user/${encodeURIComponent(data.learner.id)}`}
              className="font-semibold text-primary underline-offset-2 hover:underline"
            >
              {t`Open ${learnerName}'s account`}
            </Link>
          </p>
        </div>
        <p className="text-sm text-muted">{awardText(data.xpAwarded, data.cpdMinutes)}</p>
      </header>

      {data.notice ? (
        <Alert tone={data.status === 'accepted' ? 'success' : 'info'}>
          {domainText(data.notice)}
        </Alert>
      ) : null}

      <details className="rounded-xl border border-line bg-white p-4 shadow-sm">
        <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold text-primary">
          {t`The brief the learner answered`}
        </summary>
        <CapstoneText html={data.journey.briefHtml} topHeading={2} className="mt-3" />
      </details>

      {latest ? (
        <section aria-labelledby="latest-version" className="flex flex-col gap-3">
          <h2 id="latest-version" className="text-xl font-semibold text-ink">
            {t`Latest version`}
          </h2>
          <SubmissionHistory submissions={[latest]} label={t`Latest version`} />
        </section>
      ) : null}

      {data.reviewable !== null ? (
        <ReviewForm
          capstoneId={data.id}
          submission={data.reviewable}
          learnerName={data.learner.name}
        />
      ) : null}

      {earlier.length ? (
        <section aria-labelledby="earlier-versions" className="flex flex-col gap-3">
          <h2 id="earlier-versions" className="text-xl font-semibold text-ink">
            {t`Earlier versions`}
          </h2>
          <SubmissionHistory
            submissions={earlier}
            expandFirst={false}
            label={t`Earlier versions`}
          />
        </section>
      ) : null}
    </article>
  );
}
