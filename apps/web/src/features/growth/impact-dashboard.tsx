import { plural, t } from '@lingui/core/macro';
import { ImpactDashboardSchema, MIN_GROUP_ANSWERS, type ImpactDashboard } from '@lv/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { growthKeys } from './api/growth-keys';
import { GrowthScores, pointsText, type ScoreColumn } from './components/growth-scores';

/** Whose dashboard: the learner's own, the village they lead, or an organisation they run. */
export type ImpactSource =
  { kind: 'me' } | { kind: 'village' } | { kind: 'organisation'; orgId: string };

const pathOf = (s: ImpactSource) =>
  s.kind === 'me'
    ? '/api/me/impact-dashboard'
    : s.kind === 'village'
      ? '/api/teams/mine/impact-dashboard'
      : `/api/orgs/${encodeURIComponent(s.orgId)}/impact-dashboard`;

export const impactDashboardQuery = (s: ImpactSource) =>
  queryOptions({
    // Under growth's keys: a new assessment refreshes it with the rest of measured growth.
    queryKey: growthKeys.impact(pathOf(s)),
    queryFn: ({ signal }) => api.get(pathOf(s), { signal, schema: ImpactDashboardSchema }),
  });

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg bg-ground p-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-primary tabular-nums">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-muted">{detail}</dd> : null}
    </div>
  );
}

/** Why a measured figure is not shown: the count, and the rule (3 respondents). */
function withheld(d: ImpactDashboard, respondents: number): string {
  const min = MIN_GROUP_ANSWERS;
  if (d.scope === 'learner') return t`Not measured yet`;
  return plural(respondents, {
    one: `# person so far; a team figure needs ${min}`,
    other: `# people so far; a team figure needs ${min}`,
  });
}

function Score({ d }: { d: ImpactDashboard }) {
  const { score } = d;
  if (!score.shown || !score.baseline || !score.latest) {
    const people = formatNumber(d.people);
    const respondents = formatNumber(score.respondents);
    return (
      <p className="text-ink">
        {d.scope === 'learner'
          ? t`Take the baseline self-assessment on a journey page: your Team Transformation Score starts from it.`
          : t`${respondents} of ${people} people have taken the self-assessment. A team score is shown once ${MIN_GROUP_ANSWERS} have, so nobody's answers can be read from it.`}
      </p>
    );
  }
  const columns: ScoreColumn[] = [
    { label: t`Baseline`, score: score.baseline },
    { label: t`Latest`, score: score.latest },
  ];
  if (score.change)
    columns.push({
      label: t({ message: 'Change', context: 'score' }),
      score: score.change,
      change: true,
    });
  return (
    <GrowthScores
      caption={
        d.scope === 'learner'
          ? t`Team Transformation Score: your self-assessment`
          : plural(score.respondents, {
              one: 'Team Transformation Score: # respondent',
              other: 'Team Transformation Score: # respondents',
            })
      }
      columns={columns}
    />
  );
}

/** The ROI estimate's trend (ADR 053): the change from the first estimate to the newest, and the re-measures. */
function RoiFigure({
  roi,
  scope,
}: {
  roi: NonNullable<ImpactDashboard['roi']>;
  scope: ImpactDashboard['scope'];
}) {
  const from = formatNumber(roi.firstScore);
  const to = formatNumber(roi.newestScore);
  const count = roi.remeasures;
  const remeasures =
    count === 0
      ? t`no re-measure yet`
      : plural(count, { one: '# re-measure', other: '# re-measures' });
  return (
    <Figure
      label={
        scope === 'organisation'
          ? t`The organisation's ROI estimate`
          : scope === 'village'
            ? t`Your team's ROI estimate`
            : t`Your ROI estimate`
      }
      value={roi.estimates > 1 ? pointsText(roi.change) : t`${to} / 100`}
      detail={roi.estimates > 1 ? t`From ${from} to ${to} / 100, ${remeasures}` : remeasures}
    />
  );
}

/** The dashboard's figures, as they are; the caller gives the heading's id and words. */
export function ImpactDashboardView({ dashboard: d }: { dashboard: ImpactDashboard }) {
  const n = formatNumber(d.averageCompletion);
  const rated = d.raters360;
  const mastery = d.mastery;
  return (
    <div className="flex flex-col gap-4">
      <Score d={d} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          label={d.scope === 'learner' ? t`Journey progress` : t`Average journey progress`}
          value={t`${n}%`}
        />
        <Figure label={t`CPD hours`} value={formatNumber(d.cpdHours)} />
        <Figure label={t`Actions in the impact log`} value={formatNumber(d.impactActions)} />
        <Figure label={t`Certificates`} value={formatNumber(d.certificates)} />
        <Figure
          label={t`Knowledge checks passed`}
          value={formatNumber(mastery.checksPassed)}
          detail={
            mastery.shown && mastery.averagePercent !== null
              ? t`${formatNumber(mastery.averagePercent)}% right on average`
              : mastery.respondents > 0
                ? withheld(d, mastery.respondents)
                : undefined
          }
        />
        <Figure
          label={t`360 feedback, before to after`}
          value={rated.shown && rated.change !== null ? pointsText(rated.change) : '—'}
          detail={
            rated.shown
              ? d.scope === 'learner'
                ? t`Your raters' overall score`
                : plural(rated.respondents, {
                    one: '# person rated twice',
                    other: '# people rated twice',
                  })
              : d.scope === 'learner'
                ? t`Shown when ${MIN_GROUP_ANSWERS} raters have answered before and after`
                : withheld(d, rated.respondents)
          }
        />
        {d.roi ? <RoiFigure roi={d.roi} scope={d.scope} /> : null}
      </dl>
    </div>
  );
}

/**
 * The Business Impact Dashboard (ADR 052) for the profile, the village view and the organisation
 * console: each composes it with its own source; the server decides who may read which.
 */
export function ImpactDashboardPanel({ source }: { source: ImpactSource }) {
  const query = useQuery(impactDashboardQuery(source));
  const id = `impact-${source.kind}`;
  return (
    <section
      aria-labelledby={id}
      className="mt-8 flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id={id} className="text-xl font-bold text-primary">
        {t`Business Impact Dashboard`}
      </h2>
      <p className="text-sm text-muted">
        {source.kind === 'me'
          ? t`Measured from your own answers and activity. Only you see it.`
          : t`Measured from the members' answers and activity; nobody's single answers are shown.`}
      </p>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} busy={query.isFetching}>
          {t`We could not load the dashboard.`}
        </LoadError>
      ) : null}
      {query.data ? <ImpactDashboardView dashboard={query.data} /> : null}
      {query.data && source.kind === 'organisation' ? (
        <a
          href={`${pathOf(source)}.pdf`}
          download
          className={`${buttonClasses('secondary', 'md')} w-fit`}
        >
          <FileText className="h-4 w-4" aria-hidden="true" />
          {t`Download as PDF`}
        </a>
      ) : null}
    </section>
  );
}
