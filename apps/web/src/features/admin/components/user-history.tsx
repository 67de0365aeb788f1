/** /admin/user/:userId: the learner's history (bookings, payments, sign-ins) and recent admin changes. */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  formatMoney,
  hundredthsToDecimal,
  DELIVERY_STATUS_LABELS,
  type AdminUserDetail,
} from '@lv/domain';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useAudit } from '../api/admin-api';
import { formatDateTime } from '../../../lib/format';
import { domainText } from '../../../lib/i18n/domain-text';
import { auditActionLabel, describeAuditDetails } from '../audit-text';

export function RecentChanges({ userId }: { userId: string }) {
  const audit = useAudit({ targetId: userId, page: 1, pageSize: 10 });
  if (audit.isPending) return <Spinner />;
  if (audit.isError) return <Alert tone="error">{t`The changes could not be loaded.`}</Alert>;
  if (audit.data.entries.length === 0)
    return <p className="text-muted">{t`No admin has changed this account yet.`}</p>;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {audit.data.entries.map((e) => {
          const action = auditActionLabel(e.action);
          const details = describeAuditDetails(e.details);
          const when = formatDateTime(e.createdAt);
          const admin = e.actorName ?? t`a removed admin`;
          return (
            <li key={e.id} className="rounded-lg border border-line bg-white px-4 py-3">
              <p className="font-medium text-ink">{t`${action}: ${details}`}</p>
              <p className="text-sm text-muted">{t`${when} by ${admin}`}</p>
            </li>
          );
        })}
      </ul>
      <Link
        to={`/admin/audit-log?targetId=${encodeURIComponent(userId)}`}
        className="mt-2 inline-block font-medium text-primary underline"
      >
        {t`See all changes in the audit log`}
      </Link>
    </>
  );
}

const PLAN_LABELS: Record<string, MessageDescriptor> = { individual: msg`Individual`, corporate: msg`Corporate` };

/** An amount in hundredths (cents, kobo, pesewas; Paystack's XOF × 100) in its currency, exactly. */
function formatAmount(amount: number, currency: string): string {
  try {
    return formatMoney(amount, currency, i18n.locale);
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
          {t`Badges`}
        </h2>
        {detail.badges.length === 0 ? (
          <p className="text-muted">{t`No badges unlocked yet.`}</p>
        ) : (
          <HistoryList>
            {detail.badges.map((b) => (
              <HistoryItem
                key={b.id}
                title={domainText(b.name)}
                detail={t`Unlocked ${formatDateTime(b.unlockedAt)}`}
              />
            ))}
          </HistoryList>
        )}
      </section>
      <section aria-labelledby="bookings-heading">
        <h2 id="bookings-heading" className="mb-3 text-xl font-semibold text-ink">
          {t`Bookings`}
        </h2>
        {detail.bookings.length === 0 ? (
          <p className="text-muted">{t`No Pathfinder bookings.`}</p>
        ) : (
          <HistoryList>
            {detail.bookings.map((b) => (
              <HistoryItem
                key={b.id}
                title={t`${b.date} at ${b.time}`}
                detail={t`${b.timezone} · booked ${formatDateTime(b.createdAt)}`}
                aside={domainText(DELIVERY_STATUS_LABELS[b.deliveryStatus])}
              />
            ))}
          </HistoryList>
        )}
        <Link to="/admin/leads" className="mt-2 inline-block font-medium text-primary underline">
          {t`All leads and bookings`}
        </Link>
      </section>
      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading" className="mb-3 text-xl font-semibold text-ink">
          {t`Payments`}
        </h2>
        {detail.payments.length === 0 ? (
          <p className="text-muted">{t`No card payments.`}</p>
        ) : (
          <HistoryList>
            {detail.payments.map((p) => (
              <HistoryItem
                key={p.id}
                title={t`${planLabel(p.plan)} plan · ${formatAmount(p.amount, p.currency)}`}
                detail={formatDateTime(p.createdAt)}
                aside={paymentStatusLabel(p.status)}
              />
            ))}
          </HistoryList>
        )}
      </section>
    </div>
  );
}

const PAYMENT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'payment' }),
  succeeded: msg({ message: 'Paid', context: 'payment' }),
  canceled: msg({ message: 'Canceled', context: 'payment' }),
};

const planLabel = (plan: string) => {
  const label = PLAN_LABELS[plan];
  return label ? i18n._(label) : plan;
};

const paymentStatusLabel = (status: string) => {
  const label = PAYMENT_STATUS_LABELS[status];
  return label ? i18n._(label) : status;
};
