import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { BADGE_UNLOCKED_PROGRESS, featuresAtLevel, LEVELS, STREAK_DAYS_FOR_MULTIPLIER, STREAK_MULTIPLIER, XP_ACTIONS } from '@lv/domain';
import { Award, Flame, Mail } from 'lucide-react';
import { Button } from '../../components/ui/button-base';
import { ProgressBar } from '../../components/ui/progress-bar';
import { domainText } from '../../lib/i18n/domain-text';

const formatNumber = (n: number) => i18n.number(n);

/** The badges shown with their sample progress (`../shared/spec/platform-spec.md` section 2 (Screens and routes)). */
const BADGES = [
  { id: 'data-master', name: msg`Data Master`, progress: 75 },
  { id: 'change-champion', name: msg`Change Champion`, progress: 40 },
  { id: 'leadership-excellence', name: msg`Leadership Excellence`, progress: 60 },
  { id: 'transformation-catalyst', name: msg`Transformation Catalyst`, progress: 20 },
] as const;

/** XP actions, badges and levels, and 'Start Earning XP Today' (opens the email chooser). */
export function GamificationSection({ onStartEarning }: { onStartEarning: () => void }) {
  return (
    <section id="gamification" aria-labelledby="gamification-title" className="scroll-mt-20 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="gamification-title" className="text-3xl font-bold text-primary">
          {t`Progress you can see`}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          {t`Every step earns XP. Keep a ${STREAK_DAYS_FOR_MULTIPLIER}-day streak and your awards count ${formatNumber(STREAK_MULTIPLIER)}x.`}
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <div>
            <h3 className="text-xl font-semibold">{t`Earn XP`}</h3>
            <ul className="mt-3 flex flex-col gap-2">
              {XP_ACTIONS.map(({ id, label, points }) => (
                <li key={id} className="flex items-center justify-between gap-3 rounded-lg border border-line p-3">
                  <span className="flex items-center gap-2 font-medium">
                    <Award className="h-5 w-5 text-primary" aria-hidden="true" />
                    {domainText(label)}
                  </span>
                  <span className="shrink-0 rounded-full bg-accent px-3 py-0.5 text-sm font-bold whitespace-nowrap text-ink">{t`+${points} XP`}</span>
                </li>
              ))}
              <li className="flex items-center gap-2 rounded-lg bg-accent-light p-3 font-medium">
                <Flame className="h-5 w-5 text-primary" aria-hidden="true" />
                {t`${STREAK_DAYS_FOR_MULTIPLIER}-day streak: ${formatNumber(STREAK_MULTIPLIER)}x multiplier`}
              </li>
            </ul>
          </div>
          <div>
            <h3 className="text-xl font-semibold">{t`Badges`}</h3>
            <ul className="mt-3 flex flex-col gap-3">
              {BADGES.map(({ id, name: nameMessage, progress }) => {
                const name = i18n._(nameMessage);
                const unlocked = progress >= BADGE_UNLOCKED_PROGRESS;
                return (
                  <li key={id} className="rounded-lg border border-line p-3">
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-medium">{name}</span>
                      <span className="text-sm font-semibold text-primary">{unlocked ? t`Unlocked` : i18n.number(progress / 100, { style: 'percent' })}</span>
                    </div>
                    <ProgressBar className="mt-2" percent={progress} label={t`${name} badge progress`} />
                  </li>
                );
              })}
            </ul>
          </div>
          <div>
            <h3 className="text-xl font-semibold">{t`Levels`}</h3>
            <ol className="mt-3 flex flex-col gap-2">
              {LEVELS.map((level) => (
                <li key={level.number} className="rounded-lg border border-line p-3">
                  <p className="font-semibold">
                    {t`Level ${level.number}: ${domainText(level.name)}`}
                  </p>
                  <p className="text-sm text-muted">
                    {level.maxXp === null
                      ? t`${formatNumber(level.minXp)}+ XP`
                      : t`${formatNumber(level.minXp)}–${formatNumber(level.maxXp)} XP`}{' '}
                    · {domainText(level.unlocks)}
                    {/* What a level unlocks that is not built yet says so (ADR 044). */}
                    {featuresAtLevel(level.number).some((f) => !f.built) ? ` (${t`not open yet`})` : null}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <Button variant="accent" size="lg" className="mt-8" onClick={onStartEarning}>
          <Mail className="h-5 w-5" aria-hidden="true" />
          {t`Start Earning XP Today`}
        </Button>
      </div>
    </section>
  );
}
