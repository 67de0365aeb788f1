import {
  ACTIVE_LEADERS,
  ACTIVE_LEADERS_GOAL,
  LEADERS_CLAIM,
  MISSION_LIVES_GOAL,
  MISSION_YEAR,
  STREAK_DAYS_FOR_MULTIPLIER,
  STREAK_MULTIPLIER,
  XP_ACTIONS,
} from '@lv/domain';
import { Award, BookOpen, CalendarDays, Headphones, NotebookPen, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { useSiteName } from '../../hooks/use-public-config';
import { useAuth } from '../../lib/auth-state';
import { LandingHeader } from './landing-header';

const numberFormat = new Intl.NumberFormat();

const JOURNEYS = [
  {
    title: '6-month path',
    text: 'A guided journey that builds digital confidence and a culture of innovation in your team.',
  },
  {
    title: '9-month path',
    text: 'A deeper journey for teams that face resistance to change or work in silos.',
  },
  {
    title: 'Custom path',
    text: 'A journey designed with you around your own challenges and goals.',
  },
] as const;

const RESULTS = [
  ['$10M+', 'in savings'],
  ['+32%', 'productivity'],
  ['-28%', 'talent turnover'],
] as const;

const ECOSYSTEM = [
  { title: 'Transformation Partner', icon: Users, premium: true },
  { title: 'Podcast', icon: Headphones, premium: false },
  { title: 'Book Club', icon: BookOpen, premium: true },
  { title: 'Impact Log', icon: NotebookPen, premium: false },
  { title: 'Peer-to-Peer Circles', icon: Users, premium: true },
  { title: 'Webinars & Events', icon: CalendarDays, premium: false },
] as const;

/** The landing page (`/`). */
export function LandingScreen() {
  const siteName = useSiteName();
  const { flags } = useAuth();
  const progress = Math.round((ACTIVE_LEADERS / ACTIVE_LEADERS_GOAL) * 1000) / 10;

  return (
    <div className="min-h-screen bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <LandingHeader siteName={siteName} />
      <main id="main" tabIndex={-1} className="outline-none">
        <section className="on-dark bg-primary px-4 pt-32 pb-20 text-white">
          <div className="mx-auto max-w-6xl">
            <p className="inline-block rounded-full bg-accent px-3 py-1 text-sm font-semibold text-ink">
              CPD-accredited leadership journeys
            </p>
            <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
              Lead the transformation your team is waiting for
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-white/90">
              Guided journeys, AI-powered insights and a leaderboard that keeps you going. Join{' '}
              {LEADERS_CLAIM} leaders across Africa on a mission to impact{' '}
              {numberFormat.format(MISSION_LIVES_GOAL)} lives by {MISSION_YEAR}.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/auth" variant="accent" size="lg">
                Start Your Journey (+50 XP)
              </ButtonLink>
              <ButtonLink to="/demo" variant="on-dark" size="lg">
                Try the demo
              </ButtonLink>
            </div>
            <div className="mt-10 max-w-md">
              <p className="text-white/90">
                <strong className="text-white">{numberFormat.format(ACTIVE_LEADERS)}</strong> of{' '}
                {numberFormat.format(ACTIVE_LEADERS_GOAL)} leaders on their way
              </p>
              <div
                className="mt-2 h-3 overflow-hidden rounded-full bg-white/20"
                role="progressbar"
                aria-label="Leaders on their way"
                aria-valuemin={0}
                aria-valuemax={ACTIVE_LEADERS_GOAL}
                aria-valuenow={ACTIVE_LEADERS}
                aria-valuetext={`${numberFormat.format(ACTIVE_LEADERS)} of ${numberFormat.format(ACTIVE_LEADERS_GOAL)}`}
              >
                <div className="h-full rounded-full bg-accent" style={{ width: `${progress}%` }} />
              </div>
            </div>
          </div>
        </section>

        <section id="journeys" className="scroll-mt-20 bg-ground px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-3xl font-bold text-primary">Journeys</h2>
            <p className="mt-2 max-w-2xl text-muted">
              Choose the path that fits your team, from a 6-month sprint to a journey built around
              you.
            </p>
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {JOURNEYS.map((journey) => (
                <li key={journey.title} className="rounded-xl bg-white p-6 shadow-sm">
                  <h3 className="text-xl font-semibold text-ink">{journey.title}</h3>
                  <p className="mt-2 text-muted">{journey.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="gamification" className="scroll-mt-20 px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-3xl font-bold text-primary">Gamification</h2>
            <p className="mt-2 max-w-2xl text-muted">
              Every step earns XP. Keep a {STREAK_DAYS_FOR_MULTIPLIER}-day streak and your awards
              count {STREAK_MULTIPLIER} times.
            </p>
            <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {XP_ACTIONS.map(({ id, label, points }) => (
                <li
                  key={id}
                  className="flex items-center justify-between gap-3 rounded-xl border border-line p-4"
                >
                  <span className="flex items-center gap-2 font-medium">
                    <Award className="h-5 w-5 text-primary" aria-hidden="true" />
                    {label}
                  </span>
                  <span className="rounded-full bg-accent px-3 py-1 text-sm font-bold text-ink">
                    +{points} XP
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="results" className="scroll-mt-20 bg-ground px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-3xl font-bold text-primary">Results</h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-3">
              {RESULTS.map(([figure, label]) => (
                <li key={label} className="rounded-xl bg-white p-6 text-center shadow-sm">
                  <p className="text-4xl font-bold text-primary">{figure}</p>
                  <p className="mt-1 text-muted">{label}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="ecosystem" className="scroll-mt-20 px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-3xl font-bold text-primary">Ecosystem</h2>
            <p className="mt-2 max-w-2xl text-muted">
              Learning does not stop at the modules: grow with peers, partners and events.
            </p>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {ECOSYSTEM.map(({ title, icon: Icon, premium }) => {
                const locked = premium && !flags.isPaid;
                return (
                  <li
                    key={title}
                    className={`flex items-center gap-3 rounded-xl border border-line p-5 ${
                      locked ? 'bg-gray-50 opacity-75' : 'bg-white'
                    }`}
                  >
                    <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
                    <h3 className="text-lg font-semibold">{title}</h3>
                    {locked ? (
                      <span className="ml-auto rounded-full bg-accent-light px-2 py-0.5 text-sm font-semibold text-ink">
                        Premium
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section className="on-dark bg-primary px-4 py-16 text-white">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-6">
            <h2 className="text-3xl font-bold">Ready to lead the change?</h2>
            <p className="max-w-2xl text-lg text-white/90">
              Create your free account and earn your first 50 XP today.
            </p>
            <ButtonLink to="/auth" variant="accent" size="lg">
              Start Your Journey (+50 XP)
            </ButtonLink>
          </div>
        </section>
      </main>
      <footer className="border-t border-line bg-white px-4 py-8">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
          <Logo siteName={siteName} />
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-4">
              <li>
                <Link to="/knowledge-base" className="text-primary underline">
                  FAQ
                </Link>
              </li>
              <li>
                <Link to="/demo" className="text-primary underline">
                  Demo
                </Link>
              </li>
              <li>
                <Link to="/auth" className="text-primary underline">
                  Sign in
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
