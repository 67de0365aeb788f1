import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Calculator } from 'lucide-react';
import { Button } from '../../components/ui/button-base';
import { ProgressBar } from '../../components/ui/progress-bar';
import { LandingLink } from './landing-link';

const CLAIMS = [
  [msg`$10M+`, msg`in savings`],
  [msg`+32%`, msg`productivity`],
  [msg`-28%`, msg`talent turnover`],
] as const;

const SCORES = [
  [msg`Data Literacy`, 78],
  [msg`Change Readiness`, 85],
  [msg`Digital Adoption`, 62],
  [msg`Leadership Excellence`, 91],
] as const;

/** The three claims, the sample Business Impact Dashboard and the ROI estimator opener. */
export function ResultsSection({ onOpenRoi }: { onOpenRoi: () => void }) {
  return (
    <section id="results" aria-labelledby="results-title" className="scroll-mt-20 bg-ground px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="results-title" className="text-3xl font-bold text-primary">
          {t`Results that show up in the numbers`}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {CLAIMS.map(([figure, label]) => (
            <li key={label.id} className="rounded-xl bg-white p-6 text-center shadow-sm">
              <p className="text-4xl font-bold text-primary">{i18n._(figure)}</p>
              <p className="mt-1 text-muted">{i18n._(label)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="rounded-xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold">{t`Business Impact Dashboard`}</h3>
            <p className="text-sm text-muted">{t`Sample Team Transformation Score`}</p>
            <ul className="mt-4 flex flex-col gap-3">
              {SCORES.map(([label, value]) => (
                <li key={label.id}>
                  <div className="flex justify-between font-medium">
                    <span>{i18n._(label)}</span>
                    <span>{i18n.number(value / 100, { style: 'percent' })}</span>
                  </div>
                  <ProgressBar className="mt-1" tone="step" percent={value} label={i18n._(label)} />
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-baseline justify-between border-t border-line pt-3 font-semibold">
              <span>{t`Overall`}</span>
              <span className="text-2xl text-primary">{i18n.number(0.79, { style: 'percent' })}</span>
            </p>
            {/* The FAQ searched for its answer on what is measured: "360" finds it in either language. */}
            <LandingLink to="/knowledge-base?q=360" className="mt-3 inline-block font-semibold text-primary underline">
              {t`What a real dashboard measures, and who sees it`}
            </LandingLink>
          </div>
          <div className="flex flex-col justify-center rounded-xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold">{t`What could it be worth to your team?`}</h3>
            <p className="mt-2 text-muted">{t`Answer a few questions about your team and get an ROI score out of 100 with the gains you can expect.`}</p>
            <Button size="lg" className="mt-5 w-fit" onClick={onOpenRoi}>
              <Calculator className="h-5 w-5" aria-hidden="true" />
              {t`Estimate Your Team's ROI`}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
