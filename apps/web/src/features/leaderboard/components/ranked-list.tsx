import { t } from '@lingui/core/macro';
import type { LeaderboardEntry } from '@lv/domain';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { RankedRow } from './ranked-row';

interface RankedListProps {
  entries: LeaderboardEntry[];
  /** The signed-in learner, whose row is highlighted. */
  viewerId: string | null;
  /** Names the list for assistive technology. */
  label: string;
  compact?: boolean;
}

/** Ranked learners: rank, initials, name (linking to their public profile) and XP. */
export function RankedList({ entries, viewerId, label, compact = false }: RankedListProps) {
  return (
    <ol aria-label={label} className="flex flex-col gap-1">
      {entries.map((entry) => {
        const isViewer = entry.userId === viewerId;
        return (
          <RankedRow
            key={entry.userId}
            rank={entry.rank}
            isCurrent={isViewer}
            compact={compact}
            avatar={compact ? null : <Avatar name={entry.name} />}
            points={entry.points}
            unit={t`XP`}
          >
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
                  {t`You`}
                </span>
              ) : null}
            </span>
          </RankedRow>
        );
      })}
    </ol>
  );
}
