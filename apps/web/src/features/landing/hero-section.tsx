import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { HERO_COUNTER_MS, MISSION_YEAR } from '@lv/domain';
import { CalendarDays, Medal, TrendingUp } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button-base';
import { ProgressBar } from '../../components/ui/progress-bar';
import type { LandingSettings } from '../../lib/public-config';
import { LandingLink } from './landing-link';
import { useCountUp } from './use-count-up';


/** The sample 'Top Transformation Leaders' list (static, as in the spec). */
const TOP_LEADERS: readonly { rank: number; name: string; role: MessageDescriptor; xp: number; trend: number; badges: MessageDescriptor[] }[] = [
  { rank: 1, name: 'Amara O.', role: msg`Head of Operations`, xp: 4_850, trend: 0.12, badges: [msg`Change Champion`, msg`Data Master`] },
  { rank: 2, name: 'Kwame A.', role: msg`Product Lead`, xp: 4_320, trend: 0.09, badges: [msg`Leadership Excellence`] },
  { rank: 3, name: 'Zanele M.', role: msg`HR Director`, xp: 3_975, trend: 0.07, badges: [msg`Transformation Catalyst`] },
];

/** Whole numbers in the page's language ('1,000,000' in English, '1 000 000' in French). */
const formatNumber = (n: number) => i18n.number(n);

/** A figure the admins wrote ("2,400", with or without spaces or dots between thousands). */
const CLAIM_FIGURE = /^\s*(\d{1,3}(?:[,.\s]\d{3})+|\d+)\s*(\+?)\s*$/u;

/**
 * The settings' leaders claim ("2,400+") as the page's language writes it: "2,400+" in English,
 * "plus de 2 400" in French; a claim that is not a figure is shown as the admins wrote it.
 */
function leadersClaimText(claim: string): string {
  const match = CLAIM_FIGURE.exec(claim);
  if (!match?.[1]) return claim;
  const amount = formatNumber(Number(match[1].replace(/\D/gu, '')));
  return match[2] ? t`${amount}+` : amount;
}

/** The mission counter on its own, so its 2-second count re-renders only itself. */
function LivesCounter({ target }: { target: number }) {
  const count = useCountUp(target, HERO_COUNTER_MS);
  return (
    <p className="text-4xl font-bold tabular-nums" aria-hidden="true" data-testid="lives-counter">
      {formatNumber(count)}
    </p>
  );
}

/** The hero: headline, the two calls to action, the mission counter, progress and sample leaders. */
export function HeroSection({ settings }: { settings: LandingSettings }) {
  const goal = Math.max(1, settings.activeLeadersGoal);
  const percent = Math.min(100, Math.round((settings.activeLeaders / goal) * 1000) / 10);
  const leadersClaim = leadersClaimText(settings.leadersClaim);

  return (
    <section aria-labelledby="hero-title" className="on-dark bg-primary px-4 pt-28 pb-16 text-white sm:pt-32">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="inline-block rounded-full bg-accent px-3 py-1 text-sm font-semibold text-ink">
            {t`CPD-accredited · AI-powered insights`}
          </p>
          <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            {t`Lead the transformation your team is waiting for`}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-white/90">
            {t`Guided leadership journeys, XP, badges and a leaderboard that keeps you going. Join ${leadersClaim} leaders across Africa.`}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LandingLink to="/auth?mode=signup" className={buttonClasses('accent', 'lg')}>
              {t`Start Your Journey (+50 XP)`}
            </LandingLink>
            <a href="#pathfinder" className={buttonClasses('on-dark', 'lg')}>
              <CalendarDays className="h-5 w-5" aria-hidden="true" />
              {t`Book Appointment`}
            </a>
          </div>
          <div className="mt-10 grid gap-6 sm:grid-cols-2">
            <div>
              <LivesCounter target={settings.livesGoal} />
              <p className="sr-only">{t`${formatNumber(settings.livesGoal)} lives`}</p>
              <p className="text-white/90">{t`lives to impact by ${MISSION_YEAR}`}</p>
            </div>
            <div>
              <p className="text-white/90">
                <strong className="text-white">{formatNumber(settings.activeLeaders)}</strong>{' '}
                {t`of ${formatNumber(settings.activeLeadersGoal)} active leaders`}
              </p>
              <ProgressBar
                className="mt-2"
                tone="on-dark"
                percent={percent}
                label={t`Active leaders`}
                valueText={t`${formatNumber(settings.activeLeaders)} of ${formatNumber(settings.activeLeadersGoal)}`}
              />
            </div>
          </div>
        </div>

        <div className="rounded-xl bg-white p-5 text-ink shadow-lg">
          <h2 className="flex items-center gap-2 text-xl font-bold text-primary">
            <Medal className="h-5 w-5" aria-hidden="true" />
            {t`Top Transformation Leaders`}
          </h2>
          <ol className="mt-4 flex flex-col gap-3">
            {TOP_LEADERS.map((leader) => (
              <li key={leader.rank} className="flex items-start gap-3 rounded-lg border border-line p-3">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-ink">
                  <span aria-hidden="true">{leader.rank}</span>
                  <span className="sr-only">{t`Rank ${leader.rank}`}</span>
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{leader.name}</p>
                  <p className="text-sm text-muted">{i18n._(leader.role)}</p>
                  <p className="mt-1 flex flex-wrap gap-1">
                    {leader.badges.map((badge) => (
                      <span key={badge.id} className="rounded-full bg-primary-light px-2 py-0.5 text-xs font-medium text-primary">
                        {i18n._(badge)}
                      </span>
                    ))}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-bold whitespace-nowrap tabular-nums">{t`${formatNumber(leader.xp)} XP`}</p>
                  <p className="flex items-center justify-end gap-1 text-sm font-medium text-success">
                    <TrendingUp className="h-4 w-4" aria-hidden="true" />
                    <span>
                      <span className="sr-only">{t`up`} </span>
                      {i18n.number(leader.trend, { style: 'percent', signDisplay: 'always' })}
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ol>
          <LandingLink to="/auth" className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
            {t`Leadership Board`}
          </LandingLink>
        </div>
      </div>
    </section>
  );
}
