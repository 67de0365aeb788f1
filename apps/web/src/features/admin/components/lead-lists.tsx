/** The leads screen's paged lists, one per tab. */
import { t } from '@lingui/core/macro';
import { type AdminBooking, type LeadListQuery } from '@lv/domain';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useBlueprints, useBookings, useRetryDelivery, useRoiLeads } from '../api/admin-api';
import { BlueprintCard, BookingCard, RoiCard } from './lead-cards';
import { PageRange } from './page-range';

interface ListState<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data?: { items: T[]; total: number } | undefined;
}

/** A list's texts: its name, its pages' name, and what it says when it failed or is empty. */
interface ListTexts {
  label: string;
  pages: string;
  failed: string;
  empty: string;
}

function LeadList<T extends { id: string }>({
  list,
  texts: { label, pages, failed, empty },
  query,
  hrefFor,
  render,
}: {
  list: ListState<T>;
  texts: ListTexts;
  query: LeadListQuery;
  hrefFor: (page: number) => string;
  render: (item: T) => ReactNode;
}) {
  if (list.isPending) return <Spinner />;
  if (list.isError || !list.data)
    return <Alert tone="error">{failed}</Alert>;
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
        label={pages}
        page={query.page}
        pageCount={Math.ceil(list.data.total / query.pageSize)}
        hrefFor={hrefFor}
      />
    </div>
  );
}

export function BookingsList({
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
        setMessage({ tone: 'success', text: t`${who}'s booking is queued for delivery again.` }),
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
    });
  };
  return (
    <>
      {message ? (
        <Alert className="mb-4" tone={message.tone}>
          {message.text}
        </Alert>
      ) : null}
      <LeadList
        list={bookings}
        texts={{
          label: t`Bookings`,
          pages: t`Bookings pages`,
          failed: t`The bookings could not be loaded. Reload the page to try again.`,
          empty: t`No bookings match these filters.`,
        }}
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

export function RoiList({
  query,
  hrefFor,
}: {
  query: LeadListQuery;
  hrefFor: (page: number) => string;
}) {
  return (
    <LeadList
      list={useRoiLeads(query)}
      texts={{
        label: t`ROI estimates`,
        pages: t`ROI estimates pages`,
        failed: t`The ROI estimates could not be loaded. Reload the page to try again.`,
        empty: t`No ROI estimates match these filters.`,
      }}
      query={query}
      hrefFor={hrefFor}
      render={(l) => <RoiCard key={l.id} lead={l} />}
    />
  );
}

export function BlueprintList({
  query,
  hrefFor,
}: {
  query: LeadListQuery;
  hrefFor: (page: number) => string;
}) {
  return (
    <LeadList
      list={useBlueprints(query)}
      texts={{
        label: t`Team Blueprints`,
        pages: t`Team Blueprints pages`,
        failed: t`The Team Blueprints could not be loaded. Reload the page to try again.`,
        empty: t`No Team Blueprints match these filters.`,
      }}
      query={query}
      hrefFor={hrefFor}
      render={(b) => <BlueprintCard key={b.id} blueprint={b} />}
    />
  );
}

/** /admin/leads: Pathfinder bookings (with delivery and retry), ROI estimates and Team Blueprints. */
