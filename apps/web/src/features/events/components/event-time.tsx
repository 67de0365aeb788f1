import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatZonedRange } from '@lv/domain';

/** What formatZonedRange adds, in English, when an event ends after midnight: said in the page's language instead. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the domain's English words, matched to be replaced
const NEXT_DAY_SUFFIX = ' (next day)';

/**
 * An event's date and times in the reader's timezone, with the zone named ("West Africa Time
 * (Africa/Lagos)"), so "15:00" is never read in the wrong zone. `locale` is for tests; the page's
 * language is the default.
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
  const range = formatZonedRange(Date.parse(startsAt), Date.parse(endsAt), timeZone, locale ?? i18n.locale);
  const times = range.time.endsWith(NEXT_DAY_SUFFIX) ? range.time.slice(0, -NEXT_DAY_SUFFIX.length) : null;
  return (
    <p className="text-ink">
      <time dateTime={startsAt} className="font-semibold">
        {range.date}, {times === null ? range.time : t`${times} (next day)`}
      </time>
      <span className="block text-sm text-muted">{range.zone}</span>
    </p>
  );
}
