import { Calculator } from 'lucide-react';
import { Button } from '../../components/ui/button-base';
import { ProgressBar } from '../../components/ui/progress-bar';

const CLAIMS = [
  ['$10M+', 'in savings'],
  ['+32%', 'productivity'],
  ['-28%', 'talent turnover'],
] as const;

const SCORES = [
  ['Data Literacy', 78],
  ['Change Readiness', 85],
  ['Digital Adoption', 62],
  ['Leadership Excellence', 91],
] as const;

/** The three claims, the sample Business Impact Dashboard and the ROI estimator opener. */
export function ResultsSection({ onOpenRoi }: { onOpenRoi: () => void }) {
  return (
    <section id="results" aria-labelledby="results-title" className="scroll-mt-20 bg-ground px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="results-title" className="text-3xl font-bold text-primary">
          Results that show up in the numbers
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {CLAIMS.map(([figure, label]) => (
            <li key={label} className="rounded-xl bg-white p-6 text-center shadow-sm">
              <p className="text-4xl font-bold text-primary">{figure}</p>
              <p className="mt-1 text-muted">{label}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="rounded-xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold">Business Impact Dashboard</h3>
            <p className="text-sm text-muted">Sample Team Transformation Score</p>
            <ul className="mt-4 flex flex-col gap-3">
              {SCORES.map(([label, value]) => (
                <li key={label}>
                  <div className="flex justify-between font-medium">
                    <span>{label}</span>
                    <span>{value}%</span>
                  </div>
                  <ProgressBar className="mt-1" tone="step" percent={value} label={label} />
                </li>
              ))}
            </ul>
            <p className="mt-4 flex items-baseline justify-between border-t border-line pt-3 font-semibold">
              <span>Overall</span>
              <span className="text-2xl text-primary">79%</span>
            </p>
          </div>
          <div className="flex flex-col justify-center rounded-xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold">What could it be worth to your team?</h3>
            <p className="mt-2 text-muted">Answer a few questions about your team and get an ROI score out of 100 with the gains you can expect.</p>
            <Button size="lg" className="mt-5 w-fit" onClick={onOpenRoi}>
              <Calculator className="h-5 w-5" aria-hidden="true" />
              Estimate Your Team&apos;s ROI
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
