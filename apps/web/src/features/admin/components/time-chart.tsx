import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { DashboardChart } from '@lv/domain';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { calendarNames } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';

/** Brand colours for up to four series: primary green, gold, slate, info blue. */
const SERIES_COLOURS = ['#0f5132', '#e0a526', '#4b5563', '#1d4ed8'];
const HEIGHT = 240;

const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Month and weekday names in the page's language, for the time axis and the legend. */
function dateNames(locale: string): uPlot.DateNames {
  const { months, weekdays } = calendarNames(locale);
  return { MMMM: months[0], MMM: months[1], WWWW: weekdays[0], WWW: weekdays[1] };
}

/** Bar charts (categories such as levels): x is the category's index. */
function barOptions(
  chart: DashboardChart,
  width: number,
): Pick<uPlot.Options, 'scales' | 'axes' | 'padding'> & {
  xs: number[];
} {
  const n = chart.buckets.length;
  // On a phone the category names would overlap: they are set at an angle instead.
  const narrow = width / Math.max(1, n) < 130;
  return {
    xs: chart.buckets.map((_, i) => i),
    // Room on the right for the last angled name.
    padding: [null, narrow ? 80 : null, null, null],
    scales: {
      x: { time: false, range: () => [-0.5, n - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    axes: [
      {
        stroke: '#4b5563',
        grid: { show: false },
        ticks: { stroke: '#e5e0d8' },
        incrs: [1],
        space: 10,
        values: (_u, splits) => splits.map((i) => domainText(chart.buckets[i] ?? '')),
        ...(narrow ? { rotate: -50, size: 130 } : {}),
      },
      { stroke: '#4b5563', grid: { stroke: '#e5e0d8' }, ticks: { stroke: '#e5e0d8' } },
    ],
  };
}

/**
 * A time-series (or, for kind 'bars', category bar) chart drawn by uPlot (a small canvas charting
 * library), resized with its box, with the same numbers as a table for screen readers.
 */
export function TimeChart({ chart }: { chart: DashboardChart }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const bars = chart.kind === 'bars' ? barOptions(chart, el.clientWidth) : null;
    const data: uPlot.AlignedData = [
      bars ? bars.xs : chart.buckets.map(dayToSeconds),
      ...chart.series.map((s) => s.values),
    ];
    // A media query, not text a person reads.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const barPaths = bars ? uPlot.paths.bars?.({ size: [0.6, 80] }) : undefined;
    const names = dateNames(i18n.locale);
    const options: uPlot.Options = {
      width: Math.max(el.clientWidth, 240),
      height: HEIGHT,
      // A time zone's name, not text a person reads.
      // eslint-disable-next-line lingui/no-unlocalized-strings
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      fmtDate: (template) => uPlot.fmtDate(template, names),
      cursor: { drag: { x: false, y: false } },
      legend: { show: true, live: !reduceMotion && !bars },
      scales: { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
      axes: [
        { stroke: '#4b5563', grid: { stroke: '#e5e0d8' }, ticks: { stroke: '#e5e0d8' } },
        {
          stroke: '#4b5563',
          grid: { stroke: '#e5e0d8' },
          ticks: { stroke: '#e5e0d8' },
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000],
        },
      ],
      series: [
        { label: t`Date` },
        ...chart.series.map((s, i) => ({
          label: domainText(s.label),
          stroke: SERIES_COLOURS[i % SERIES_COLOURS.length],
          width: 2,
          fill: bars
            ? SERIES_COLOURS[i % SERIES_COLOURS.length]
            : i === 0
              ? // A colour, not text a person reads.
                // eslint-disable-next-line lingui/no-unlocalized-strings
                'rgba(15, 81, 50, 0.08)'
              : undefined,
          points: { show: !bars && chart.buckets.length <= 31 },
          ...(barPaths ? { paths: barPaths } : {}),
        })),
      ],
      ...(bars ? { scales: bars.scales, axes: bars.axes, padding: bars.padding } : {}),
    };
    // Each chart is drawn in a task of its own: the dashboard's charts mount together, and drawing
    // them all in one task kept the page from answering a tap.
    let plot: uPlot | null = null;
    const observer = new ResizeObserver(() =>
      plot?.setSize({ width: Math.max(el.clientWidth, 240), height: HEIGHT }),
    );
    const draw = setTimeout(() => {
      plot = new uPlot(options, data, el);
      observer.observe(el);
    });
    return () => {
      clearTimeout(draw);
      observer.disconnect();
      plot?.destroy();
    };
  }, [chart]);

  return (
    <figure className="rounded-xl border border-line bg-white p-4 shadow-sm">
      <figcaption className="mb-2 font-semibold text-ink">{domainText(chart.title)}</figcaption>
      <div ref={box} aria-hidden="true" className="w-full" />
      {/* sr-only on a wrapper: tables ignore overflow, so a hidden table would still take height. */}
      <div className="sr-only">
        <table>
          <caption>{domainText(chart.title)}</caption>
          <thead>
            <tr>
              <th scope="col">{chart.kind === 'bars' ? t`Category` : t`Date`}</th>
              {chart.series.map((s) => (
                <th key={s.label} scope="col">
                  {domainText(s.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.buckets.map((day, row) => (
              <tr key={day}>
                <th scope="row">{chart.kind === 'bars' ? domainText(day) : day}</th>
                {chart.series.map((s) => (
                  <td key={s.label}>{s.values[row] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
