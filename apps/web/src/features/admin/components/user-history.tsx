/** /admin/user/:userId: the learner's history (bookings, payments, sign-ins) and recent admin changes. */
import {
  formatMoney,
  hundredthsToDecimal,
  AUDIT_ACTION_LABELS,
  DELIVERY_STATUS_LABELS,
  type AdminUserDetail,
  type AuditAction,
} from '@lv/domain';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useAudit } from '../api/admin-api';
import { formatDateTime } from '../../../lib/format';
import { describeAuditDetails } from '../audit-text';

export function RecentChanges({ userId }: { userId: string }) {
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

/** An amount in hundredths (cents, kobo, pesewas; Paystack's XOF × 100) in its currency, exactly. */
function formatAmount(amount: number, currency: string): string {
  try {
    return formatMoney(amount, currency);
  } catch {
    return `${hundredthsToDecimal(amount)} ${currency.toUpperCase()}`;
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

export function ActivityHistory({ detail }: { detail: AdminUserDetail }) {
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
                title={`${PLAN_LABELS[p.plan] ?? p.plan} plan · ${formatAmount(p.amount, p.currency)}`}
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
