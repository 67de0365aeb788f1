import {
  ACCOUNT_STATUSES,
  AUDIT_ACTION_LABELS,
  MEMBERSHIP_STATUSES,
  ROLES,
  TRANSFORMATION_TIERS,
  refuseSelfChange,
  DELIVERY_STATUS_LABELS,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserPatch,
  type AuditAction,
} from '@lv/domain';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth-state';
import { useAdminUser, useAudit, useUpdateUser } from './api/admin-api';
import { SelectField } from './components/select-field';
import { XpPanel } from './components/xp-panel';
import { MEMBERSHIP_LABELS, ROLE_LABELS, STATUS_LABELS, TIER_LABELS } from './format';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { describeAuditDetails } from './audit-text';

interface FormValues {
  name: string;
  role: AdminUser['role'];
  membershipStatus: AdminUser['membershipStatus'];
  transformationTier: string;
  accountStatus: AdminUser['accountStatus'];
}

const valuesOf = (u: AdminUser): FormValues => ({
  name: u.name,
  role: u.role,
  membershipStatus: u.membershipStatus,
  transformationTier: u.transformationTier ?? '',
  accountStatus: u.accountStatus,
});

/** Only the fields that differ from the stored user. */
function patchFrom(user: AdminUser, values: FormValues): AdminUserPatch {
  const patch: AdminUserPatch = {};
  if (values.name.trim() !== user.name) patch.name = values.name.trim();
  if (values.role !== user.role) patch.role = values.role;
  if (values.membershipStatus !== user.membershipStatus)
    patch.membershipStatus = values.membershipStatus;
  const tier =
    values.transformationTier === ''
      ? null
      : (TRANSFORMATION_TIERS.find((t) => t === values.transformationTier) ?? null);
  if (tier !== user.transformationTier) patch.transformationTier = tier;
  if (values.accountStatus !== user.accountStatus) patch.accountStatus = values.accountStatus;
  return patch;
}

function AccountForm({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(user));
  const [saved, setSaved] = useState(false);
  const update = useUpdateUser(user.id);
  const patch = patchFrom(user, values);
  const refusal = isSelf ? refuseSelfChange(user.id, user.id, patch) : null;
  const fieldErrors = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setSaved(false);
    setValues((v) => ({ ...v, [key]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(patch).length === 0 || refusal) return;
    update.mutate(patch, {
      onSuccess: ({ user: next }) => {
        setValues(valuesOf(next));
        setSaved(true);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Name"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={fieldErrors.name}
        maxLength={100}
        required
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Role"
          value={values.role}
          onChange={(e) => set('role', e.target.value === 'admin' ? 'admin' : 'learner')}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          disabled={isSelf}
        />
        <SelectField
          label="Membership"
          value={values.membershipStatus}
          onChange={(e) => set('membershipStatus', e.target.value === 'paid' ? 'paid' : 'free')}
          options={MEMBERSHIP_STATUSES.map((m) => ({ value: m, label: MEMBERSHIP_LABELS[m] }))}
        />
        <SelectField
          label="Tier"
          value={values.transformationTier}
          onChange={(e) => set('transformationTier', e.target.value)}
          options={[
            { value: '', label: 'No tier' },
            ...TRANSFORMATION_TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] })),
          ]}
        />
        <SelectField
          label="Account status"
          value={values.accountStatus}
          onChange={(e) =>
            set('accountStatus', e.target.value === 'inactive' ? 'inactive' : 'active')
          }
          options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          disabled={isSelf}
        />
      </div>
      {isSelf ? (
        <p className="text-sm text-muted">
          This is your own account: you cannot remove your admin role or deactivate yourself.
        </p>
      ) : null}
      {values.accountStatus === 'inactive' && user.accountStatus === 'active' ? (
        <Alert tone="info">
          Saving signs {user.name} out on every device at once, and they cannot sign in again until
          reactivated.
        </Alert>
      ) : null}
      {update.isError ? <Alert tone="error">{update.error.message}</Alert> : null}
      {saved ? <Alert tone="success">Changes saved.</Alert> : null}
      <div>
        <Button
          type="submit"
          busy={update.isPending}
          busyLabel="Saving…"
          disabled={Object.keys(patch).length === 0 || refusal !== null}
        >
          Save changes
        </Button>
      </div>
    </form>
  );
}

function RecentChanges({ userId }: { userId: string }) {
  const audit = useAudit({ targetId: userId, page: 1, pageSize: 10 });
  if (audit.isPending) return <Spinner />;
  if (audit.isError) return <Alert tone="error">The changes could not be loaded.</Alert>;
  if (audit.data.entries.length === 0)
    return <p className="text-muted">No admin has changed this account yet.</p>;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {audit.data.entries.map((e) => (
          <li key={e.id} className="rounded-lg border border-line bg-white px-4 py-3">
            <p className="font-medium text-ink">
              {AUDIT_ACTION_LABELS[e.action as AuditAction] ?? e.action}:{' '}
              {describeAuditDetails(e.details)}
            </p>
            <p className="text-sm text-muted">
              {formatDateTime(e.createdAt)} by {e.actorName ?? 'a removed admin'}
            </p>
          </li>
        ))}
      </ul>
      <Link
        to={`/admin/audit-log?targetId=${encodeURIComponent(userId)}`}
        className="mt-2 inline-block font-medium text-primary underline"
      >
        See all changes in the audit log
      </Link>
    </>
  );
}

