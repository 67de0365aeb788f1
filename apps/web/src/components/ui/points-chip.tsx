import { t } from '@lingui/core/macro';
import { levelForXp } from '@lv/domain';
import { Star } from 'lucide-react';
import { formatNumber } from '../../lib/format';
import { levelText } from '../../lib/i18n/domain-messages';

interface PointsChipProps {
  points: number;
  /** False until the first value is known: shows a placeholder instead of a number. */
  isLoaded: boolean;
}

/**
 * The learner's XP and named level (domain levelForXp, the level every screen shows: decisions.md
 * "One level on screen"), read as one phrase ("1,250 XP, level 2, Impact Builder") and announced
 * politely when it changes. The level's name shows on wide screens; narrow ones keep its number.
 */
export function PointsChip({ points, isLoaded }: PointsChipProps) {
  const xp = formatNumber(points);
  const level = levelForXp(points);
  const levelNumber = formatNumber(level.number);
  const levelName = levelText(level.number).name;
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
        <span aria-hidden="true" className="max-xl:hidden">
          {levelName}
        </span>
      ) : null}
      {isLoaded ? (
        <span>
          {t`${xp} XP`}
          <span className="sr-only">{t`, level ${levelNumber}, ${levelName}`}</span>
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
