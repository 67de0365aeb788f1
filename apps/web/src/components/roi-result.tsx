import type { computeRoiResult } from '@lv/domain';
import type { ReactNode } from 'react';

type RoiResult = ReturnType<typeof computeRoiResult>;

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function ResultCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-line bg-ground p-4">
      <h4 className="font-semibold text-primary">{title}</h4>
      <div className="mt-1 text-ink">{children}</div>
    </li>
  );
}

/**
 * An ROI estimate's figures (domain computeRoiResult): the score and band, the four result cards
 * and the recommended next steps. The ROI estimator's result step and the village leader's saved
 * estimate show the same thing; its headings are h4, under the caller's h3.
 */
export function RoiResultView({ result }: { result: RoiResult }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-4 rounded-lg bg-primary p-4 text-white">
        <p className="text-4xl font-bold">
          {result.score}
          <span className="text-lg font-normal"> / 100</span>
        </p>
        <div>
          <p className="text-lg font-semibold">{result.band.label}</p>
          <p>{result.band.message}</p>
        </div>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <ResultCard title={result.cards.productivity.title}>
          +{result.cards.productivity.percent}% productivity, about{' '}
          {usd.format(result.cards.productivity.yearlyValue)} a year
        </ResultCard>
        <ResultCard title={result.cards.retention.title}>
          {usd.format(result.cards.retention.yearlySavings)} a year
        </ResultCard>
        <ResultCard title={result.cards.pipeline.title}>
          {result.cards.pipeline.monthsFaster} months faster
        </ResultCard>
        <ResultCard title={result.cards.innovation.title}>
          {result.cards.innovation.level}
        </ResultCard>
      </ul>
      <h4 className="mt-5 font-semibold text-primary">Recommended Next Steps</h4>
      <p className="mt-1">{result.band.recommendation}</p>
    </>
  );
}
