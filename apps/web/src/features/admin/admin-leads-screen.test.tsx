import type { AdminBooking } from '@lv/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse } from '../../lib/testing/fakes';
import { AdminLeadsScreen } from './admin-leads-screen';

// Generous waits: the whole suite runs in parallel on two cores.
const WAIT = { timeout: 5_000 };

const booking = (
  id: string,
  status: AdminBooking['delivery']['status'],
  name: string,
): AdminBooking => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  name,
  email: `${id}@example.test`,
  phone: null,
  teamSize: 12,
  timeline: '1month',
  duration: '6months',
  date: '2026-12-01',
  time: '13:30',
  timezone: 'Africa/Lagos',
  painPoints: 'Silos',
  user: null,
  delivery: {
    status,
    attempts: status === 'failed' ? 60 : 1,
    lastError: status === 'failed' ? 'HTTP 500' : null,
    nextAttemptAt: null,
    deliveredAt: status === 'delivered' ? '2026-11-20T10:00:01.000Z' : null,
  },
});

function renderScreen(
  path: string,
  retryAnswer: () => Response = () =>
    jsonResponse({
      delivery: {
        status: 'pending',
        attempts: 0,
        lastError: 'HTTP 500',
        nextAttemptAt: '2026-11-20T10:00:00.000Z',
        deliveredAt: null,
      },
    }),
  bookings: AdminBooking[] = [booking('b1', 'failed', 'Ada Obi'), booking('b2', 'delivered', 'Dami')],
) {
  const calls: Array<{ method: string; path: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((p: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, path: p });
      if (method === 'POST') return Promise.resolve(retryAnswer());
      if (p.startsWith('/api/admin/leads/bookings'))
        return Promise.resolve(
          jsonResponse({
            items: bookings,
            total: bookings.length,
            page: 1,
            pageSize: 25,
          }),
        );
      if (p.startsWith('/api/admin/leads/roi'))
        return Promise.resolve(
          jsonResponse({
            items: [
              {
                id: 'r1',
                createdAt: '2026-11-20T10:00:00.000Z',
                score: 85,
                band: 'Critical ROI Leverage Moment',
                email: 'cfo@example.test',
                input: { teamSize: 12, desiredOutcomes: ['Retention', 'Productivity'] },
                user: null,
              },
            ],
            total: 1,
            page: 1,
            pageSize: 25,
          }),
        );
      return Promise.resolve(jsonResponse({ items: [], total: 0, page: 1, pageSize: 25 }));
    }),
  );
  const router = createMemoryRouter([{ path: '/admin/leads', Component: AdminLeadsScreen }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminLeadsScreen', () => {
  it('lists bookings with their delivery and retries a failed one', async () => {
    const { calls } = renderScreen('/admin/leads');
    const list = await screen.findByRole('list', { name: 'Bookings' }, WAIT);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Failed');
    expect(items[0]).toHaveTextContent('HTTP 500');
    expect(items[0]).toHaveTextContent('1 month');
    // Only the failed booking has a Retry button.
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(items[0]!).getByRole('button', { name: "Retry delivery of Ada Obi's booking" }),
    );
    expect(
      await screen.findByText("Ada Obi's booking is queued for delivery again.", {}, WAIT),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/leads/bookings/b1/retry' },
    ]);
  });

  it('says a stored booking is kept here, and sends it to the webhook on request', async () => {
    const { calls } = renderScreen('/admin/leads', undefined, [booking('b3', 'stored', 'Sade Stored')]);
    const [item] = within(await screen.findByRole('list', { name: 'Bookings' }, WAIT)).getAllByRole('listitem');
    expect(item).toHaveTextContent('Stored');
    expect(item).toHaveTextContent('Kept here only: no booking webhook was set when it arrived. Once one is set in the settings, you can send it.');
    await userEvent.click(within(item!).getByRole('button', { name: "Send Sade Stored's booking to the webhook" }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/api/admin/leads/bookings/b3/retry' }]);
  });

  it("shows the server's refusal of a retry", async () => {
    renderScreen('/admin/leads', () =>
      jsonResponse(
        { error: { code: 'aborted', message: 'This booking was already delivered.' } },
        409,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Retry delivery/ }, WAIT));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'This booking was already delivered.',
    );
  });

  it('filters by date and status through the address, and the CSV link follows the filters', async () => {
    const { router, calls } = renderScreen('/admin/leads');
    await screen.findByRole('list', { name: 'Bookings' }, WAIT);
    await userEvent.selectOptions(screen.getByLabelText('Delivery status'), 'failed');
    expect(router.state.location.search).toBe('?status=failed');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/leads/bookings/export?status=failed',
    );
    expect(calls.at(-1)?.path).toBe('/api/admin/leads/bookings?status=failed&page=1&pageSize=25');
  });

  it('switches tabs with the keyboard and shows ROI estimates with their inputs', async () => {
    const { router } = renderScreen('/admin/leads?status=failed');
    const tab = await screen.findByRole('tab', { name: 'Pathfinder bookings' }, WAIT);
    expect(tab).toHaveAttribute('aria-selected', 'true');
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ROI estimates' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=roi');
    const list = await screen.findByRole('list', { name: 'ROI estimates' }, WAIT);
    expect(list).toHaveTextContent('85 / 100 · Critical ROI Leverage Moment');
    expect(list).toHaveTextContent('Retention; Productivity');
    expect(screen.queryByLabelText('Delivery status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/leads/roi/export',
    );
  });

  it('says when nothing matches, and explains a bad filter in the address', async () => {
    renderScreen('/admin/leads?tab=blueprints&from=2026-02-02&to=2026-02-01');
    expect(
      await screen.findByText('No Team Blueprints match these filters.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The end date cannot be before the start date',
    );
  });
});

describe('AdminLeadsScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the tabs, the booking cards and the retry in French', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    renderScreen('/admin/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prospects et réservations' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Réservations Pathfinder' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Réservations' }, WAIT);
    const [failed] = within(list).getAllByRole('listitem');
    expect(failed).toHaveTextContent('2026-12-01 à 13:30 (Africa/Lagos)');
    expect(failed).toHaveTextContent('Tentatives');
    await userEvent.click(within(failed!).getByRole('button', { name: "Relancer l'envoi de la réservation de Ada Obi" }));
    expect(await screen.findByText("La réservation de Ada Obi est de nouveau en file d'envoi.", {}, WAIT)).toBeInTheDocument();
  });
});
