import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';

interface RankedRowProps {
  rank: number;
  /** The viewer's own row (or their village's): highlighted and marked as current. */
  isCurrent: boolean;
  /** The tighter row of the narrow "around you" list. */
  compact?: boolean;
  /** Shown between the rank and the name, e.g. the learner's avatar. */
  avatar?: ReactNode;
  /** The name column; it should take the free width (min-w-0 flex-1). */
  children: ReactNode;
  points: number;
  /** Written after the points: "XP", "XP avg". */
  unit: string;
}

/** One row of a ranking: the rank in a circle (gold on the podium), the name and the points. */
export function RankedRow({
  rank,
  isCurrent,
  compact = false,
  avatar,
  children,
  points,
  unit,
}: RankedRowProps) {
  return (
    <li
      aria-current={isCurrent ? 'true' : undefined}
      className={`flex items-center gap-3 rounded-lg px-2 ${compact ? 'py-1.5' : 'py-2 sm:px-3'} ${
        isCurrent ? 'bg-accent-light ring-2 ring-accent' : ''
      }`}
    >
      <span
        className={`inline-flex h-9 min-w-9 shrink-0 items-center justify-center rounded-full px-1.5 text-sm font-bold text-ink ${
          rank <= 3 ? 'bg-accent' : 'bg-ground'
        }`}
      >
        <span className="sr-only">{t`Rank`} </span>
        {formatNumber(rank)}
      </span>
      {avatar}
      {children}
      <span className="shrink-0 text-right font-semibold text-ink tabular-nums">
        {formatNumber(points)} <span className="text-sm font-medium text-muted">{unit}</span>
      </span>
    </li>
  );
}
