import { xpActionFor } from '@lv/domain';
import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { useAuth } from '../../lib/auth-state';
import { formatXpChange } from '../../lib/format';
import { markWelcomed } from './api/onboarding-api';

const ONBOARDING_XP = xpActionFor('onboarding_complete').points;

/** /welcome: the first screen after the first sign-in, leading to the onboarding wizard. */
export function WelcomeScreen() {
  const { user, refresh } = useAuth();
  const firstName = user?.name.trim().split(/\s+/u)[0] ?? '';

  useEffect(() => {
    if (!user?.welcomePending) return;
    // Seen once is enough: later sign-ins go straight to where the learner was heading.
    markWelcomed()
      .then(refresh)
      .catch((error: unknown) => console.error('Marking the welcome as seen failed', error));
  }, [user?.welcomePending, refresh]);

  return (
    <section aria-labelledby="welcome-title" className="mx-auto max-w-2xl">
      <div className="rounded-xl bg-primary p-6 text-white shadow-md sm:p-10">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Your journey starts here
        </p>
        <h1 id="welcome-title" className="mt-2 text-3xl font-bold sm:text-4xl">
          {firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
        </h1>
        <p className="mt-4 text-lg text-white/90">
          Tell us about your team in five short questions. We recommend the journey that fits you
          best, and you earn your first XP.
        </p>
        <p className="mt-6 inline-flex items-center rounded-full bg-accent px-4 py-1 text-lg font-bold text-ink">
          {formatXpChange(ONBOARDING_XP)} for Onboarding Complete
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/onboarding" variant="accent" size="lg">
            Set up your Team Blueprint
          </ButtonLink>
          <ButtonLink to="/leaderboard" variant="on-dark" size="lg">
            Skip for now
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
