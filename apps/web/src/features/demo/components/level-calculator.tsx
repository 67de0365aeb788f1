import { LEVELS, progressToNextLevel } from '@lv/domain';
import { useId, useState } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber, formatXp } from '../../../lib/format';

const MAX_XP = 10_000_000;

/** Enter an XP total: the level it reaches, what that unlocks and how far the next level is. */
export function LevelCalculator() {
  const [text, setText] = useState('750');
  const inputId = useId();
  const value = Number(text);
  const invalid = text.trim() === '' || !Number.isFinite(value) || value < 0 || value > MAX_XP;
  const progress = progressToNextLevel(invalid ? 0 : value);
  return (
    <section aria-labelledby="demo-level" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id="demo-level" className="text-xl font-bold text-ink">
        Level calculator
      </h2>
      <p className="mt-1 text-sm text-muted">Enter an XP total to see the level it reaches.</p>
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={inputId} className="font-medium text-ink">
          Your XP
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_XP}
          step={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm ${invalid ? 'border-error' : 'border-gray-500'}`}
        />
        {invalid ? (
          <p id={`${inputId}-error`} className="text-sm font-medium text-error">
            Enter a number of XP from 0 to {formatNumber(MAX_XP)}.
          </p>
        ) : null}
      </div>
      {!invalid ? (
        <div className="mt-4 rounded-lg bg-primary-light p-4" aria-live="polite" data-testid="level-answer">
          <p className="text-lg font-bold text-primary">
            Level {progress.level.number}: {progress.level.name}
          </p>
          <p className="text-ink">{progress.level.unlocks}.</p>
          <div className="mt-3">
            <ProgressBar
              percent={progress.percent}
              label={progress.nextLevel ? `Progress to ${progress.nextLevel.name}` : 'Top level reached'}
              valueText={`${progress.percent}%`}
            />
          </div>
          <p className="mt-2 text-sm text-ink">
            {progress.nextLevel
              ? `${formatXp(progress.xpToNextLevel)} to Level ${progress.nextLevel.number} ${progress.nextLevel.name} (${progress.nextLevel.unlocks.toLowerCase()}).`
              : 'This is the top level.'}
          </p>
        </div>
      ) : null}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer py-2 font-medium text-primary">All levels</summary>
        <ul className="mt-1 flex flex-col gap-1 text-ink">
          {LEVELS.map((l) => (
            <li key={l.number}>
              Level {l.number} {l.name}: {formatNumber(l.minXp)}
              {l.maxXp === null ? '+' : `–${formatNumber(l.maxXp)}`} XP · {l.unlocks}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
