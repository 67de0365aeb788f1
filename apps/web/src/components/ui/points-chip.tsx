import { t } from '@lingui/core/macro';
import { Star } from 'lucide-react';
import { formatNumber } from '../../lib/format';

interface PointsChipProps {
  points: number;
  level: number;
  /** False until the first value is known: shows a placeholder instead of a number. */
  isLoaded: boolean;
}

/**
 * The learner's XP and points level, read as one phrase ("1,250 XP, level 2") and announced
 * politely when it changes.
 */
export function PointsChip({ points, level, isLoaded }: PointsChipProps) {
  const xp = formatNumber(points);
  const levelNumber = formatNumber(level);
  return (
    <p
      aria-live="polite"
      aria-atomic="true"
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-accent bg-accent-light py-1 pr-2.5 pl-1 text-sm font-semibold whitespace-nowrap text-ink sm:gap-2 sm:pr-3"
    >
      <span
        aria-hidden="true"
        className="inline-flex h-7 items-center gap-1 rounded-full bg-accent px-2 text-xs font-bold text-ink"
      >
        <Star className="h-3.5 w-3.5 fill-current max-[400px]:hidden" />
        {isLoaded ? t`Lv ${levelNumber}` : t`Lv …`}
      </span>
      {isLoaded ? (
        <span>
          {t`${xp} XP`}
          <span className="sr-only">{t`, level ${levelNumber}`}</span>
        </span>
      ) : (
        <span>
          <span aria-hidden="true">{t`… XP`}</span>
          <span className="sr-only">{t`Loading your XP`}</span>
        </span>
      )}
    </p>
  );
}
