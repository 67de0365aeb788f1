import { plural, t } from '@lingui/core/macro';
import {
  MAX_STREAK_FREEZES,
  STREAK_DAYS_FOR_MULTIPLIER,
  STREAK_DAYS_PER_FREEZE,
  STREAK_MULTIPLIER,
  type PointsSummary,
} from '@lv/domain';
import { Flame, Snowflake } from 'lucide-react';
import { formatNumber } from '../../../lib/format';
import { Card } from './card';

/** The streak flame with the day count, seven day marks, when the multiplier applies, and the streak freezes held (ADR 036). */
export function StreakCard({ streak }: { streak: PointsSummary['streak'] }) {
  const { days, multiplier, daysToMultiplier, earnedToday, freezes } = streak;
  const isActive = multiplier > 1;
  const filled = Math.min(days, STREAK_DAYS_FOR_MULTIPLIER);
  const multiplierText = formatNumber(STREAK_MULTIPLIER);
  const streakDays = STREAK_DAYS_FOR_MULTIPLIER;
  const perFreeze = STREAK_DAYS_PER_FREEZE;
  const maxFreezes = MAX_STREAK_FREEZES;
  return (
    <Card id="your-streak-heading" title={t`Your streak`} icon={Flame}>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full ${
            days > 0 ? 'bg-accent' : 'bg-ground'
          }`}
        >
          <Flame className={`h-9 w-9 text-ink ${isActive ? 'fill-current' : ''}`} />
        </span>
        <div>
          <p className="text-3xl font-bold text-ink tabular-nums">
            {days === 0
              ? t`No streak yet`
              : plural(days, { one: '#-day streak', other: '#-day streak' })}
          </p>
          <p className="font-semibold text-ink">
            {isActive
              ? t`${multiplierText}x multiplier active`
              : days === 0
                ? t`Earn XP ${streakDays} days in a row for the ${multiplierText}x multiplier`
                : t`${plural(daysToMultiplier, { one: '# more day', other: '# more days' })} to the ${multiplierText}x multiplier`}
          </p>
        </div>
      </div>
      <ol aria-hidden="true" className="mt-4 grid grid-cols-7 gap-1.5">
        {Array.from({ length: STREAK_DAYS_FOR_MULTIPLIER }, (_, i) => (
          <li key={i} className={`h-2.5 rounded-full ${i < filled ? 'bg-accent' : 'bg-line'}`} />
        ))}
      </ol>
      <p className="mt-3 text-muted">
        {isActive
          ? t`Every award is multiplied by ${multiplierText} while your streak lasts.`
          : t`From day ${streakDays} of a streak, every award is multiplied by ${multiplierText}.`}{' '}
        {earnedToday
          ? t`You earned XP today.`
          : days > 0
            ? t`Earn XP today to keep your streak.`
            : t`Earn XP today to start one.`}
      </p>
      <p className="mt-3 flex items-start gap-2 text-ink">
        <Snowflake aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>
          <span className="font-semibold">
            {freezes === 0
              ? t`No streak freezes held`
              : plural(freezes, { one: '# streak freeze held', other: '# streak freezes held' })}
          </span>{' '}
          {freezes === 0
            ? t`Every ${perFreeze} days of a streak earn one, up to ${maxFreezes}.`
            : t`If you miss a day, one is used automatically and your streak carries on.`}
        </span>
      </p>
    </Card>
  );
}
