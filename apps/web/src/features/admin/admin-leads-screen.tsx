import {
  CUSTOM_PATH_ID,
  DELIVERY_STATUSES,
  DELIVERY_STATUS_LABELS,
  LEAD_KINDS,
  LeadListQuerySchema,
  PATHFINDER_DURATION_OPTIONS,
  PATHFINDER_TIMELINE_OPTIONS,
  PROJECT_STALLS_OPTIONS,
  answerText,
  type AdminBlueprint,
  type AdminBooking,
  type AdminRoiLead,
  type DeliveryStatus,
  type LeadKind,
  type LeadListQuery,
} from '@lv/domain';
import { Download, RotateCw } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { useSearchParamsUpdate } from '../../hooks/use-search-params-update';
import { formatDateTime, formatNumber } from '../../lib/format';
import {
  leadsExportUrl,
  useBlueprints,
  useBookings,
  useRetryDelivery,
  useRoiLeads,
} from './api/admin-api';
import { PageRange } from './components/page-range';
import { SelectField } from './components/select-field';

const TAB_LABELS: Record<LeadKind, string> = {
  bookings: 'Pathfinder bookings',
  roi: 'ROI estimates',
  blueprints: 'Team Blueprints',
};
const tabId = (kind: LeadKind) => `leads-tab-${kind}`;
const PANEL_ID = 'leads-panel';

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

/** The tab and list query from the address bar, and the reason when the filters were dropped. */
function stateFrom(params: URLSearchParams): {
  kind: LeadKind;
  query: LeadListQuery;
  problem?: string;
} {
  const tab = params.get('tab');
  const kind = LEAD_KINDS.find((k) => k === tab) ?? 'bookings';
  const raw = Object.fromEntries(params);
  delete raw.tab;
  if (kind !== 'bookings') delete raw.status;
  const parsed = LeadListQuerySchema.safeParse(raw);
  if (parsed.success) return { kind, query: parsed.data };
  return {
    kind,
    query: LeadListQuerySchema.parse({}),
    problem: parsed.error.issues[0]?.message,
  };
}

function LeadTabs({ kind, onChange }: { kind: LeadKind; onChange: (kind: LeadKind) => void }) {
  const tabs = useRef(new Map<LeadKind, HTMLButtonElement>());
  const select = (next: LeadKind) => {
    onChange(next);
    tabs.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LEAD_KINDS.indexOf(kind);
    const last = LEAD_KINDS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(LEAD_KINDS[target] ?? 'bookings');
  };
  return (
    <div
      role="tablist"
      aria-label="Kind of lead"
      onKeyDown={onKeyDown}
      className="mb-4 flex w-full flex-col rounded-xl border border-line bg-white p-1 sm:inline-flex sm:w-auto sm:flex-row"
    >
      {LEAD_KINDS.map((k) => {
        const selected = k === kind;
        return (
          <button
            key={k}
            ref={(el) => {
              if (el) tabs.current.set(k, el);
              else tabs.current.delete(k);
            }}
            id={tabId(k)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(k)}
            className={`min-h-11 rounded-lg px-4 font-semibold whitespace-nowrap transition-colors ${
              selected
                ? 'bg-primary text-white shadow-sm'
                : 'text-muted hover:bg-primary-light hover:text-primary'
            }`}
          >
            {TAB_LABELS[k]}
          </button>
        );
      })}
    </div>
  );
}

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

