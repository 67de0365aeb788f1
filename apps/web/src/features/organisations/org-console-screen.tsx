import { t } from '@lingui/core/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { cpdHours, stagePercent, type OrgConsole, type OrgTeamProgress } from '@lv/domain';
import { Alert } from '../../components/ui/alert';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { ProgressBar } from '../../components/ui/progress-bar';
import { Spinner } from '../../components/ui/spinner';
import { useHydrated } from '../../hooks/use-hydrated';
import { formatDay, formatNumber } from '../../lib/format';
import { useMyOrganisation, useOrgConsole } from './api/org-api';
import { OrgNav, runsOrLeads } from './org-nav';

// The organisation's ROI estimate (ADR 053) arrives in its own chunk, for owners and admins only,
// drawn once the page is live (nothing under it to move): the series' contract and the estimator's
// form stay out of what every organisation screen shares.
const OrgRoiPanel = lazy(() => import('./org-roi-panel').then((m) => ({ default: m.OrgRoiPanel })));

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-primary">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-muted">{detail}</dd> : null}
    </div>
  );
}

function SeatsFigures({ seats }: { seats: NonNullable<OrgConsole['seats']> }) {
  const used = formatNumber(seats.held);
  const total = formatNumber(seats.seats);
  const left = formatNumber(seats.left);
  const term: Record<typeof seats.state, string> = {
    active: t`Term in force`,
    upcoming: t`The term has not started yet`,
    ended: t`The term has ended: members are back on free, nothing was deleted`,
    none: t`No seats granted yet`,
  };
  return (
    <section aria-labelledby="org-seats" className="mb-8">
      <h2 id="org-seats" className="mb-3 text-xl font-bold text-primary">
        {t`Seats`}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={t`Seats used`} value={t`${used} of ${total}`} />
        <Figure label={t`Seats left`} value={left} />
      </dl>
      <p className="mt-3 text-ink">{term[seats.state]}</p>
      {seats.grants.length ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-muted">
          {seats.grants.map((g) => {
            const n = formatNumber(g.seats);
            const from = formatDay(g.startsOn);
            const to = formatDay(g.endsOn);
            return <li key={g.id}>{t`${n} seats from ${from} to ${to}`}</li>;
          })}
        </ul>
      ) : null}
    </section>
  );
}

function TeamProgress({ team }: { team: OrgTeamProgress }) {
  const members = formatNumber(team.members);
  const stages = [
    { label: t({ message: 'Enrolled', context: 'people' }), count: team.enrolled },
    { label: t`Started`, count: team.started },
    { label: t`Completed a journey`, count: team.completed },
  ];
  const modules = formatNumber(team.modulesDone);
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm">
      <h3 className="text-lg font-bold text-primary">{team.name}</h3>
      <p className="text-sm text-muted">
        {t`${members} members`} · {t`${modules} modules done`}
      </p>
      <dl className="mt-3 flex flex-col gap-3">
        {stages.map((stage) => {
          const count = formatNumber(stage.count);
          const percent = stagePercent(stage.count, team.members);
          const value = t`${count} of ${members}`;
          return (
            <div key={stage.label} className="flex flex-wrap justify-between text-sm">
              <dt className="font-semibold text-ink">{stage.label}</dt>
              <dd className="text-muted">{value}</dd>
              <dd className="basis-full">
                <ProgressBar
                  percent={percent}
                  tone="step"
                  label={t`${team.name}: ${stage.label}`}
                  valueText={value}
                  className="mt-1"
                />
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}

/**
 * /org: the organisation's console. Owners and admins see its seats and term, every team and the
 * organisation's ROI estimate; a team leader the figures of their own teams; a member is told the
 * console is not theirs.
 */
/** `impact`: what the app adds under the figures for an organisation (features are islands). */
export function OrgConsoleScreen({ impact }: { impact?: (orgId: string) => ReactNode } = {}) {
  const mine = useMyOrganisation();
  const organisation = mine.data?.organisation ?? null;
  const allowed = organisation !== null && runsOrLeads(organisation);
  const figures = useOrgConsole(allowed ? organisation.id : undefined);
  const hydrated = useHydrated();

  let content;
  if (mine.isPending) content = <Spinner />;
  else if (mine.isError)
    content = (
      <LoadError onRetry={() => void mine.refetch()} busy={mine.isFetching}>
        {t`We could not load your organisation.`}
      </LoadError>
    );
  else if (organisation === null)
    content = (
      <Alert tone="info">
        {t`You are not a member of an organisation. When your company gives you a seat, its invitation email brings you here.`}
      </Alert>
    );
  else if (!allowed)
    content = (
      <Alert tone="info">
        {t`The console is for the people who run ${organisation.name} and its team leaders. Your own progress is under Journeys and CPD record.`}
      </Alert>
    );
  else if (figures.isPending) content = <Spinner />;
  else if (figures.isError)
    content = (
      <LoadError onRetry={() => void figures.refetch()} busy={figures.isFetching}>
        {t`We could not load the console's figures.`}
      </LoadError>
    );
  else {
    const { people, teams, seats, scope } = figures.data;
    const hours = formatNumber(cpdHours(people.cpdMinutes));
    content = (
      <>
        <OrgNav organisation={organisation} />
        {scope === 'ownTeams' ? (
          <p className="mb-4 text-ink">{t`You see the teams you lead.`}</p>
        ) : null}
        {seats ? <SeatsFigures seats={seats} /> : null}
        <section aria-labelledby="org-people-figures" className="mb-8">
          <h2 id="org-people-figures" className="mb-3 text-xl font-bold text-primary">
            {t`Learning`}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label={t`Members`} value={formatNumber(people.members)} />
            <Figure
              label={t`Active in the last 7 days`}
              value={formatNumber(people.activeLast7Days)}
            />
            <Figure label={t`CPD hours`} value={hours} />
            <Figure label={t`Certificates issued`} value={formatNumber(people.certificates)} />
          </dl>
        </section>
        <section aria-labelledby="org-teams">
          <h2 id="org-teams" className="mb-3 text-xl font-bold text-primary">
            {t`Progress per team`}
          </h2>
          {teams.length ? (
            <ul className="grid gap-3 md:grid-cols-2">
              {teams.map((team) => (
                <TeamProgress key={team.teamId} team={team} />
              ))}
            </ul>
          ) : (
            <p className="text-muted">
              {scope === 'ownTeams'
                ? t`You lead no team of this organisation yet.`
                : t`No teams yet.`}
            </p>
          )}
        </section>
        {impact?.(organisation.id)}
        {/* The organisation's own estimate: the people who run it (the 'roi:read' policy, ADR 053). */}
        {scope === 'organisation' && hydrated ? (
          <Suspense fallback={<Spinner />}>
            <OrgRoiPanel orgId={organisation.id} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={organisation?.name ?? t`Organisation`}>
        {t`Seats, activity and progress of your organisation's leaders.`}
      </PageHeader>
      {content}
    </div>
  );
}
