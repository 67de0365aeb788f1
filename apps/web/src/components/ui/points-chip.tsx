import { plural, t } from '@lingui/core/macro';
import { levelForXp, type StreamStreak } from '@lv/domain';
import { Flame, Snowflake, Star } from 'lucide-react';
import { formatNumber } from '../../lib/format';
import { levelText } from '../../lib/i18n/domain-messages';

interface PointsChipProps {
  points: number;
  /** False until the first value is known: shows a placeholder instead of a number. */
  isLoaded: boolean;
  /** The streak and its freezes (null until the server sends them). */
  streak?: StreamStreak | null;
}

/**
 * The learner's XP and named level (domain levelForXp, the level every screen shows: decisions.md
 * "One level on screen"), read as one phrase ("1,250 XP, level 2, Impact Builder") and announced
 * politely when it changes. The level's name shows on wide screens; narrow ones keep its number.
 * The streak's days (a flame, filled on a day with XP) and the freezes held follow the XP.
 */
export function PointsChip({ points, isLoaded, streak = null }: PointsChipProps) {
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
      {isLoaded && streak !== null ? <StreakPart streak={streak} /> : null}
    </p>
  );
}

/** The streak's days and freezes in the chip: icons and figures for the eye, a phrase for the ear. */
function StreakPart({ streak }: { streak: StreamStreak }) {
  const { days, freezes, earnedToday } = streak;
  const daysText = formatNumber(days);
  const freezesText = formatNumber(freezes);
  const spoken =
    days === 0
      ? t`, no streak yet`
      : plural(days, { one: ', #-day streak', other: ', #-day streak' });
  const spokenFreezes =
    freezes === 0 ? '' : plural(freezes, { one: ', # streak freeze held', other: ', # streak freezes held' });
  return (
    <span className="inline-flex items-center gap-1.5 border-l border-accent pl-1.5 sm:gap-2 sm:pl-2">
      <span aria-hidden="true" className="inline-flex items-center gap-0.5" data-testid="chip-streak">
        <Flame className={`h-4 w-4 ${earnedToday ? 'fill-current' : ''}`} />
        {daysText}
      </span>
      {freezes > 0 ? (
        <span aria-hidden="true" className="inline-flex items-center gap-0.5" data-testid="chip-freezes">
          <Snowflake className="h-4 w-4" />
          {freezesText}
        </span>
      ) : null}
      <span className="sr-only">
        {spoken}
        {spokenFreezes}
      </span>
    </span>
  );
}
