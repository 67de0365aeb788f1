import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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
import { fillSlots, SLOTS } from './sentence-slots';
import { VillageRoiEstimatePanel } from './village-roi-estimate';
import { LoadError } from '../../../components/ui/load-error';

/** CPD time as /cpd shows it (its totals card): "2.08 h (2:05)". */
const cpdText = (minutes: number) => {
  const hours = formatNumber(cpdHours(minutes));
  const clock = formatCpdMinutes(minutes);
  return t`${hours} h (${clock})`;
};

const STATUS: Record<JourneyStatus, MessageDescriptor> = {
  not_enrolled: msg`Not enrolled`,
  enrolled: msg`Enrolled, not started`,
  in_progress: msg`In progress`,
  completed: msg`Completed`,
};

const CAPSTONE: Record<CapstoneState, MessageDescriptor> = {
  not_started: msg`not started`,
  submitted: msg`submitted, waiting for review`,
  changes_requested: msg`changes asked for`,
  accepted: msg`accepted`,
};

function JourneyLine({ journey }: { journey: MemberJourneyProgress }) {
  const { progress, webinars, capstone } = journey;
  const { title, version } = journey;
  const status = i18n._(STATUS[journey.status]);
  const { done, required, percent } = progress;
  const { attended } = webinars;
  const webinarsRequired = webinars.required;
  const capstoneState = capstone.required ? i18n._(CAPSTONE[capstone.state]) : t`not required`;
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-ground px-3 py-2">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold wrap-anywhere text-ink">{journey.title}</span>
        <span className="text-sm text-muted">
          {t`${status} · version ${version}`}
        </span>
      </p>
      <ProgressBar
        tone="step"
        percent={progress.percent}
        label={t`${title}: required modules done`}
        valueText={t`${done} of ${required} required modules`}
      />
      <ul className="flex flex-col gap-0.5 text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-4">
        <li>{t`Modules: ${done} of ${required} required (${percent}%)`}</li>
        <li>
          {webinarsRequired
            ? t`Webinars: ${attended} of ${webinarsRequired} attended`
            : t`Webinars: none required (${attended} attended)`}
        </li>
        <li>{t`Capstone: ${capstoneState}`}</li>
      </ul>
    </li>
  );
}

function MemberCard({ member }: { member: VillageMemberProgress }) {
  const { name, completion } = member;
  const cpd = cpdText(member.cpdMinutes);
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold wrap-anywhere text-ink">
          {member.name}
          {member.role === 'leader' ? (
            <span className="font-normal text-muted"> {t`(leader)`}</span>
          ) : null}
        </span>
        <span className="text-sm font-semibold text-primary">{t`${completion}% done`}</span>
      </p>
      <p className="mt-1 text-sm text-ink">{t`CPD: ${cpd}`}</p>
      {member.journeys.length ? (
        <ul aria-label={t`${name}'s journeys`} className="mt-3 flex flex-col gap-2">
          {member.journeys.map((j) => (
            <JourneyLine key={j.journeyId} journey={j} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">{t`Not enrolled in a journey yet.`}</p>
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
        {t`We could not load your village's progress. Check your connection and try again.`}
      </LoadError>
    );
  else {
    const { averageCompletion, members, totalCpdMinutes, roiEstimate, roiTrend } = query.data;
    // Two sentences with one element each: both use the first slot.
    const average = SLOTS[0];
    const total = SLOTS[0];
    body = (
      <div className="flex flex-col gap-5 xl:grid xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <div>
          <p className="text-ink">
            {fillSlots(t`On average your members have done ${average} of their journey.`, [
              <strong key="average">{averageCompletion}%</strong>,
            ])}
          </p>
          <ProgressBar
            className="mt-2"
            percent={averageCompletion}
            label={t`Village average completion`}
            valueText={`${averageCompletion}%`}
          />
          <p className="mt-3 text-ink" data-testid="village-cpd-total">
            {fillSlots(t`Together they have logged ${total} of CPD (removed entries do not count).`, [
              <strong key="total">{cpdText(totalCpdMinutes)}</strong>,
            ])}
          </p>
          <ul aria-label={t`Members' progress`} className="mt-4 flex flex-col gap-3">
            {members.map((m) => (
              <MemberCard key={m.userId} member={m} />
            ))}
          </ul>
        </div>
        <VillageRoiEstimatePanel estimate={roiEstimate} series={roiTrend} />
      </div>
    );
  }
  return (
    <section
      aria-labelledby="village-progress-heading"
      className="mt-6 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="village-progress-heading" className="text-xl font-bold text-primary">
        {t`Your village's progress`}
      </h2>
      <p className="mb-3 text-muted">
        {t`What your members have done on their journeys, and the ROI estimates you saved. Only you, the leader, see this.`}
      </p>
      {body}
    </section>
  );
}