function BookingCard({
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

function RoiCard({ lead }: { lead: AdminRoiLead }) {
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

function BlueprintCard({ blueprint }: { blueprint: AdminBlueprint }) {
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

interface ListState<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data?: { items: T[]; total: number } | undefined;
}

function LeadList<T extends { id: string }>({
  list,
  label,
  empty,
  query,
  hrefFor,
  render,
}: {
  list: ListState<T>;
  label: string;
  empty: string;
  query: LeadListQuery;
  hrefFor: (page: number) => string;
  render: (item: T) => ReactNode;
}) {
  if (list.isPending) return <Spinner />;
  if (list.isError || !list.data)
    return (
      <Alert tone="error">
        The {label.toLowerCase()} could not be loaded. Reload the page to try again.
      </Alert>
    );
  return (
    <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
      {list.data.items.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-6 text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={label}>
          {list.data.items.map((item) => render(item))}
        </ul>
      )}
      <PageRange page={query.page} pageSize={query.pageSize} total={list.data.total} />
      <Pagination
        label={`${label} pages`}
        page={query.page}
        pageCount={Math.ceil(list.data.total / query.pageSize)}
        hrefFor={hrefFor}
      />
    </div>
  );
}

function BookingsList({
  query,
  hrefFor,
}: {
  query: LeadListQuery;
  hrefFor: (page: number) => string;
}) {
  const bookings = useBookings(query);
  const retry = useRetryDelivery();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const onRetry = (b: AdminBooking) => {
    setMessage(null);
    const who = b.name || b.email;
    retry.mutate(b.id, {
      onSuccess: () =>
        setMessage({ tone: 'success', text: `${who}'s booking is queued for delivery again.` }),
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
    });
  };
  return (
    <>
      {message ? (
        <Alert className="mb-4" tone={message.tone}>{message.text}</Alert>
      ) : null}
      <LeadList
        list={bookings}
        label="Bookings"
        empty="No bookings match these filters."
        query={query}
        hrefFor={hrefFor}
        render={(b) => (
          <BookingCard
            key={b.id}
            booking={b}
            onRetry={onRetry}
            retrying={retry.isPending && retry.variables === b.id}
          />
        )}
      />
    </>
  );
}

function RoiList({ query, hrefFor }: { query: LeadListQuery; hrefFor: (page: number) => string }) {
  return (
    <LeadList
      list={useRoiLeads(query)}
      label="ROI estimates"
      empty="No ROI estimates match these filters."
      query={query}
      hrefFor={hrefFor}
      render={(l) => <RoiCard key={l.id} lead={l} />}
    />
  );
}

function BlueprintList({
  query,
  hrefFor,
}: {
  query: LeadListQuery;
  hrefFor: (page: number) => string;
}) {
  return (
    <LeadList
      list={useBlueprints(query)}
      label="Team Blueprints"
      empty="No Team Blueprints match these filters."
      query={query}
      hrefFor={hrefFor}
      render={(b) => <BlueprintCard key={b.id} blueprint={b} />}
    />
  );
}

/** /admin/leads: Pathfinder bookings (with delivery and retry), ROI estimates and Team Blueprints. */
export function AdminLeadsScreen() {
  const { params, update, pageHref } = useSearchParamsUpdate();
  const { kind, query, problem } = stateFrom(params);
  const { page: _page, pageSize: _size, ...filters } = query;

  return (
    <>
      <PageHeader title="Leads and bookings">
        Pathfinder bookings and their webhook delivery, ROI estimates and Team Blueprints left on
        the landing page.
      </PageHeader>
      <LeadTabs
        kind={kind}
        onChange={(k) => update({ tab: k === 'bookings' ? undefined : k, status: undefined })}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(kind)}>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <TextField
            label="From"
            type="date"
            value={params.get('from') ?? ''}
            onChange={(e) => update({ from: e.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={params.get('to') ?? ''}
            onChange={(e) => update({ to: e.target.value })}
          />
          {kind === 'bookings' ? (
            <SelectField
              label="Delivery status"
              className="sm:w-48"
              value={query.status ?? ''}
              onChange={(e) => update({ status: e.target.value })}
              options={[
                { value: '', label: 'Any status' },
                ...DELIVERY_STATUSES.map((s) => ({ value: s, label: DELIVERY_STATUS_LABELS[s] })),
              ]}
            />
          ) : null}
          <a
            href={leadsExportUrl(kind, filters)}
            download
            className={buttonClasses('secondary', 'md', 'sm:ml-auto')}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Export CSV
          </a>
        </div>
        {problem ? (
          <Alert className="mb-4" tone="error">{problem}. Showing everything instead.</Alert>
        ) : null}
        {kind === 'bookings' ? <BookingsList query={query} hrefFor={pageHref} /> : null}
        {kind === 'roi' ? <RoiList query={query} hrefFor={pageHref} /> : null}
        {kind === 'blueprints' ? <BlueprintList query={query} hrefFor={pageHref} /> : null}
      </div>
    </>
  );
}
