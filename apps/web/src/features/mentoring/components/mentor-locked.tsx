import type { MentoringOverview } from '@lv/domain';
import { Lock } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber, formatXp } from '../../../lib/format';

/** Why the learner cannot log sessions as a mentor yet, and how far they are from it. */
export function MentorLocked({ mentor }: { mentor: MentoringOverview['mentor'] }) {
  const { unlockLevel, xp, xpToUnlock } = mentor;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Lock className="h-5 w-5 text-primary" aria-hidden="true" />
        Mentoring unlocks at Level {unlockLevel.number}, {unlockLevel.name} ({formatXp(unlockLevel.minXp)})
      </p>
      <ProgressBar
        percent={(xp / unlockLevel.minXp) * 100}
        label={`Progress to Level ${unlockLevel.number}, ${unlockLevel.name}`}
        valueText={`${formatNumber(xp)} of ${formatXp(unlockLevel.minXp)}`}
      />
      <p className="text-muted">
        You have {formatXp(xp)}: {formatXp(xpToUnlock)} to go. Complete modules, attend webinars and submit weekly reflections to get
        there. Until then, colleagues can log sessions with you as their mentee: confirm them here and the CPD minutes count for you
        too.
      </p>
    </div>
  );
}
