import { t } from '@lingui/core/macro';
import type { MentoringOverview } from '@lv/domain';
import { Lock } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber, formatXp } from '../../../lib/format';
import { levelText } from '../../../lib/i18n/domain-messages';

/** Why the learner cannot log sessions as a mentor yet, and how far they are from it. */
export function MentorLocked({ mentor }: { mentor: MentoringOverview['mentor'] }) {
  const { unlockLevel, xp, xpToUnlock } = mentor;
  const level = unlockLevel.number;
  const levelName = levelText(level).name;
  const unlockXp = formatXp(unlockLevel.minXp);
  const have = formatXp(xp);
  const haveNumber = formatNumber(xp);
  const toGo = formatXp(xpToUnlock);
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Lock className="h-5 w-5 text-primary" aria-hidden="true" />
        {t`Mentoring unlocks at Level ${level}, ${levelName} (${unlockXp})`}
      </p>
      <ProgressBar
        percent={(xp / unlockLevel.minXp) * 100}
        label={t`Progress to Level ${level}, ${levelName}`}
        valueText={t`${haveNumber} of ${unlockXp}`}
      />
      <p className="text-muted">
        {t`You have ${have}: ${toGo} to go. Complete modules, attend webinars and submit weekly reflections to get there. Until then, colleagues can log sessions with you as their mentee: confirm them here and the CPD minutes count for you too.`}
      </p>
    </div>
  );
}
