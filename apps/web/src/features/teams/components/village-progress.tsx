import {
  cpdHours,
  formatCpdMinutes,
  type CapstoneState,
  type JourneyStatus,
  type MemberJourneyProgress,
  type VillageMemberProgress,
} from '@lv/domain';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber } from '../../../lib/format';
import { useVillageProgress } from '../api/teams-api';
import { VillageRoiEstimatePanel } from './village-roi-estimate';
import { LoadError } from '../../../components/ui/load-error';

/** CPD time as /cpd shows it (its totals card): "2.08 h (2:05)". */
const cpdText = (minutes: number) =>
  `${formatNumber(cpdHours(minutes))} h (${formatCpdMinutes(minutes)})`;

const STATUS: Record<JourneyStatus, string> = {
  not_enrolled: 'Not enrolled',
  enrolled: 'Enrolled, not started',
  in_progress: 'In progress',
  completed: 'Completed',
};

const CAPSTONE: Record<CapstoneState, string> = {
  not_started: 'not started',
  submitted: 'submitted, waiting for review',
  changes_requested: 'changes asked for',
  accepted: 'accepted',
};

function JourneyLine({ journey }: { journey: MemberJourneyProgress }) {
  const { progress, webinars, capstone } = journey;
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-ground px-3 py-2">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold wrap-anywhere text-ink">{journey.title}</span>
        <span className="text-sm text-muted">
          {STATUS[journey.status]} · version {journey.version}
        </span>
      </p>
      <ProgressBar
        tone="step"
        percent={progress.percent}
        label={`${journey.title}: required modules done`}
        valueText={`${progress.done} of ${progress.required} required modules`}
      />
      <ul className="flex flex-col gap-0.5 text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-4">
        <li>
          Modules: {progress.done} of {progress.required} required ({progress.percent}%)
        </li>
        <li>
          Webinars:{' '}
          {webinars.required
            ? `${webinars.attended} of ${webinars.required} attended`
            : `none required (${webinars.attended} attended)`}
        </li>
        <li>Capstone: {capstone.required ? CAPSTONE[capstone.state] : 'not required'}</li>
      </ul>
    </li>
  );
}

function MemberCard({ member }: { member: VillageMemberProgress }) {
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold wrap-anywhere text-ink">
          {member.name}
          {member.role === 'leader' ? (
            <span className="font-normal text-muted"> (leader)</span>
          ) : null}
        </span>
        <span className="text-sm font-semibold text-primary">{member.completion}% done</span>
      </p>
      <p className="mt-1 text-sm text-ink">CPD: {cpdText(member.cpdMinutes)}</p>
      {member.journeys.length ? (
        <ul aria-label={`${member.name}'s journeys`} className="mt-3 flex flex-col gap-2">
          {member.journeys.map((j) => (
            <JourneyLine key={j.journeyId} journey={j} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">Not enrolled in a journey yet.</p>
      )}
    </li>
  );
}

/**
 * The village leader's view of the members' learning: each member's journeys with required
 * modules done, webinars attended and the capstone's state, their CPD time, the village's average
 * completion (each member's furthest journey) and CPD total, beside the team's saved ROI
 * estimate. Only the leader gets it; the server decides.
 */
export function VillageProgressPanel() {
  const query = useVillageProgress();
  let body;
  if (query.isPending) body = <Spinner />;
  else if (query.isError)
    body = (
      <LoadError onRetry={() => void query.refetch()} busy={query.isFetching}>
        We could not load your village's progress. Check your connection and try again.
      </LoadError>
    );
  else {
    const { averageCompletion, members, totalCpdMinutes, roiEstimate } = query.data;
    body = (
      <div className="flex flex-col gap-5 xl:grid xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <div>
          <p className="text-ink">
            On average your members have done <strong>{averageCompletion}%</strong> of their
            journey.
          </p>
          <ProgressBar
            className="mt-2"
            percent={averageCompletion}
            label="Village average completion"
            valueText={`${averageCompletion}%`}
          />
          <p className="mt-3 text-ink" data-testid="village-cpd-total">
            Together they have logged <strong>{cpdText(totalCpdMinutes)}</strong> of CPD (voided
            entries do not count).
          </p>
          <ul aria-label="Members' progress" className="mt-4 flex flex-col gap-3">
            {members.map((m) => (
              <MemberCard key={m.userId} member={m} />
            ))}
          </ul>
        </div>
        <VillageRoiEstimatePanel estimate={roiEstimate} />
      </div>
    );
  }
  return (
    <section
      aria-labelledby="village-progress-heading"
      className="mt-6 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="village-progress-heading" className="text-xl font-bold text-primary">
        Your village's progress
      </h2>
      <p className="mb-3 text-muted">
        What your members have done on their journeys, and the ROI estimate you saved. Only you, the
        leader, see this.
      </p>
      {body}
    </section>
  );
}
