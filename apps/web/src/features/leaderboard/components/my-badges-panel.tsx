import { t } from '@lingui/core/macro';
import { BADGE_UNLOCKED, badgeProgressLabel, BUILT_IN_BADGES, credentialFileName, describeBadgeRule, type MyBadge } from '@lv/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Award, Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-base';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useLivePointsChange } from '../../../hooks/use-live-points-change';
import { formatDate } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';
import { badgeCredentialUrl, myBadgesKey, useMyBadges } from '../api/badges-api';
import { LoadError } from '../../../components/ui/load-error';

function BadgeItem({ badge }: { badge: MyBadge }) {
  const unlocked = badge.progress >= BADGE_UNLOCKED;
  // The domain's name, criteria and "Unlocked", in the page's language; a percentage below that.
  const name = domainText(badge.name);
  const progress = badge.progress;
  const unlockedOn = badge.unlockedAt ? formatDate(badge.unlockedAt) : null;
  const label = unlocked ? domainText(badgeProgressLabel(progress)) : t`${progress}%`;
  return (
    <li
      className={`rounded-lg border p-3 sm:p-4 ${unlocked ? 'border-accent bg-accent-light' : 'border-line bg-white'}`}
    >
      <h3 className="flex items-center gap-2 font-bold text-ink">
        <Award
          aria-hidden="true"
          className={`h-5 w-5 shrink-0 ${unlocked ? 'fill-accent text-ink' : 'text-primary'}`}
        />
        {name}
      </h3>
      <p className="mt-1 text-sm text-muted">{domainText(badge.criteria)}</p>
      <div className="mt-3 flex items-center gap-3">
        <ProgressBar percent={badge.progress} label={t`${name} progress`} valueText={label} />
        <span className="w-20 shrink-0 text-right text-sm font-semibold text-ink">{label}</span>
      </div>
      {unlocked && unlockedOn ? <p className="mt-2 text-sm text-ink">{t`Unlocked on ${unlockedOn}`}</p> : null}
      {unlocked && badge.credentialId ? (
        <a
          href={badgeCredentialUrl(badge.credentialId)}
          download={credentialFileName(badge.name, 'badge')}
          // One such link per badge: the name says which (and starts with the visible words).
          aria-label={t`Export credential for ${name}`}
          className={buttonClasses('secondary', 'md', 'mt-3 w-full sm:w-auto')}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t`Export credential`}
        </a>
      ) : null}
    </li>
  );
}

/** The built-in badges with no progress: the panel's shape while the learner's own load. */
const PLACEHOLDER_BADGES: MyBadge[] = BUILT_IN_BADGES.map((badge) => ({
  id: badge.id,
  name: badge.name,
  description: badge.description,
  criteria: describeBadgeRule(badge.rule),
  progress: 0,
  unlockedAt: null,
  credentialId: null,
}));

/** The learner's badges on /badges: criteria, progress (100 reads Unlocked) and when unlocked. */
export function MyBadgesPanel() {
  const query = useMyBadges();
  const queryClient = useQueryClient();
  // An award may unlock a badge or move progress: read them again.
  useLivePointsChange(() => {
    void queryClient.invalidateQueries({ queryKey: myBadgesKey() });
  });

  const unlockedCount = query.data?.badges.filter((b) => b.progress >= BADGE_UNLOCKED).length ?? 0;
  const badgeCount = query.data?.badges.length ?? 0;
  return (
    <section
      aria-labelledby="my-badges-heading"
      className="mt-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="my-badges-heading" className="flex items-center gap-2 text-lg font-bold text-primary">
        <Award className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t`Your badges`}
      </h2>
      <div className="mt-3">
        {query.isPending ? (
          <div>
            <p role="status" className="sr-only">
              {t`Loading your badges...`}
            </p>
            {/* The built-in badges at 0 %, faded: the layout a new learner's answer has, so nothing moves when it comes. */}
            <div aria-hidden="true" className="animate-pulse opacity-60">
              <p className="text-muted">&nbsp;</p>
              <ul className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2">
                {PLACEHOLDER_BADGES.map((badge) => (
                  <BadgeItem key={badge.id} badge={badge} />
                ))}
              </ul>
            </div>
          </div>
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()}>
            {t`We could not load your badges. Check your connection and try again.`}
          </LoadError>
        ) : query.data.badges.length === 0 ? (
          <p className="text-muted">{t`No badges yet. Check back soon.`}</p>
        ) : (
          <>
            <p className="text-muted">{t`${unlockedCount} of ${badgeCount} unlocked`}</p>
            {unlockedCount > 0 ? (
              <p className="mt-1 text-sm text-muted">
                {t`Export an unlocked badge as a signed Open Badges 3.0 credential to add it to a digital wallet or share it with an employer.`}
              </p>
            ) : null}
            <ul className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2">
              {query.data.badges.map((badge) => (
                <BadgeItem key={badge.id} badge={badge} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