const PLAN_LABELS: Record<string, string> = { individual: 'Individual', corporate: 'Corporate' };

/** An amount in minor units (cents) in its currency. */
function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(amount / 100);
  } catch {
    return `${formatNumber(amount / 100)} ${currency.toUpperCase()}`;
  }
}

function HistoryList({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-2">{children}</ul>;
}

function HistoryItem({
  title,
  detail,
  aside,
}: {
  title: ReactNode;
  detail: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-ink">{title}</p>
        <p className="wrap-anywhere text-sm text-muted">{detail}</p>
      </div>
      {aside ? (
        <span className="self-start rounded-full bg-ground px-2 py-0.5 text-sm font-medium text-ink sm:self-center">
          {aside}
        </span>
      ) : null}
    </li>
  );
}

function ActivityHistory({ detail }: { detail: AdminUserDetail }) {
  return (
    <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
      <section aria-labelledby="badges-heading">
        <h2 id="badges-heading" className="mb-3 text-xl font-semibold text-ink">
          Badges
        </h2>
        {detail.badges.length === 0 ? (
          <p className="text-muted">No badges unlocked yet.</p>
        ) : (
          <HistoryList>
            {detail.badges.map((b) => (
              <HistoryItem
                key={b.id}
                title={b.name}
                detail={`Unlocked ${formatDateTime(b.unlockedAt)}`}
              />
            ))}
          </HistoryList>
        )}
      </section>
      <section aria-labelledby="bookings-heading">
        <h2 id="bookings-heading" className="mb-3 text-xl font-semibold text-ink">
          Bookings
        </h2>
        {detail.bookings.length === 0 ? (
          <p className="text-muted">No Pathfinder bookings.</p>
        ) : (
          <HistoryList>
            {detail.bookings.map((b) => (
              <HistoryItem
                key={b.id}
                title={`${b.date} at ${b.time}`}
                detail={`${b.timezone} · booked ${formatDateTime(b.createdAt)}`}
                aside={DELIVERY_STATUS_LABELS[b.deliveryStatus]}
              />
            ))}
          </HistoryList>
        )}
        <Link to="/admin/leads" className="mt-2 inline-block font-medium text-primary underline">
          All leads and bookings
        </Link>
      </section>
      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading" className="mb-3 text-xl font-semibold text-ink">
          Payments
        </h2>
        {detail.payments.length === 0 ? (
          <p className="text-muted">No card payments.</p>
        ) : (
          <HistoryList>
            {detail.payments.map((p) => (
              <HistoryItem
                key={p.id}
                title={`${PLAN_LABELS[p.plan] ?? p.plan} plan · ${formatMoney(p.amount, p.currency)}`}
                detail={formatDateTime(p.createdAt)}
                aside={PAYMENT_STATUS_LABELS[p.status] ?? p.status}
              />
            ))}
          </HistoryList>
        )}
      </section>
    </div>
  );
}

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  open: 'Open',
  succeeded: 'Paid',
  canceled: 'Canceled',
};

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
      <Link
        to="/admin/users"
        className="mb-4 inline-flex min-h-11 items-center gap-2 font-medium text-primary"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All users
      </Link>
      {detail.isPending ? (
        <>
          <PageHeader title="User" />
          <Spinner />
        </>
      ) : null}
      {detail.isError ? (
        <>
          <PageHeader title="User" />
          <Alert tone="error">
            {detail.error instanceof ApiError && detail.error.status === 404
              ? 'This user does not exist.'
              : 'This user could not be loaded. Reload the page to try again.'}
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
                Account
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
                Profile
              </h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="text-muted">Email</dt>
                <dd className="wrap-anywhere">{detail.data.user.email}</dd>
                <dt className="text-muted">Verified</dt>
                <dd>{detail.data.user.emailVerified ? 'Yes' : 'No'}</dd>
                <dt className="text-muted">Joined</dt>
                <dd>{formatDate(detail.data.user.createdAt)}</dd>
                <dt className="text-muted">Last active</dt>
                <dd>{formatDateTime(detail.data.user.lastActive)}</dd>
              </dl>
            </section>
          </div>
          <section
            aria-labelledby="xp-heading"
            className="mt-8 rounded-xl border border-line bg-white p-5 shadow-sm"
          >
            <h2 id="xp-heading" className="mb-3 text-xl font-semibold text-ink">
              XP
            </h2>
            <XpPanel userId={detail.data.user.id} />
          </section>
          <ActivityHistory detail={detail.data} />
          <section aria-labelledby="changes-heading" className="mt-8">
            <h2 id="changes-heading" className="mb-3 text-xl font-semibold text-ink">
              Recent changes
            </h2>
            <RecentChanges userId={detail.data.user.id} />
          </section>
          <section aria-labelledby="signins-heading" className="mt-8">
            <h2 id="signins-heading" className="mb-3 text-xl font-semibold text-ink">
              Sign-in history
            </h2>
            {detail.data.signIns.length === 0 ? (
              <p className="text-muted">No sign-ins on record (ended sessions are removed).</p>
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
                        {s.ipAddress ?? 'Unknown address'} · {s.userAgent ?? 'Unknown browser'}
                      </p>
                    </div>
                    <span
                      className={`self-start rounded-full px-2 py-0.5 text-sm font-medium sm:self-center ${s.isActive ? 'bg-success-bg text-success' : 'bg-ground text-muted'}`}
                    >
                      {s.isActive ? 'Session live' : 'Expired'}
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
