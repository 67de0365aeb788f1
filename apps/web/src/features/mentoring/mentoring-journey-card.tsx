import { plural, t } from '@lingui/core/macro';
import { XP_ACTIONS } from '@lv/domain';
import { HeartHandshake } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { usePendingMentoringCount } from './api/mentoring-api';

const PEER_MENTORING_XP = XP_ACTIONS.find((a) => a.id === 'peer_mentoring')?.points ?? 0;

/**
 * Peer mentoring beside a journey (for the journey page to mount): what it earns, how many
 * sessions wait for the learner's answer, and the way to the Mentoring screen.
 */
export function MentoringJourneyCard() {
  const pending = usePendingMentoringCount();
  const count = pending.data?.count ?? 0;
  const xp = PEER_MENTORING_XP;
  return (
    <section aria-labelledby="mentoring-card-title" className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="mentoring-card-title" className="flex items-center gap-2 text-lg font-bold text-primary">
        <HeartHandshake className="h-5 w-5" aria-hidden="true" />
        {t`Peer mentoring`}
      </h2>
      <p className="text-ink">
        {t`Mentor a colleague and log the session: each confirmed session earns ${xp} XP (once per colleague per week), and you both count its CPD minutes.`}
      </p>
      {count > 0 ? (
        <p className="font-semibold text-ink">
          {plural(count, { one: '# session waits for your answer.', other: '# sessions wait for your answer.' })}
        </p>
      ) : null}
      <div>
        <ButtonLink to="/mentoring" variant="secondary">
          {t`Go to Mentoring`}
        </ButtonLink>
      </div>
    </section>
  );
}
