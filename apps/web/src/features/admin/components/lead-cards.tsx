/** One lead as a card: a Pathfinder booking (with its delivery state), an ROI estimate, a blueprint. */
import {
  CUSTOM_PATH_ID,
  DELIVERY_STATUS_LABELS,
  PATHFINDER_DURATION_OPTIONS,
  PATHFINDER_TIMELINE_OPTIONS,
  PROJECT_STALLS_OPTIONS,
  answerText,
  type AdminBlueprint,
  type AdminBooking,
  type AdminRoiLead,
  type DeliveryStatus,
} from '@lv/domain';
import { RotateCw } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatNumber } from '../../../lib/format';

const TIMELINE_LABELS = new Map<string, string>(
  PATHFINDER_TIMELINE_OPTIONS.map((o) => [o.value, o.label]),
);
const DURATION_LABELS = new Map<string, string>(
  PATHFINDER_DURATION_OPTIONS.map((o) => [o.value, o.label]),
);

/** The ROI inputs in the popup's order, with their labels. */
const ROI_INPUT_LABELS: ReadonlyArray<[string, string]> = [
  ['teamSize', 'Team size'],
  ['avgSalary', 'Average monthly salary (USD)'],
  ['leadershipPlanPercentage', 'With a leadership plan (%)'],
  ['issuesPercentage', 'Issues from leadership gaps (%)'],
  ['turnoverCost', 'Annual turnover cost (USD)'],
  ['projectStalls', 'Digital projects stalled'],
  ['leadershipPrepTime', 'Months to prepare a leader'],
  ['desiredOutcomes', 'Desired outcomes'],
];

const STALLS_LABELS = new Map<string, string>(
  PROJECT_STALLS_OPTIONS.map((o) => [o.value, o.label]),
);

/** A lead's answer as text: numbers in the locale's format, known codes as their labels. */
function valueText(value: unknown): string {
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return STALLS_LABELS.get(value) ?? value;
  return answerText(value);
}

/** Blueprint answer keys as words ('teamSize' → 'Team size'). */
const answerLabel = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A recommended path id as its card title ('amara' → "Amara's Path"). */
const pathTitle = (id: string) =>
  id === CUSTOM_PATH_ID ? 'Custom Path' : `${id.charAt(0).toUpperCase()}${id.slice(1)}'s Path`;

const STATUS_STYLES: Record<DeliveryStatus, string> = {
  pending: 'bg-info-bg text-info',
  delivered: 'bg-success-bg text-success',
  failed: 'bg-error-bg text-error',
};

function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_STYLES[status]}`}
    >
      {DELIVERY_STATUS_LABELS[status]}
    </span>
  );
}

/** A label–value grid; empty values show a dash. */
function Facts({ items }: { items: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="grid content-start grid-cols-[minmax(0,40%)_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted">{label}</dt>
          <dd className="wrap-anywhere text-ink">
            {value === null || value === undefined || value === '' ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function UserLink({ user }: { user: { id: string; name: string } | null }) {
  if (!user) return <>No account</>;
  return (
    <Link
      to={`/admin/user/${user.id}`}
      className="font-medium text-primary underline-offset-2 hover:underline"
    >
      {user.name || 'Unnamed user'}
    </Link>
  );
}

function Card({
  title,
  aside,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-ink wrap-anywhere">{title}</h3>
        {aside}
      </div>
      {children}
    </li>
  );
}

export function BookingCard({
  booking,
  onRetry,
  retrying,
}: {
  booking: AdminBooking;
  onRetry: (b: AdminBooking) => void;
  retrying: boolean;
}) {
  const d = booking.delivery;
  return (
    <Card title={booking.name || booking.email} aside={<DeliveryBadge status={d.status} />}>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Facts
          items={[
            ['Email', booking.email],
            ['Phone', booking.phone],
            ['Session', `${booking.date} at ${booking.time} (${booking.timezone})`],
            ['Team size', booking.teamSize === null ? null : formatNumber(booking.teamSize)],
            [
              'Timeline',
              booking.timeline && (TIMELINE_LABELS.get(booking.timeline) ?? booking.timeline),
            ],
            [
              'Duration',
              booking.duration && (DURATION_LABELS.get(booking.duration) ?? booking.duration),
            ],
            ['Pain points', booking.painPoints],
          ]}
        />
        <Facts
          items={[
            ['Booked', formatDateTime(booking.createdAt)],
            ['Account', <UserLink key="u" user={booking.user} />],
            ['Attempts', formatNumber(d.attempts)],
            ['Last error', d.lastError],
            ['Next attempt', d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : null],
            ['Delivered', d.deliveredAt ? formatDateTime(d.deliveredAt) : null],
          ]}
        />
      </div>
      {d.status === 'failed' ? (
        <div className="mt-3">
          <Button
            variant="secondary"
            busy={retrying}
            busyLabel="Retrying…"
            onClick={() => onRetry(booking)}
            aria-label={`Retry delivery of ${booking.name || booking.email}'s booking`}
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

export function RoiCard({ lead }: { lead: AdminRoiLead }) {
  return (
    <Card
      title={`${lead.score} / 100 · ${lead.band}`}
      aside={<span className="text-sm text-muted">{formatDateTime(lead.createdAt)}</span>}
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Facts
          items={[
            ['Email', lead.email],
            ['Account', <UserLink key="u" user={lead.user} />],
          ]}
        />
        <Facts
          items={ROI_INPUT_LABELS.map(([key, label]) => [label, valueText(lead.input[key])])}
        />
      </div>
    </Card>
  );
}

export function BlueprintCard({ blueprint }: { blueprint: AdminBlueprint }) {
  return (
    <Card
      title={`Recommended: ${pathTitle(blueprint.recommendedPath)}`}
      aside={<span className="text-sm text-muted">{formatDateTime(blueprint.createdAt)}</span>}
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Facts
          items={Object.entries(blueprint.answers).map(([key, value]) => [
            answerLabel(key),
            valueText(value),
          ])}
        />
        <Facts
          items={[
            ['Claimed by', <UserLink key="u" user={blueprint.user} />],
            ['Claimed', blueprint.claimedAt ? formatDateTime(blueprint.claimedAt) : null],
          ]}
        />
      </div>
    </Card>
  );
}
