/** One lead as a card: a Pathfinder booking (with its delivery state), an ROI estimate, a blueprint. */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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
import { domainText } from '../../../lib/i18n/domain-text';

const TIMELINE_LABELS = new Map<string, string>(
  PATHFINDER_TIMELINE_OPTIONS.map((o) => [o.value, o.label]),
);
const DURATION_LABELS = new Map<string, string>(
  PATHFINDER_DURATION_OPTIONS.map((o) => [o.value, o.label]),
);

/** The ROI inputs in the popup's order, with their labels. */
const ROI_INPUT_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  teamSize: msg`Team size`,
  avgSalary: msg`Average monthly salary (USD)`,
  leadershipPlanPercentage: msg`With a leadership plan (%)`,
  issuesPercentage: msg`Issues from leadership gaps (%)`,
  turnoverCost: msg`Annual turnover cost (USD)`,
  projectStalls: msg`Digital projects stalled`,
  leadershipPrepTime: msg`Months to prepare a leader`,
  desiredOutcomes: msg`Desired outcomes`,
};

/** The blueprint's answers (domain onboarding fields), with their labels. */
const BLUEPRINT_ANSWER_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  teamSize: msg`Team size`,
  duration: msg`Duration`,
  challenges: msg`Challenges`,
  desiredOutcomes: msg`Desired outcomes`,
  hasMentors: msg`Has mentors`,
};

const STALLS_LABELS = new Map<string, string>(
  PROJECT_STALLS_OPTIONS.map((o) => [o.value, o.label]),
);

/**
 * A lead's answer as text: numbers in the locale's format, known codes as their labels, the
 * domain's options (English) in the page's language, lists joined.
 */
function valueText(value: unknown): string {
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return domainText(STALLS_LABELS.get(value) ?? value);
  if (Array.isArray(value)) return answerText(value.map((item) => (typeof item === 'string' ? domainText(item) : item)));
  return answerText(value);
}

/** Blueprint answer keys as words ('teamSize' → 'Team size'); an unknown key from its camelCase. */
const answerLabel = (key: string) => {
  const label = BLUEPRINT_ANSWER_LABELS[key];
  if (label) return i18n._(label);
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A recommended path id as its card title ('amara' → "Amara's Path"). */
const pathTitle = (id: string) => {
  if (id === CUSTOM_PATH_ID) return i18n._(msg`Custom Path`);
  const name = `${id.charAt(0).toUpperCase()}${id.slice(1)}`;
  // The domain's own title (journeyPaths), worded by the domain catalogue's "{name}'s Path" with its elision.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the domain's English, translated by domainText.
  return domainText(`${name}'s Path`);
};

const STATUS_STYLES: Record<DeliveryStatus, string> = {
  pending: 'bg-info-bg text-info',
  delivered: 'bg-success-bg text-success',
  failed: 'bg-error-bg text-error',
  stored: 'bg-gray-100 text-ink',
};

function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_STYLES[status]}`}
    >
      {domainText(DELIVERY_STATUS_LABELS[status])}
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
  if (!user) return <>{t`No account`}</>;
  return (
    <Link
      to={`/admin/user/${user.id}`}
      className="font-medium text-primary underline-offset-2 hover:underline"
    >
      {user.name || t`Unnamed user`}
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
        <h2 className="font-semibold text-ink wrap-anywhere">{title}</h2>
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
  const who = booking.name || booking.email;
  const { date, time, timezone } = booking;
  return (
    <Card title={booking.name || booking.email} aside={<DeliveryBadge status={d.status} />}>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Facts
          items={[
            [t`Email`, booking.email],
            [t`Phone`, booking.phone],
            [t`Session`, t`${date} at ${time} (${timezone})`],
            [t`Team size`, booking.teamSize === null ? null : formatNumber(booking.teamSize)],
            [
              t`Timeline`,
              booking.timeline && domainText(TIMELINE_LABELS.get(booking.timeline) ?? booking.timeline),
            ],
            [
              t`Duration`,
              booking.duration && domainText(DURATION_LABELS.get(booking.duration) ?? booking.duration),
            ],
            [t`Pain points`, booking.painPoints],
          ]}
        />
        <Facts
          items={[
            [t`Booked`, formatDateTime(booking.createdAt)],
            [t`Account`, <UserLink key="u" user={booking.user} />],
            [t`Attempts`, formatNumber(d.attempts)],
            [t`Last error`, d.lastError],
            [t`Next attempt`, d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : null],
            [t`Delivered`, d.deliveredAt ? formatDateTime(d.deliveredAt) : null],
          ]}
        />
      </div>
      {d.status === 'stored' ? (
        <p className="mt-3 text-sm text-muted">
          {t`Kept here only: no booking webhook was set when it arrived. Once one is set in the settings, you can send it.`}
        </p>
      ) : null}
      {d.status === 'failed' || d.status === 'stored' ? (
        <div className="mt-3">
          <Button
            variant="secondary"
            busy={retrying}
            busyLabel={d.status === 'failed' ? t`Retrying…` : t`Sending…`}
            onClick={() => onRetry(booking)}
            aria-label={d.status === 'failed' ? t`Retry delivery of ${who}'s booking` : t`Send ${who}'s booking to the webhook`}
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            {d.status === 'failed' ? t`Retry` : t`Send to the webhook`}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

export function RoiCard({ lead }: { lead: AdminRoiLead }) {
  const score = lead.score;
  const band = domainText(lead.band);
  return (
    <Card
      title={t`${score} / 100 · ${band}`}
      aside={<span className="text-sm text-muted">{formatDateTime(lead.createdAt)}</span>}
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Facts
          items={[
            [t`Email`, lead.email],
            [t`Account`, <UserLink key="u" user={lead.user} />],
          ]}
        />
        <Facts
          items={Object.entries(ROI_INPUT_LABELS).map(([key, label]) => [i18n._(label), valueText(lead.input[key])])}
        />
      </div>
    </Card>
  );
}

export function BlueprintCard({ blueprint }: { blueprint: AdminBlueprint }) {
  const path = pathTitle(blueprint.recommendedPath);
  return (
    <Card
      title={t`Recommended: ${path}`}
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
            [t`Claimed by`, <UserLink key="u" user={blueprint.user} />],
            [t({ message: `Claimed`, context: `the date a blueprint was claimed` }), blueprint.claimedAt ? formatDateTime(blueprint.claimedAt) : null],
          ]}
        />
      </div>
    </Card>
  );
}
