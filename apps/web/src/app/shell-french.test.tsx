import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { computeRoiResult } from '@lv/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoiResultView } from '../components/roi-result';
import { Pagination } from '../components/ui/pagination';
import { AuthContext } from '../lib/auth-state';
import { loadCatalogs } from '../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../lib/i18n/catalog-files';
import { FakeEventSource } from '../lib/testing/fake-event-source';
import { jsonResponse, makeAuth, makeUser } from '../lib/testing/fakes';
import { AppShell } from './app-shell';
import { LivePointsProvider } from './live-points-provider';
import { NotFoundScreen } from './not-found-screen';

// The app shell and shared components read in French once the French catalogues are loaded.
beforeEach(async () => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404)));
  await loadCatalogs('fr', CATALOG_NAMES);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await loadCatalogs('en', CATALOG_NAMES);
});

function renderInRouter(element: React.ReactNode, path = '/leaderboard') {
  const router = createMemoryRouter([{ element, children: [{ path, element: <h1>Board</h1> }] }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={makeAuth({ status: 'signedIn', user: makeUser() })}>
        <LivePointsProvider>
          <RouterProvider router={router} />
        </LivePointsProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the app shell in French', () => {
  it('names the navigation, the account actions and the live points in French', () => {
    renderInRouter(<AppShell />);
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute('href', '#main');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Classement des leaders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Relevé CPD' })).toHaveAttribute('href', '/cpd');
    expect(screen.getAllByRole('button', { name: 'Se déconnecter' })[0]).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: "Passer à l'offre premium" })[0]).toHaveAttribute('href', '/upgrade');
    const chip = screen.getByRole('banner').querySelector('[aria-live="polite"]');
    expect(chip).toHaveTextContent('Chargement de vos XP');
    act(() => FakeEventSource.latest.emitPoints(1_250));
    // French groups thousands with a narrow space; the matcher reads any space as one.
    expect(chip).toHaveTextContent('1 250 XP, niveau 2');
    expect(within(screen.getByRole('banner')).getByText('Niv. 2')).toHaveAttribute('aria-hidden', 'true');
  });

  it("celebrates an unlocked badge in French", () => {
    renderInRouter(<AppShell />);
    act(() => FakeEventSource.latest.emitRaw('badge', JSON.stringify({ name: 'Data Master' })));
    const moment = screen.getByRole('region', { name: /^Badge débloqué : / });
    expect(moment).toHaveTextContent('Votre travail vous a valu le badge');
    expect(within(moment).getByRole('button', { name: 'Continuer' })).toBeInTheDocument();
  });
});

describe('shared screens and components in French', () => {
  it('says a page was not found', () => {
    renderInRouter(<NotFoundScreen />, '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Aller à la page d'accueil" })).toHaveAttribute('href', '/');
  });

  it('pages through a list with French links', () => {
    const router = createMemoryRouter([{ path: '/list', element: <Pagination label="Pages" page={2} pageCount={3} hrefFor={(p) => `/list?page=${p}`} /> }], {
      initialEntries: ['/list'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Précédent' })).toHaveAttribute('href', '/list?page=1');
    expect(screen.getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/list?page=3');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes an ROI estimate in French, with its plural and dollars', () => {
    const input = {
      teamSize: 8,
      avgSalary: 1000,
      leadershipPlanPercentage: 10,
      issuesPercentage: 20,
      turnoverCost: 10_000,
      leadershipPrepTime: 3,
      projectStalls: 'no',
      desiredOutcomes: ['Retention'],
    } as const;
    const { rerender } = render(<RoiResultView result={computeRoiResult({ ...input, desiredOutcomes: [...input.desiredOutcomes] })} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Prochaines étapes recommandées' })).toBeInTheDocument();
    // 3 months to prepare a leader: 1 month gained (singular); 12 months: 5 (plural).
    expect(screen.getByText('1 mois gagné')).toBeInTheDocument();
    expect(screen.getByText(/^\+8 % de productivité, soit environ 7\s680\s\$US par an$/)).toBeInTheDocument();
    rerender(<RoiResultView result={computeRoiResult({ ...input, leadershipPrepTime: 12, desiredOutcomes: [...input.desiredOutcomes] })} />);
    expect(screen.getByText('5 mois gagnés')).toBeInTheDocument();
  });
});
