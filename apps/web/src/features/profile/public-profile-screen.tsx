import { badgeProgressLabel, effectChange, levelForXp, personalityType, progressToNextLevel, type PublicProfile } from '@lv/domain';
import { t } from '@lingui/core/macro';
import { Award, Brain, MapPin, Medal, ShieldCheck, TrendingUp } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { LoadError } from '../../components/ui/load-error';
import { Avatar } from '../../components/ui/avatar';
import { ProgressBar } from '../../components/ui/progress-bar';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { formatDay, formatNumber, formatXp } from '../../lib/format';
import { countryLabel } from '../../lib/i18n/countries';
import { domainText } from '../../lib/i18n/domain-text';
import { levelText } from '../../lib/i18n/domain-messages';
import { usePublicProfile } from './api/public-profile-api';

/** /users/:userId: a learner's public profile (name, photo, country, bio, personality type, level, XP, rank, badges, public impact). */
export function PublicProfileScreen() {
  const { userId = '' } = useParams();
  const profile = usePublicProfile(userId);

  if (profile.isPending) return <Spinner />;
  if (profile.isError) {
    const notFound = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <section aria-labelledby="profile-missing" className="mx-auto max-w-xl">
        <h1 id="profile-missing" className="text-2xl font-bold text-primary">
          {notFound ? t`Leader not found` : t`We could not load this profile`}
        </h1>
        {notFound ? (
          <Alert tone="info">
            {t`There is no public profile at this address. It may have been removed.`}
          </Alert>
        ) : (
          <LoadError onRetry={() => void profile.refetch()} busy={profile.isFetching}>
            {t`Check your connection and try again.`}
          </LoadError>
        )}
        <div className="mt-4 flex gap-3">
          <Link to="/" className="font-semibold text-primary underline">
            {t`Go to the home page`}
          </Link>
        </div>
      </section>
    );
  }
  return <ProfileView profile={profile.data} />;
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const level = levelForXp(profile.points);
  const next = progressToNextLevel(profile.points);
  const unlocked = profile.badges.filter((b) => b.progress >= 100).length;
  const type = personalityType(profile.personalityType);
  const levelNumber = level.number;
  const levelName = levelText(level.number).name;
  const nextName = next.nextLevel ? levelText(next.nextLevel.number).name : '';
  const xpToGo = formatNumber(next.xpToNextLevel);
  const badgeCount = profile.badges.length;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex items-center gap-4">
        <Avatar name={profile.name} image={profile.image} size="lg" />
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-primary sm:text-3xl">{profile.name}</h1>
          <p className="text-muted">
            {t`Level ${levelNumber} · ${levelName}`}
          </p>
          {profile.country ? (
            <p className="flex items-center gap-1 text-sm text-muted">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {countryLabel(profile.country)}
            </p>
          ) : null}
        </div>
      </header>

      {profile.elite ? <EliteMark elite={profile.elite} /> : null}

      {profile.bio || type ? (
        <section aria-label={t`About`} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {profile.bio ? (
            <div className="rounded-xl bg-white p-4 shadow-sm">
              <h2 className="text-lg font-bold text-primary">{t`About`}</h2>
              <p data-testid="profile-bio" className="mt-1 whitespace-pre-line break-words text-ink">
                {profile.bio}
              </p>
            </div>
          ) : null}
          {type ? (
            <div className="rounded-xl bg-white p-4 shadow-sm">
              <h2 className="flex items-center gap-2 text-lg font-bold text-primary">
                <Brain className="h-5 w-5" aria-hidden="true" />
                {t`Personality type`}
              </h2>
              <p className="mt-1 font-semibold text-ink">{domainText(type.label)}</p>
              <p className="text-sm text-muted">{domainText(type.description)}</p>
            </div>
          ) : null}
        </section>
      ) : null}

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-white p-4 shadow-sm">
          <dt className="text-sm text-muted">{t`Experience`}</dt>
          <dd className="text-2xl font-bold text-ink">{formatXp(profile.points)}</dd>
        </div>
        <div className="rounded-xl bg-white p-4 shadow-sm">
          <dt className="text-sm text-muted">{t`All-time rank`}</dt>
          <dd className="flex items-center gap-2 text-2xl font-bold text-ink">
            <Medal aria-hidden="true" className="h-5 w-5 text-primary" />
            {profile.rank === null ? (
              <span className="text-base font-normal text-muted">{t`Not shown`}</span>
            ) : (
              `#${formatNumber(profile.rank)}`
            )}
          </dd>
        </div>
        <div className="rounded-xl bg-white p-4 shadow-sm">
          <dt className="text-sm text-muted">{t`Badges unlocked`}</dt>
          <dd className="text-2xl font-bold text-ink">
            {t`${unlocked} of ${badgeCount}`}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="level-progress" className="rounded-xl bg-white p-4 shadow-sm">
        <h2 id="level-progress" className="mb-2 text-lg font-bold text-primary">
          {next.nextLevel ? t`On the way to ${nextName}` : t`Top level reached`}
        </h2>
        <ProgressBar
          percent={next.percent}
          label={next.nextLevel ? t`Progress to ${nextName}` : t`Level progress`}
          valueText={next.nextLevel ? t`${xpToGo} XP to go` : t`Top level`}
        />
        {next.nextLevel ? (
          <p className="mt-2 text-sm text-muted">{t`${xpToGo} XP to go`}</p>
        ) : null}
      </section>

      <section aria-labelledby="badges-title">
        <h2 id="badges-title" className="mb-3 text-xl font-bold text-primary">
          {t`Badges`}
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {profile.badges.map((badge) => (
            <li key={badge.id} className="rounded-xl bg-white p-4 shadow-sm">
              <h3 className="flex items-center gap-2 font-bold text-ink">
                <Award aria-hidden="true" className="h-5 w-5 text-primary" />
                {domainText(badge.name)}
              </h3>
              <p className="mt-1 text-sm text-muted">{domainText(badge.criteria)}</p>
              <div className="mt-3 flex items-center gap-3">
                <ProgressBar
                  percent={badge.progress}
                  label={badgeProgressName(badge.name)}
                  valueText={domainText(badgeProgressLabel(badge.progress))}
                />
                <span className="w-20 shrink-0 text-right text-sm font-semibold text-ink">
                  {domainText(badgeProgressLabel(badge.progress))}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="impact-title">
        <h2 id="impact-title" className="mb-3 text-xl font-bold text-primary">
          {t`Impact`}
        </h2>
        {profile.impact.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-muted shadow-sm">{t`No public impact entries yet.`}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {profile.impact.map((entry) => (
              <li key={entry.id} className="rounded-xl bg-white p-4 shadow-sm">
                <p className="text-sm text-muted">
                  <time dateTime={entry.day}>{formatDay(entry.day)}</time>
                  {entry.kind === 'reflection' ? t` · Weekly reflection` : ''}
                </p>
                <h3 className="break-words font-bold text-ink">{entry.title}</h3>
                {entry.description ? <p className="mt-1 whitespace-pre-line break-words text-ink">{entry.description}</p> : null}
                {entry.effect ? <EffectLine effect={entry.effect} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** The elite certification mark (Level 4 with a completed journey), linking to its public verification page. */
function EliteMark({ elite }: { elite: NonNullable<PublicProfile['elite']> }) {
  const certifiedOn = formatDay(elite.issuedOn);
  return (
    <section
      aria-labelledby="elite-mark-title"
      data-testid="elite-mark"
      className="flex items-start gap-3 rounded-xl border-2 border-accent bg-primary p-4 text-white shadow-sm"
    >
      <ShieldCheck className="mt-0.5 h-7 w-7 shrink-0 text-accent" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="elite-mark-title" className="text-lg font-bold">
          {t`Elite certified · Transformation Leader`}
        </h2>
        <p className="text-sm">
          {t`Reached Level 4 and completed a leadership journey. Certified on ${certifiedOn}.`}
        </p>
        <a href={elite.verifyUrl} className="mt-1 inline-block min-h-6 text-sm font-semibold text-white underline underline-offset-2">
          {t`Check the elite certificate`}
        </a>
      </div>
    </section>
  );
}

function badgeProgressName(badgeName: string): string {
  const name = domainText(badgeName);
  return t`${name} progress`;
}

function EffectLine({ effect }: { effect: { metric: string; before: number; after: number } }) {
  const { percent } = effectChange(effect);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-1 text-sm text-ink">
      <TrendingUp className="h-4 w-4 text-primary" aria-hidden="true" />
      <span className="font-semibold">{effect.metric}:</span>
      {formatNumber(effect.before)} → {formatNumber(effect.after)}
      {percent === null ? null : <span className="text-muted">({percent > 0 ? '+' : ''}{formatNumber(percent)}%)</span>}
    </p>
  );
}
