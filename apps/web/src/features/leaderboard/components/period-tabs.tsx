import { LEADERBOARD_PERIODS, LEADERBOARD_PERIOD_LABELS, type LeaderboardPeriod } from '@lv/domain';
import { Tabs } from '../../../components/ui/tabs';

/** The id prefix of the period tabs and their panel (`TabPanel idPrefix={PERIOD_TABS}`). */
export const PERIOD_TABS = 'leaderboard';

const PERIOD_OPTIONS = LEADERBOARD_PERIODS.map((key) => ({
  key,
  label: LEADERBOARD_PERIOD_LABELS[key],
}));

/** This week / This month / All time as tabs (arrow keys, Home and End; see `Tabs`). */
export function PeriodTabs({
  period,
  onChange,
}: {
  period: LeaderboardPeriod;
  onChange: (period: LeaderboardPeriod) => void;
}) {
  return (
    <Tabs
      label="Leaderboard period"
      tabs={PERIOD_OPTIONS}
      selected={period}
      onChange={onChange}
      idPrefix={PERIOD_TABS}
      className="inline-flex w-full sm:w-auto sm:self-start"
      tabClassName="flex-1 sm:flex-none"
    />
  );
}
