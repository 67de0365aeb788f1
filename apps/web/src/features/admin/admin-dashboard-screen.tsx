import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { DASHBOARD_PERIODS, type DashboardFigure, type DashboardPeriod } from '@lv/domain';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useHydrated } from '../../hooks/use-hydrated';
import { useDashboard } from './api/admin-api';
import { formatNumber } from '../../lib/format';
import { domainText } from '../../lib/i18n/domain-text';

// uPlot and its CSS arrive in their own chunk, after the figures are on screen.
const TimeChart = lazy(() =>
  import('./components/time-chart').then((m) => ({ default: m.TimeChart })),
);

const PERIOD_LABELS: Record<DashboardPeriod, MessageDescriptor> = {
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  '90d': msg`90 days`,
  '365d': msg`12 months`,
};

function FigureCard({ figure }: { figure: DashboardFigure }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-muted">{domainText(figure.label)}</dt>
      <dd className="mt-1 text-2xl font-bold text-primary sm:text-3xl">
        {figure.format === 'percent'
          ? i18n.number(figure.value / 100, { style: 'percent', maximumFractionDigits: 3 })
          : formatNumber(figure.value)}
      </dd>
      {figure.hint ? <dd className="mt-1 text-sm text-muted">{domainText(figure.hint)}</dd> : null}
    </div>
  );
}

function PeriodPicker({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (p: DashboardPeriod) => void;
}) {
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 font-medium text-ink">{t`Period`}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-lg border border-line bg-white p-1">
        {DASHBOARD_PERIODS.map((p) => (
          <label
            key={p}
            className={`min-h-11 cursor-pointer rounded-md px-4 py-2 font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary ${
              p === value ? 'bg-primary text-white' : 'text-ink hover:bg-primary-light'
            }`}
          >
            <input
              type="radio"
              name="period"
              value={p}
              checked={p === value}
              onChange={() => onChange(p)}
              className="sr-only"
            />
            {i18n._(PERIOD_LABELS[p])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** /admin and /admin/dashboard: figures and charts for a chosen period, one block per section. */
export function AdminDashboardScreen() {
  const [period, setPeriod] = useState<DashboardPeriod>('30d');
  const hydrated = useHydrated();
  const dashboard = useDashboard(period);

  return (
    <>
      <PageHeader title={t`Admin dashboard`}>
        {t`Learners, activity, sign-ups, XP, levels, bookings, leads and paid conversions for the chosen period.`}
      </PageHeader>
      <PeriodPicker value={period} onChange={setPeriod} />
      {dashboard.isPending ? <Spinner /> : null}
      {dashboard.isError ? (
        <Alert tone="error">{t`The dashboard could not be loaded. Reload the page to try again.`}</Alert>
      ) : null}
      {dashboard.data ? (
        <div
          className={`flex flex-col gap-10 ${dashboard.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={dashboard.isFetching}
        >
          {dashboard.data.sections.map((section) => (
            <section key={section.id} aria-labelledby={`section-${section.id}`}>
              <h2 id={`section-${section.id}`} className="mb-3 text-xl font-semibold text-ink">
                {domainText(section.title)}
              </h2>
              <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-5">
                {section.figures.map((figure) => (
                  <FigureCard key={figure.id} figure={figure} />
                ))}
              </dl>
              {section.charts.length > 0 ? (
                <div className="mt-4 grid grid-cols-1 gap-4">
                  {/* Drawn in the browser only: the server's render of the screen shows the spinner (ADR 024). */}
                  {hydrated ? (
                    <Suspense fallback={<Spinner />}>
                      {section.charts.map((chart) => (
                        <TimeChart key={chart.id} chart={chart} />
                      ))}
                    </Suspense>
                  ) : (
                    <Spinner />
                  )}
                </div>
              ) : null}
            </section>
          ))}
        </div>
      ) : null}
    </>
  );
}
