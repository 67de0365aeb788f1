import { formatZonedRange } from '@lv/domain';

/**
 * An event's date and times in the reader's timezone, with the zone named ("West Africa Time
 * (Africa/Lagos)"), so "15:00" is never read in the wrong zone. `locale` is for tests.
 */
export function EventTime({
  startsAt,
  endsAt,
  timeZone,
  locale,
}: {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  locale?: string;
}) {
  const range = formatZonedRange(Date.parse(startsAt), Date.parse(endsAt), timeZone, locale);
  return (
    <p className="text-ink">
      <time dateTime={startsAt} className="font-semibold">
        {range.date}, {range.time}
      </time>
      <span className="block text-sm text-muted">{range.zone}</span>
    </p>
  );
}

/** A clock time in the reader's zone ("13:45"), for "the link appears at …". */
export function clockIn(iso: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}
