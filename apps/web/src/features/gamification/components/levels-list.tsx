import { t } from '@lingui/core/macro';
import { LEVELS, featuresAtLevel, levelForXp } from '@lv/domain';
import { Check, Layers, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { featureText } from '../../../lib/feature-text';
import { formatNumber } from '../../../lib/format';
import { levelText } from '../../../lib/i18n/domain-messages';
import { Card } from './card';

function rangeOf(minXp: number, maxXp: number | null): string {
  const min = formatNumber(minXp);
  if (maxXp === null) return t`${min}+ XP`;
  const max = formatNumber(maxXp);
  return t`${min}–${max} XP`;
}

/**
 * The level path: the four named levels with their XP ranges and what each unlocks (domain
 * premium.ts): a built feature links to its screen, one not built yet says so; the learner's level
 * is marked.
 */
export function LevelsList({ points }: { points: number | null }) {
  const current = points === null ? null : levelForXp(points).number;
  return (
    <Card id="levels-heading" title={t`Level path`} icon={Layers}>
      <ol className="flex flex-col gap-2">
        {LEVELS.map((level) => {
          const isCurrent = level.number === current;
          const isReached = current !== null && level.number <= current;
          const number = level.number;
          const { name, unlocks } = levelText(number);
          return (
            <li
              key={level.number}
              aria-current={isCurrent ? 'step' : undefined}
              className={`flex items-start gap-3 rounded-lg border p-3 ${
                isCurrent ? 'border-accent bg-accent-light' : 'border-line'
              }`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${
                  isReached ? 'bg-primary text-white' : 'bg-ground text-muted'
                }`}
              >
                {isReached ? <Check className="h-5 w-5" /> : <Lock className="h-4 w-4" />}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-ink">
                  {t`Level ${number} · ${name}`}
                  {isCurrent ? (
                    <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-primary px-2 py-0.5 align-middle text-xs font-semibold text-white">
                      {t`You are here`}
                    </span>
                  ) : null}
                </h3>
                <p className="text-sm text-muted">{rangeOf(level.minXp, level.maxXp)}</p>
                <LevelUnlocks level={number} starting={unlocks} />
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/** What a level unlocks: each feature of the table, linked when built, marked when not. */
function LevelUnlocks({ level, starting }: { level: number; starting: string }) {
  const features = featuresAtLevel(level);
  if (features.length === 0) return <p className="text-sm text-ink">{starting}</p>;
  return (
    <ul className="mt-1 flex flex-col gap-1 text-sm">
      {features.map((feature) => (
        <li key={feature.id} className="text-ink">
          {t`Unlocks:`}{' '}
          {feature.built && feature.route ? (
            <Link to={feature.route} className="font-semibold text-primary underline">
              {featureText(feature.id)}
            </Link>
          ) : (
            <>
              {featureText(feature.id)}{' '}
              <span className="inline-block rounded-full bg-ground px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-muted">
                {t`Not open yet`}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
