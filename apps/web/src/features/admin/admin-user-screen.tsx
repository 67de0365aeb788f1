import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth-state';
import { useAdminUser } from './api/admin-api';
import { XpPanel } from './components/xp-panel';
import { formatDate, formatDateTime } from '../../lib/format';
import { AccountForm } from './components/user-account-form';
import { ActivityHistory, RecentChanges } from './components/user-history';
import { BackLink } from '../../components/ui/back-link';

/**
 * /admin/user/:userId: profile, role, membership, tier and status, XP and ledger, badges,
 * bookings, payments, recent changes and sign-ins.
 */
export function AdminUserScreen() {
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const detail = useAdminUser(userId);

  return (
    <>
      <BackLink to="/admin/users" className="mb-4">
        {t`All users`}
      </BackLink>
      {detail.isPending ? (
        <>
          <PageHeader title={t`User`} />
          <Spinner />
        </>
      ) : null}
      {detail.isError ? (
        <>
          <PageHeader title={t`User`} />
          <Alert tone="error">
            {detail.error instanceof ApiError && detail.error.status === 404
              ? t`This user does not exist.`
              : t`This user could not be loaded. Reload the page to try again.`}
          </Alert>
        </>
      ) : null}
      {detail.data ? (
        <>
          <PageHeader title={detail.data.user.name}>
            <span className="wrap-anywhere">{detail.data.user.email}</span>
          </PageHeader>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <section
              aria-labelledby="account-heading"
              className="rounded-xl border border-line bg-white p-5 shadow-sm lg:col-span-2"
            >
              <h2 id="account-heading" className="mb-4 text-xl font-semibold text-ink">
                {t`Account`}
              </h2>
              <AccountForm
                key={detail.data.user.id}
                user={detail.data.user}
                isSelf={me?.id === detail.data.user.id}
              />
            </section>
            <section
              aria-labelledby="profile-heading"
              className="rounded-xl border border-line bg-white p-5 shadow-sm"
            >
              <h2 id="profile-heading" className="mb-4 text-xl font-semibold text-ink">
                {t`Profile`}
              </h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="text-muted">{t`Email`}</dt>
                <dd className="wrap-anywhere">{detail.data.user.email}</dd>
                <dt className="text-muted">{t`Verified`}</dt>
                <dd>{detail.data.user.emailVerified ? t`Yes` : t`No`}</dd>
                <dt className="text-muted">{t`Joined`}</dt>
                <dd>{formatDate(detail.data.user.createdAt)}</dd>
                <dt className="text-muted">{t`Last active`}</dt>
                <dd>{formatDateTime(detail.data.user.lastActive)}</dd>
              </dl>
            </section>
          </div>
          <section
            aria-labelledby="xp-heading"
            className="mt-8 rounded-xl border border-line bg-white p-5 shadow-sm"
          >
            <h2 id="xp-heading" className="mb-3 text-xl font-semibold text-ink">
              {t`XP`}
            </h2>
            <XpPanel userId={detail.data.user.id} />
          </section>
          <ActivityHistory detail={detail.data} />
          <section aria-labelledby="changes-heading" className="mt-8">
            <h2 id="changes-heading" className="mb-3 text-xl font-semibold text-ink">
              {t`Recent changes`}
            </h2>
            <RecentChanges userId={detail.data.user.id} />
          </section>
          <section aria-labelledby="signins-heading" className="mt-8">
            <h2 id="signins-heading" className="mb-3 text-xl font-semibold text-ink">
              {t`Sign-in history`}
            </h2>
            {detail.data.signIns.length === 0 ? (
              <p className="text-muted">{t`No sign-ins on record (ended sessions are removed).`}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {detail.data.signIns.map((s) => (
                  <li
                    key={s.id}
                    className="flex flex-col gap-1 rounded-lg border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div>
                      <p className="font-medium text-ink">{formatDateTime(s.createdAt)}</p>
                      <p className="wrap-anywhere text-sm text-muted">
                        {s.ipAddress ?? t`Unknown address`} · {s.userAgent ?? t`Unknown browser`}
                      </p>
                    </div>
                    <span
                      className={`self-start rounded-full px-2 py-0.5 text-sm font-medium sm:self-center ${s.isActive ? 'bg-success-bg text-success' : 'bg-ground text-muted'}`}
                    >
                      {s.isActive ? t`Session live` : t`Expired`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </>
  );
}
