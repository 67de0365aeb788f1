import { t } from '@lingui/core/macro';
import { Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';

/** The team views for a learner without a village: what it is, and where to get one. */
export function NoVillage({ what }: { what: 'team' | 'teams' }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-line bg-white px-4 py-10 text-center shadow-sm">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-light">
        <Users className="h-7 w-7 text-primary" aria-hidden="true" />
      </span>
      <p className="max-w-md text-lg text-ink">
        {what === 'team'
          ? t`You are not in a village yet. Build one or join your colleagues to compare your XP as a team.`
          : t`No village has earned XP in this window yet. Build your village and lead the ranking.`}
      </p>
      <ButtonLink to="/build-village">{t`Build your village`}</ButtonLink>
    </div>
  );
}
