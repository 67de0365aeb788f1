import { plural, t } from '@lingui/core/macro';
import { streakCalendar, STREAK_CALENDAR_WEEKS, type CalendarCell } from '@lv/domain';
import { CalendarDays } from 'lucide-react';
import { calendarNames, formatDay, formatNumber } from '../../../lib/format';
import { pageLocale } from '../../../lib/i18n/catalogs';
import { LoadError } from '../../../components/ui/load-error';
import { useXpDays } from '../api/points-api';
import { Card, CardSkeleton } from './card';

/** What one day's square says to a screen reader: "2 Dec 2026: 150 XP" or "…: no XP". */
function cellLabel(cell: CalendarCell): string {
  const day = formatDay(cell.day);
  if (cell.xp <= 0) return t`${day}: no XP`;
  const xp = formatNumber(cell.xp);
  return t`${day}: ${xp} XP`;
}

/**
 * The streak calendar: the last weeks, Monday to Sunday, each day of the learner's own XP filled
 * (from the ledger: an admin's correction is not a day of XP), today ringed, days to come blank.
 */
export function StreakCalendar() {
  const query = useXpDays();
  let body;
  if (query.isPending) body = <CardSkeleton label={t`Loading your streak calendar`} />;
  else if (query.isError) {
    body = (
      <LoadError onRetry={() => void query.refetch()}>
        {t`We could not load your streak calendar. Check your connection and try again.`}
      </LoadError>
    );
  } else {
    const { today, days } = query.data;
    const weeks = streakCalendar(new Map(days.map((d) => [d.day, d.xp])), today);
    const active = weeks.flat().filter((c) => c.xp > 0).length;
    const total = STREAK_CALENDAR_WEEKS;
    // Weekday names from Monday (calendarNames gives them from Sunday).
    const [long, short] = calendarNames(pageLocale()).weekdays;
    const order = [1, 2, 3, 4, 5, 6, 0];
    body = (
      <>
        <p className="text-ink">
          {plural(active, {
            one: `XP on # day of the last ${total} weeks`,
            other: `XP on # days of the last ${total} weeks`,
          })}
        </p>
        <table className="mt-3 w-full table-fixed border-separate border-spacing-1">
          <caption className="sr-only">{t`Days you earned XP, week by week, Monday first`}</caption>
          <thead>
            <tr>
              {order.map((d) => (
                <th key={d} scope="col" className="text-xs font-semibold text-muted">
                  <abbr title={long[d]} className="no-underline">
                    {short[d]}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.day}>
                {week.map((cell) => (
                  <td key={cell.day} className="p-0">
                    {cell.future ? (
                      <span aria-hidden="true" className="block h-7 rounded" />
                    ) : (
                      <span
                        className={`block h-7 rounded ${cell.xp > 0 ? 'bg-accent' : 'bg-line'} ${
                          cell.day === today ? 'ring-2 ring-primary ring-offset-1' : ''
                        }`}
                        data-xp-day={cell.xp > 0 ? cell.day : undefined}
                      >
                        <span className="sr-only">{cellLabel(cell)}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <Card id="streak-calendar-heading" title={t`Streak calendar`} icon={CalendarDays}>
      {body}
    </Card>
  );
}
