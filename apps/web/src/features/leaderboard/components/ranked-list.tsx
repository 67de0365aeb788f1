import type { LeaderboardEntry } from '@lv/domain';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { formatNumber } from '../../../lib/format';

interface RankedListProps {
  entries: LeaderboardEntry[];
  /** The signed-in learner, whose row is highlighted. */
  viewerId: string | null;
  /** Names the list for assistive technology. */
  label: string;
  compact?: boolean;
}

function RankBadge({ rank }: { rank: number }) {
  const podium = rank <= 3;
  return (
    <span
      className={`inline-flex h-9 min-w-9 shrink-0 items-center justify-center rounded-full px-1.5 text-sm font-bold ${
        podium ? 'bg-accent text-ink' : 'bg-ground text-ink'
      }`}
    >
      <span className="sr-only">Rank </span>
      {formatNumber(rank)}
    </span>
  );
}

/** Ranked learners: rank, initials, name (linking to their public profile) and XP. */
export function RankedList({ entries, viewerId, label, compact = false }: RankedListProps) {
  return (
    <ol aria-label={label} className="flex flex-col gap-1">
      {entries.map((entry) => {
        const isViewer = entry.userId === viewerId;
        return (
          <li
            key={entry.userId}
            aria-current={isViewer ? 'true' : undefined}
            className={`flex items-center gap-3 rounded-lg px-2 ${compact ? 'py-1.5' : 'py-2 sm:px-3'} ${
              isViewer ? 'bg-accent-light ring-2 ring-accent' : ''
            }`}
          >
            <RankBadge rank={entry.rank} />
            {compact ? null : <Avatar name={entry.name} />}
            <span className="flex min-w-0 flex-1 items-center gap-2">
              <Link
                to={`/users/${encodeURIComponent(entry.userId)}`}
                className="truncate rounded font-semibold text-ink hover:text-primary hover:underline"
              >
                {entry.name}
              </Link>
              {isViewer ? (
                // In the narrow "around you" list the highlight says it; the word stays for screen readers.
                <span
                  className={
                    compact
                      ? 'sr-only'
                      : 'shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white'
                  }
                >
                  You
                </span>
              ) : null}
            </span>
            <span className="shrink-0 text-right font-semibold text-ink tabular-nums">
              {formatNumber(entry.points)}{' '}
              <span className="text-sm font-medium text-muted">XP</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
