import { t } from '@lingui/core/macro';
import { GROWTH_DIMENSIONS, type GrowthScore } from '@lv/domain';
import { formatNumber } from '../../../lib/format';
import { dimensionName } from './growth-texts';

export interface ScoreColumn {
  label: string;
  score: GrowthScore;
  /** A change in points (+12 pts) rather than a level (63%). */
  change?: boolean;
}

/** A change in percentage points as a score table says it: "+12 pts", "no change". */
export function pointsText(change: number): string {
  const n = formatNumber(Math.abs(change));
  if (change === 0) return t`no change`;
  return change > 0 ? t`+${n} pts` : t`−${n} pts`;
}

function cell(value: number | null, change: boolean): string {
  if (value === null) return t`not enough answers`;
  const n = formatNumber(value);
  return change ? pointsText(value) : t`${n}%`;
}

/**
 * Scores per dimension and overall (0-100%, the domain rule) side by side: a real table, a
 * caption naming it, a header for each column and row, so a screen reader reads "Data Literacy,
 * Baseline, 63%". Narrow enough for a 390 px screen with four columns.
 */
export function GrowthScores({
  caption,
  columns,
}: {
  caption: string;
  columns: readonly ScoreColumn[];
}) {
  const overall = t`Overall`;
  return (
    // Focusable and named, so a keyboard can scroll it where a narrow screen cuts it.
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pr-2 font-semibold text-ink">
              {t`Dimension`}
            </th>
            {columns.map((c) => (
              <th key={c.label} scope="col" className="px-2 py-2 text-right font-semibold text-ink">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GROWTH_DIMENSIONS.map((d) => (
            <tr key={d} className="border-b border-gray-200">
              <th scope="row" className="py-2 pr-2 font-medium text-ink">
                {dimensionName(d)}
              </th>
              {columns.map((c) => (
                <td key={c.label} className="px-2 py-2 text-right tabular-nums text-ink">
                  {cell(c.score.dimensions[d], c.change ?? false)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-2 font-bold text-ink">
              {overall}
            </th>
            {columns.map((c) => (
              <td key={c.label} className="px-2 py-2 text-right font-bold tabular-nums text-ink">
                {cell(c.score.overall, c.change ?? false)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
