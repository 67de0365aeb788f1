import type { AdminUser } from '@lv/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse } from '../../lib/testing/fakes';
import { AdminUsersScreen } from './admin-users-screen';

// Generous waits: the whole suite runs in parallel on two cores.
const WAIT = { timeout: 5_000 };

const user = (n: number): AdminUser => ({
  id: `u${n}`,
  name: `Learner ${n}`,
  email: `learner${n}@example.test`,
  emailVerified: true,
  role: 'learner',
  accountStatus: 'active',
  membershipStatus: 'free',
  transformationTier: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastActive: null,
});

function renderScreen(path: string, total = 27) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((p: string) => {
      paths.push(p);
      return Promise.resolve(
        jsonResponse({ users: [user(1), user(2)], total, page: 2, pageSize: 25 }),
      );
    }),
  );
  const router = createMemoryRouter([{ path: '/admin/users', Component: AdminUsersScreen }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, paths };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminUsersScreen', () => {
  it('reads search, filters and page from the address and pages the list', async () => {
    const { paths } = renderScreen('/admin/users?q=ada&membershipStatus=paid&page=2');
    const list = await screen.findByRole('table', { name: 'Users' }, WAIT);
    expect(within(list).getByRole('link', { name: 'Learner 1' })).toHaveAttribute(
      'href',
      '/admin/user/u1',
    );
    expect(paths[0]).toBe('/api/admin/users?q=ada&membershipStatus=paid&page=2&pageSize=25');
    expect(screen.getByText('26–27 of 27')).toBeInTheDocument();
    expect(screen.getByLabelText('Membership')).toHaveValue('paid');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/users/export?q=ada&membershipStatus=paid',
    );
  });

  it('searches and filters through the address bar, back to page one', async () => {
    const { router } = renderScreen('/admin/users?page=2');
    await screen.findByRole('table', { name: 'Users' }, WAIT);
    await userEvent.type(screen.getByLabelText('Search by name or email'), 'kofi');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=kofi');
    await userEvent.selectOptions(screen.getByLabelText('Tier'), 'none');
    expect(router.state.location.search).toBe('?q=kofi&transformationTier=none');
  });

  it('links the pages keeping the search and filters, page one without a page', async () => {
    const { router } = renderScreen('/admin/users?q=ada&role=admin&page=2', 73);
    const pages = await screen.findByRole('navigation', { name: 'User pages' }, WAIT);
    expect(screen.getByText('26–50 of 73')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Page 1', 'Previous']) {
      expect(within(pages).getByRole('link', { name })).toHaveAttribute(
        'href',
        '/admin/users?q=ada&role=admin',
      );
    }
    for (const name of ['Page 3', 'Next']) {
      expect(within(pages).getByRole('link', { name })).toHaveAttribute(
        'href',
        '/admin/users?q=ada&role=admin&page=3',
      );
    }
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?q=ada&role=admin&page=3');
  });

  it('says so when nothing matches, with no page links', async () => {
    renderScreen('/admin/users?q=nobody', 0);
    expect(await screen.findByText('Nothing found', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'User pages' })).not.toBeInTheDocument();
  });

  it('says when the address asks for a page past the end, and links back to the pages there are', async () => {
    renderScreen('/admin/users?page=9', 27);
    expect(await screen.findByText('Nothing on this page: 27 in all', {}, WAIT)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'User pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/admin/users');
  });
});

describe('AdminUsersScreen in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the list, its filters and its page range in French', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    renderScreen('/admin/users?page=2');
    expect(await screen.findByRole('table', { name: 'Utilisateurs' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Aucune offre' })).toBeInTheDocument();
    expect(screen.getByText('26–27 sur 27')).toBeInTheDocument();
    expect(screen.getAllByText('Apprenant · Gratuit · Aucune offre')).toHaveLength(2);
  });
});
