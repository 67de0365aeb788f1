import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  AdminCapstoneQuerySchema,
  type AdminCapstoneItem,
  type AdminCapstoneQuery,
} from '@lv/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useSearchParamsUpdate } from '../../hooks/use-search-params-update';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useCapstoneQueue } from './api/capstones-api';
import { capstoneAwardName } from './capstone-award';
import { StatusBadge } from './components/status-badge';

const VIEWS: ReadonlyArray<{
  view: AdminCapstoneQuery['view'];
  label: MessageDescriptor;
  empty: MessageDescriptor;
}> = [
  {
    view: 'waiting',
    label: msg`Waiting for review`,
    empty: msg`No capstones are waiting for review. New submissions appear here, oldest first.`,
  },
  { view: 'reviewed', label: msg`Reviewed`, empty: msg`No capstone has been reviewed yet.` },
];

/** The queue's view and page from the address bar (anything unreadable falls back to the first page of the waiting list). */
function queryFrom(params: URLSearchParams): AdminCapstoneQuery {
  const parsed = AdminCapstoneQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : AdminCapstoneQuerySchema.parse({});
}

function QueueItem({ item }: { item: AdminCapstoneItem }) {
  const version = formatNumber(item.submission);
  const reviewedAt = formatDateTime(item.reviewedAt);
  const submittedAt = formatDateTime(item.submittedAt);
  return (
    <li>
      <Link
        to={`/admin/capstones/${encodeURIComponent(item.id)}`}
        className="flex items-center gap-3 rounded-xl border border-line bg-white p-4 shadow-sm hover:border-primary"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink wrap-anywhere">{item.learner.name}</span>
            <StatusBadge status={item.status} />
          </span>
          <span className="text-muted">
            {item.journey.title} · {t`version ${version}`}
          </span>
          <span className="text-sm text-muted">
            {item.reviewedAt ? t`Reviewed ${reviewedAt}` : t`Submitted ${submittedAt}`}
          </span>
        </span>
        <ChevronRight className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** /admin/capstones: capstones waiting for review (oldest submission first) and those reviewed. */
export function AdminCapstonesScreen() {
  const { params, href, pageHref } = useSearchParamsUpdate();
  const query = queryFrom(params);
  const queue = useCapstoneQueue(query);
  const current = VIEWS.find((v) => v.view === query.view) ?? VIEWS[0]!;
  const currentLabel = i18n._(current.label);
  const action = capstoneAwardName();

  return (
    <>
      <PageHeader title={t`Capstone reviews`}>
        {t`Read each learner's capstone, then accept it or ask for changes, with feedback. Accepting awards ${action} and the journey's CPD minutes.`}
      </PageHeader>
      <nav aria-label={t`Capstone lists`} className="mb-4">
        <ul className="flex w-full flex-col rounded-xl border border-line bg-white p-1 sm:inline-flex sm:w-auto sm:flex-row">
          {VIEWS.map((v) => {
            const active = v.view === query.view;
            return (
              <li key={v.view}>
                <Link
                  to={href({ view: v.view === 'waiting' ? undefined : v.view })}
                  aria-current={active ? 'page' : undefined}
                  className={`flex min-h-11 items-center rounded-lg px-4 font-semibold ${
                    active
                      ? 'bg-primary text-white shadow-sm'
                      : 'text-muted hover:bg-primary-light hover:text-primary'
                  }`}
                >
                  {i18n._(v.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {queue.isPending ? <Spinner /> : null}
      {queue.isError ? (
        <LoadError onRetry={() => void queue.refetch()}>
          {t`The capstones could not be loaded. Check your connection and try again.`}
        </LoadError>
      ) : null}
      {queue.data ? (
        <section
          aria-labelledby="capstone-list"
          className={queue.isPlaceholderData ? 'opacity-60' : ''}
        >
          <h2 id="capstone-list" className="mb-3 text-xl font-semibold text-ink">
            {currentLabel} ({formatNumber(queue.data.total)})
          </h2>
          {queue.data.capstones.length ? (
            <ul aria-label={currentLabel} className="flex flex-col gap-3">
              {queue.data.capstones.map((item) => (
                <QueueItem key={item.id} item={item} />
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-dashed border-line bg-white p-6 text-muted">
              {i18n._(current.empty)}
            </p>
          )}
          <Pagination
            label={t`Capstone pages`}
            page={query.page}
            pageCount={Math.ceil(queue.data.total / query.pageSize)}
            hrefFor={pageHref}
          />
        </section>
      ) : null}
    </>
  );
}
