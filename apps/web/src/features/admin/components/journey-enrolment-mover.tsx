import { plural, t } from '@lingui/core/macro';
import type {
  AdminJourneySummary,
  EnrolmentMoveInput,
  JourneyProgress,
  OlderEnrolment,
} from '@lv/domain';
import { ArrowRight, MoveRight } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { formatDate, formatNumber } from '../../../lib/format';
import { useMoveEnrolments, useOlderEnrolments } from '../api/journeys-admin-api';

const PAGE_SIZE = 50;
/** Progress as "75% (3 of 4)". */
function pct({ percent, done, required }: JourneyProgress): string {
  return t`${percent}% (${done} of ${required})`;
}

/** The journey's versions: when each was published, its modules and the enrolments pinned to it. */
export function JourneyVersionsTable({ journey }: { journey: AdminJourneySummary }) {
  if (!journey.versions.length)
    return (
      <p className="text-muted">{t`Not published yet: learners cannot see or enrol in this journey.`}</p>
    );
  const title = journey.title;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left">
        <caption className="sr-only">{t`Versions of ${title}`}</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t`Version`}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t`Published`}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t`Modules (required)`}
            </th>
            <th scope="col" className="py-2">
              {t`Enrolments`}
            </th>
          </tr>
        </thead>
        <tbody>
          {journey.versions.map((v) => (
            <tr key={v.version} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-3 font-semibold">
                {v.version}
                {v.version === journey.currentVersion ? (
                  <span className="ml-2 rounded-full bg-primary-light px-2 py-0.5 text-sm font-medium text-primary">
                    {t`Current`}
                  </span>
                ) : null}
              </th>
              <td className="py-2 pr-3">{v.publishedAt ? formatDate(v.publishedAt) : '—'}</td>
              <td className="py-2 pr-3">
                {v.moduleCount} ({v.requiredCount})
              </td>
              <td className="py-2">{formatNumber(v.enrolments)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Open enrolments on older versions, each with its progress now and after a move to the current
 * version (worked out by the server from the learner's completions); move the chosen learners or
 * all of them, after a confirmation. Completed enrolments stay where they finished.
 */
export function JourneyEnrolmentMover({ journey }: { journey: AdminJourneySummary }) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const older = useOlderEnrolments(journey.id, page, journey.currentVersion !== null);
  const move = useMoveEnrolments(journey.id);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<EnrolmentMoveInput | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (journey.currentVersion === null) return null;
  if (older.isPending) return <Spinner />;
  if (older.isError)
    return (
      <Alert tone="error">
        {t`The enrolments on older versions could not be loaded. Reload the page to try again.`}
      </Alert>
    );
  const { learners, total } = older.data;
  const current = journey.currentVersion;
  const chosenCount = chosen.size;
  const allCount = formatNumber(total);

  const toggle = (l: OlderEnrolment) => {
    const next = new Set(chosen);
    if (next.has(l.userId)) next.delete(l.userId);
    else next.add(l.userId);
    setChosen(next);
  };
  const count = confirming ? (confirming.scope === 'all' ? total : confirming.userIds.length) : 0;
  const confirm = () => {
    if (!confirming) return;
    move.mutate(confirming, {
      onSuccess: (result) => {
        setConfirming(null);
        setChosen(new Set());
        const { moved, toVersion, completedNow } = result;
        const text = t`Moved ${plural(moved, { one: '# enrolment', other: '# enrolments' })} to version ${toVersion}.`;
        const completed = completedNow
          ? plural(completedNow, {
              one: '# of them completed the journey by it.',
              other: '# of them completed the journey by it.',
            })
          : null;
        setNotice({ tone: 'success', text: completed ? `${text} ${completed}` : text });
      },
      onError: (error) => {
        setConfirming(null);
        setNotice({
          tone: 'error',
          text:
            error instanceof ApiError && error.status !== 0
              ? error.message
              : t`Nothing was moved. Check your connection and try again.`,
        });
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div aria-live="polite" className="empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      {total === 0 ? (
        <p className="text-muted">{t`Every open enrolment is on version ${current}.`}</p>
      ) : (
        <>
          <p className="text-ink">
            {t`${plural(total, { one: '# learner is on an older version.', other: '# learners are on an older version.' })} Moving recounts their progress against version ${current}’s required modules; XP earned stays.`}
          </p>
          <ul aria-label={t`Enrolments on older versions`} className="flex flex-col gap-2">
            {learners.map((l) => (
              <li key={l.userId} className="rounded-lg border border-line bg-white px-3 py-2">
                <label className="flex min-h-11 cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 h-5 w-5 shrink-0 accent-primary"
                    checked={chosen.has(l.userId)}
                    onChange={() => toggle(l)}
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold wrap-anywhere">{l.name}</span>
                    <span className="block text-sm wrap-anywhere text-muted">{l.email}</span>
                    <span className="mt-1 flex flex-wrap items-center gap-1 text-sm">
                      {t`Version ${l.version}: ${pct(l.before)}`}
                      <ArrowRight className="h-4 w-4" aria-label={t`after the move`} />
                      {t`version ${current}: ${pct(l.after)}`}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <Pagination
            label={t`Older enrolment pages`}
            page={page}
            pageCount={Math.ceil(total / PAGE_SIZE)}
            hrefFor={(p) => `?page=${p}`}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={chosen.size === 0}
              onClick={() => setConfirming({ scope: 'chosen', userIds: [...chosen] })}
            >
              <MoveRight className="h-5 w-5" aria-hidden="true" />
              {t`Move chosen (${chosenCount})`}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming({ scope: 'all' })}>
              {t`Move all (${allCount})`}
            </Button>
          </div>
        </>
      )}

      {confirming ? (
        <Dialog
          title={t`Move ${plural(count, { one: '# enrolment', other: '# enrolments' })} to version ${current}?`}
          description={t`Their progress is recounted from the modules they completed; a learner whose completions already meet the new rule completes the journey.`}
          onClose={() => setConfirming(null)}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t`Cancel`}
            </Button>
            <Button busy={move.isPending} busyLabel={t`Moving...`} onClick={confirm}>
              {t`Move ${formatNumber(count)}`}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
