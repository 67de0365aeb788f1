import { t } from '@lingui/core/macro';
import { CPD_ACTIVITY_TYPE_LABELS, cpdHours, formatCpdMinutes, type CpdTotals } from '@lv/domain';
import { formatNumber } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';

/** "12.5 h (12:30)" in the reader's locale. */
export function hoursText(minutes: number): string {
  const hours = formatNumber(cpdHours(minutes));
  const clock = formatCpdMinutes(minutes);
  return t`${hours} h (${clock})`;
}

/** The record's totals: all time, per year, per type (non-voided entries only). */
export function TotalsCard({ totals }: { totals: CpdTotals }) {
  return (
    <section aria-labelledby="cpd-totals" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="cpd-totals" className="text-xl font-bold text-primary">
        {t`Your CPD time`}
      </h2>
      <p className="mt-1 text-3xl font-bold text-ink" data-testid="cpd-total">
        {hoursText(totals.minutes)}
      </p>
      <p className="text-sm text-muted">{t`Removed entries do not count. XP and streaks never change these minutes.`}</p>
      {totals.minutes > 0 ? (
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold text-ink">{t`Per year`}</h3>
            <ul className="mt-1">
              {totals.byYear.map((y) => (
                <li key={y.year} className="flex justify-between gap-3 border-b border-line py-1">
                  <span>{y.year}</span>
                  <span className="font-semibold">{hoursText(y.minutes)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-ink">{t`Per type`}</h3>
            <ul className="mt-1">
              {totals.byType.map((row) => (
                <li key={row.type} className="flex justify-between gap-3 border-b border-line py-1">
                  <span>{domainText(CPD_ACTIVITY_TYPE_LABELS[row.type])}</span>
                  <span className="font-semibold">{hoursText(row.minutes)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}
