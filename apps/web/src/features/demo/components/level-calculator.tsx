import { t } from '@lingui/core/macro';
import { featuresAtLevel, LEVELS, progressToNextLevel } from '@lv/domain';
import { useId, useState } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber, formatXp } from '../../../lib/format';
import { pageLocale } from '../../../lib/i18n/catalogs';
import { levelText } from '../../../lib/i18n/domain-messages';

const MAX_XP = 10_000_000;

/** What a level unlocks, saying so when it is not built yet (ADR 044). */
function honestUnlocks(level: number, text: string): string {
  return featuresAtLevel(level).some((f) => !f.built) ? t`${text}: not open yet` : text;
}

/** One line of the level list: "Level 2 Impact Builder: 501–2,000 XP · Unlocks group challenges". */
function levelLine(level: (typeof LEVELS)[number]): string {
  const { number } = level;
  const { name, unlocks: unlocksText } = levelText(number);
  const unlocks = honestUnlocks(number, unlocksText);
  const min = formatNumber(level.minXp);
  if (level.maxXp === null) return t`Level ${number} ${name}: ${min}+ XP · ${unlocks}`;
  const max = formatNumber(level.maxXp);
  return t`Level ${number} ${name}: ${min}–${max} XP · ${unlocks}`;
}

/** Enter an XP total: the level it reaches, what that unlocks and how far the next level is. */
export function LevelCalculator() {
  const [text, setText] = useState('750');
  const inputId = useId();
  const value = Number(text);
  const invalid = text.trim() === '' || !Number.isFinite(value) || value < 0 || value > MAX_XP;
  const progress = progressToNextLevel(invalid ? 0 : value);
  const levelNumber = progress.level.number;
  const level = levelText(levelNumber);
  const levelName = level.name;
  const next = progress.nextLevel ? { number: progress.nextLevel.number, ...levelText(progress.nextLevel.number) } : null;
  const maxXp = formatNumber(MAX_XP);
  const nextName = next?.name ?? '';
  return (
    <section aria-labelledby="demo-level" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id="demo-level" className="text-xl font-bold text-ink">
        {t`Level calculator`}
      </h2>
      <p className="mt-1 text-sm text-muted">{t`Enter an XP total to see the level it reaches.`}</p>
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={inputId} className="font-medium text-ink">
          {t`Your XP`}
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
            {t`Enter a number of XP from 0 to ${maxXp}.`}
          </p>
        ) : null}
      </div>
      {!invalid ? (
        <div className="mt-4 rounded-lg bg-primary-light p-4" aria-live="polite" data-testid="level-answer">
          <p className="text-lg font-bold text-primary">{t`Level ${levelNumber}: ${levelName}`}</p>
          <p className="text-ink">{honestUnlocks(levelNumber, level.unlocks)}.</p>
          <div className="mt-3">
            <ProgressBar
              percent={progress.percent}
              label={next ? t`Progress to ${nextName}` : t`Top level reached`}
              valueText={`${progress.percent}%`}
            />
          </div>
          <p className="mt-2 text-sm text-ink">{next ? nextLevelText(progress.xpToNextLevel, next) : t`This is the top level.`}</p>
        </div>
      ) : null}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer py-2 font-medium text-primary">{t`All levels`}</summary>
        <ul className="mt-1 flex flex-col gap-1 text-ink">
          {LEVELS.map((l) => (
            <li key={l.number}>{levelLine(l)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** How far the next level is: "501 XP to Level 2 Impact Builder (unlocks group challenges)." */
function nextLevelText(xpToNextLevel: number, next: { number: number; name: string; unlocks: string }): string {
  const xp = formatXp(xpToNextLevel);
  const { number, name } = next;
  const unlocks = honestUnlocks(number, next.unlocks).toLocaleLowerCase(pageLocale());
  return t`${xp} to Level ${number} ${name} (${unlocks}).`;
}
