import { t } from '@lingui/core/macro';
import { xpActionFor, type XpActionDefinition } from '@lv/domain';
import { Sparkles } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { useAuth } from '../../lib/auth-state';
import { usePoints } from '../../lib/live-points-state';
import { formatXp, formatXpChange } from '../../lib/format';
import { xpActionLabel } from '../../lib/i18n/domain-messages';
import { markWelcomed } from './api/onboarding-api';

// An XP action's id, not text a person reads.
// eslint-disable-next-line lingui/no-unlocalized-strings
const ONBOARDING_ACTION = 'onboarding_complete' satisfies XpActionDefinition['id'];
const ONBOARDING_XP = xpActionFor(ONBOARDING_ACTION).points;

/**
 * /welcome: the first screen after the first sign-in, leading to the onboarding wizard; below it
 * the learner's next steps, which the app puts in (features are islands).
 */
export function WelcomeScreen({ nextSteps }: { nextSteps?: ReactNode }) {
  const { user, refresh } = useAuth();
  const firstName = user?.name.trim().split(/\s+/u)[0] ?? '';
  const xp = formatXpChange(ONBOARDING_XP);
  const action = xpActionLabel(ONBOARDING_ACTION);
  // Said to the learner on screen: their first XP only when they have none yet.
  const { points, isLoaded } = usePoints();
  const total = formatXp(points);

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
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent-light">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t`Your journey starts here`}
        </p>
        <h1 id="welcome-title" className="mt-2 text-3xl font-bold sm:text-4xl">
          {firstName ? t`Welcome, ${firstName}!` : t`Welcome!`}
        </h1>
        <p className="mt-4 text-lg text-white/90">
          {t`Tell us about your team in five short questions. We recommend the journey that fits you best.`}
        </p>
        {/* Two lines held on a phone, one above: the sentence comes with the points, and moves nothing. */}
        <p className="min-h-14 text-lg text-white/90 sm:min-h-7">
          {!isLoaded ? null : points > 0 ? t`You add ${xp} to the ${total} you have.` : t`You earn your first XP.`}
        </p>
        <p className="mt-6 inline-flex items-center rounded-full bg-accent px-4 py-1 text-lg font-bold text-ink">
          {t`${xp} for ${action}`}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/onboarding" variant="accent" size="lg">
            {t`Set up your Team Blueprint`}
          </ButtonLink>
          <ButtonLink to="/leaderboard" variant="on-dark" size="lg">
            {t`Skip for now`}
          </ButtonLink>
        </div>
      </div>
      {nextSteps ? <div className="mt-6">{nextSteps}</div> : null}
    </section>
  );
}
