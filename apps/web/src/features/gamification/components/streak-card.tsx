import { STREAK_DAYS_FOR_MULTIPLIER, STREAK_MULTIPLIER, type PointsSummary } from '@lv/domain';
import { Flame } from 'lucide-react';
import { formatNumber } from '../../../lib/format';
import { Card } from './card';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The streak flame with the day count, seven day marks, and when the multiplier applies. */
export function StreakCard({ streak }: { streak: PointsSummary['streak'] }) {
  const { days, multiplier, daysToMultiplier, earnedToday } = streak;
  const isActive = multiplier > 1;
  const filled = Math.min(days, STREAK_DAYS_FOR_MULTIPLIER);
  return (
    <Card id="your-streak-heading" title="Your streak" icon={Flame}>
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
            {days === 0 ? 'No streak yet' : `${formatNumber(days)}-day streak`}
          </p>
          <p className="font-semibold text-ink">
            {isActive
              ? `${STREAK_MULTIPLIER}x multiplier active`
              : days === 0
                ? `Earn XP ${STREAK_DAYS_FOR_MULTIPLIER} days in a row for the ${STREAK_MULTIPLIER}x multiplier`
                : `${formatNumber(daysToMultiplier)} more ${plural(daysToMultiplier, 'day', 'days')} to the ${STREAK_MULTIPLIER}x multiplier`}
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
          ? `Every award is multiplied by ${STREAK_MULTIPLIER} while your streak lasts. `
          : `From day ${STREAK_DAYS_FOR_MULTIPLIER} of a streak, every award is multiplied by ${STREAK_MULTIPLIER}. `}
        {earnedToday
          ? 'You earned XP today.'
          : days > 0
            ? 'Earn XP today to keep your streak.'
            : 'Earn XP today to start one.'}
      </p>
    </Card>
  );
}
