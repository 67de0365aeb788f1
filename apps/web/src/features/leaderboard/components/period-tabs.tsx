import { LEADERBOARD_PERIODS, LEADERBOARD_PERIOD_LABELS, type LeaderboardPeriod } from '@lv/domain';
import { useRef, type KeyboardEvent } from 'react';

export const periodTabId = (period: LeaderboardPeriod) => `leaderboard-tab-${period}`;
export const PERIOD_PANEL_ID = 'leaderboard-panel';

interface PeriodTabsProps {
  period: LeaderboardPeriod;
  onChange: (period: LeaderboardPeriod) => void;
}

/**
 * This week / This month / All time as an ARIA tablist: arrow keys, Home and End move between
 * the tabs and select them; only the selected tab is in the tab order.
 */
export function PeriodTabs({ period, onChange }: PeriodTabsProps) {
  const tabs = useRef(new Map<LeaderboardPeriod, HTMLButtonElement>());

  const select = (next: LeaderboardPeriod) => {
    onChange(next);
    tabs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LEADERBOARD_PERIODS.indexOf(period);
    const last = LEADERBOARD_PERIODS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(LEADERBOARD_PERIODS[target] ?? 'week');
  };

  return (
    <div
      role="tablist"
      aria-label="Leaderboard period"
      onKeyDown={onKeyDown}
      className="inline-flex w-full rounded-xl border border-line bg-white p-1 sm:w-auto sm:self-start"
    >
      {LEADERBOARD_PERIODS.map((key) => {
        const selected = key === period;
        return (
          <button
            key={key}
            ref={(element) => {
              if (element) tabs.current.set(key, element);
              else tabs.current.delete(key);
            }}
            id={periodTabId(key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={PERIOD_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(key)}
            className={`min-h-11 flex-1 rounded-lg px-4 font-semibold whitespace-nowrap transition-colors sm:flex-none ${
              selected
                ? 'bg-primary text-white shadow-sm'
                : 'text-muted hover:bg-primary-light hover:text-primary'
            }`}
          >
            {LEADERBOARD_PERIOD_LABELS[key]}
          </button>
        );
      })}
    </div>
  );
}
