import { t } from '@lingui/core/macro';
import { LEADERBOARD_PERIODS, LEADERBOARD_PERIOD_LABELS, type LeaderboardPeriod } from '@lv/domain';
import { Tabs } from '../../../components/ui/tabs';
import { domainText } from '../../../lib/i18n/domain-text';

/** The id prefix of the period tabs and their panel (`TabPanel idPrefix={PERIOD_TABS}`). */
export const PERIOD_TABS = 'leaderboard';

/** This week / This month / All time as tabs (arrow keys, Home and End; see `Tabs`). */
export function PeriodTabs({
  period,
  onChange,
}: {
  period: LeaderboardPeriod;
  onChange: (period: LeaderboardPeriod) => void;
}) {
  // The domain's names of the windows (This week, This month, All time), in the page's language.
  const tabs = LEADERBOARD_PERIODS.map((key) => ({ key, label: domainText(LEADERBOARD_PERIOD_LABELS[key]) }));
  return (
    <Tabs
      label={t`Leaderboard period`}
      tabs={tabs}
      selected={period}
      onChange={onChange}
      idPrefix={PERIOD_TABS}
      // Wrapped to a second row where the names are long (French on a phone), never wider than the page.
      className="flex w-full flex-wrap sm:inline-flex sm:w-auto sm:self-start"
      tabClassName="flex-auto sm:flex-none"
    />
  );
}
