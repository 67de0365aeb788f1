import { plural, t } from '@lingui/core/macro';
import type { computeRoiResult } from '@lv/domain';
import type { ReactNode } from 'react';
import { formatWholeUsd as usd } from '../lib/format';
import { domainText } from '../lib/i18n/domain-text';

type RoiResult = ReturnType<typeof computeRoiResult>;

function ResultCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-line bg-ground p-4">
      <h4 className="font-semibold text-primary">{domainText(title)}</h4>
      <div className="mt-1 text-ink">{children}</div>
    </li>
  );
}

/**
 * An ROI estimate's figures (domain computeRoiResult): the score and band, the four result cards
 * and the recommended next steps. The ROI estimator's result step and the village leader's saved
 * estimate show the same thing; its headings are h4, under the caller's h3. The domain's words
 * (band, card titles, innovation level) are shown through the domain catalogue.
 */
export function RoiResultView({ result }: { result: RoiResult }) {
  const { productivity, retention, pipeline, innovation } = result.cards;
  const percent = productivity.percent;
  const yearlyValue = usd(productivity.yearlyValue);
  const yearlySavings = usd(retention.yearlySavings);
  const monthsFaster = pipeline.monthsFaster;
  return (
    <>
      <div className="flex flex-wrap items-center gap-4 rounded-lg bg-primary p-4 text-white">
        <p className="text-4xl font-bold">
          {result.score}
          <span className="text-lg font-normal"> / 100</span>
        </p>
        <div>
          <p className="text-lg font-semibold">{domainText(result.band.label)}</p>
          <p>{domainText(result.band.message)}</p>
        </div>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <ResultCard title={productivity.title}>{t`+${percent}% productivity, about ${yearlyValue} a year`}</ResultCard>
        <ResultCard title={retention.title}>{t`${yearlySavings} a year`}</ResultCard>
        <ResultCard title={pipeline.title}>
          {plural(monthsFaster, { one: '# month faster', other: '# months faster' })}
        </ResultCard>
        <ResultCard title={innovation.title}>{domainText(innovation.level)}</ResultCard>
      </ul>
      <h4 className="mt-5 font-semibold text-primary">{t`Recommended Next Steps`}</h4>
      <p className="mt-1">{domainText(result.band.recommendation)}</p>
    </>
  );
}
