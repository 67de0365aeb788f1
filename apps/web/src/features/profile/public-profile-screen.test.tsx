import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { PublicProfileScreen } from './public-profile-screen';

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/users/:userId" element={<PublicProfileScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PublicProfileScreen', () => {
  it('shows name, named level, XP, rank and each badge with Unlocked at 100', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          id: 'u1',
          name: 'Amina Okafor',
          image: null,
          bio: null,
          country: null,
          personalityType: null,
          impact: [],
          points: 2450,
          rank: 3,
          memberSince: '2026-11-01T00:00:00.000Z',
          badges: [
            {
              id: 'b1',
              name: 'Leadership Excellence',
              description: 'd',
              criteria: 'Peer Mentoring 5 times',
              progress: 100,
              unlockedAt: '2026-11-20T00:00:00.000Z',
            },
            {
              id: 'b2',
              name: 'Data Master',
              description: 'd',
              criteria: 'Complete Module 8 times',
              progress: 37,
              unlockedAt: null,
            },
          ],
        }),
      ),
    );
    renderAt('/users/u1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amina Okafor' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Level 3 · Change Architect')).toBeInTheDocument();
    expect(screen.getByText('#3')).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Leadership Excellence progress' }),
    ).toHaveAttribute('aria-valuetext', 'Unlocked');
    expect(screen.getByRole('progressbar', { name: 'Data Master progress' })).toHaveAttribute(
      'aria-valuetext',
      '37%',
    );
  });

  it('says the rank is not shown for a learner who opted out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          id: 'u2',
          name: 'Kofi',
          image: null,
          bio: null,
          country: null,
          personalityType: null,
          impact: [],
          points: 0,
          rank: null,
          memberSince: '2026-11-01T00:00:00.000Z',
          badges: [],
        }),
      ),
    );
    renderAt('/users/u2');
    expect(await screen.findByText('Not shown')).toBeInTheDocument();
    expect(screen.getByText('Level 1 · Explorer')).toBeInTheDocument();
  });

  it('shows a not-found screen for an unknown learner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(404, { error: { code: 'not-found', message: 'That learner was not found.' } }),
      ),
    );
    renderAt('/users/nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leader not found' }),
    ).toBeInTheDocument();
  });

  it('shows photo, country, bio as text, personality type and public impact entries', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, {
          id: 'u3',
          name: 'Zanele Dube',
          image: 'https://example.com/z.png',
          bio: '<img src=x onerror="window.__xss=1">I lead 12 people.',
          country: 'ZA',
          personalityType: 'steadiness',
          points: 10,
          rank: 8,
          memberSince: '2026-11-01T00:00:00.000Z',
          badges: [],
          impact: [
            {
              id: 'e1',
              kind: 'entry',
              title: 'Shorter stand-ups',
              description: 'Cut to 15 minutes.',
              day: '2026-11-02',
              effect: { metric: 'Minutes', before: 40, after: 30 },
              visibility: 'public',
              reflectionWeek: null,
              createdAt: '2026-11-02T10:00:00.000Z',
              updatedAt: '2026-11-02T10:00:00.000Z',
            },
          ],
        }),
      ),
    );
    const { container } = renderAt('/users/u3');
    expect(await screen.findByText('South Africa')).toBeInTheDocument();
    expect(screen.getByTestId('profile-bio')).toHaveTextContent('<img src=x onerror="window.__xss=1">I lead 12 people.');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('img[src="https://example.com/z.png"]')).not.toBeNull();
    expect(screen.getByText('Steadiness')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Shorter stand-ups' })).toBeInTheDocument();
    expect(screen.getByText('(-25%)')).toBeInTheDocument();
  });

  const eliteProfile = {
    id: 'u4',
    name: 'Adéwálé Ọ̀ṣọ́',
    image: null,
    bio: null,
    country: null,
    personalityType: null,
    impact: [],
    points: 5_240,
    rank: 1,
    memberSince: '2026-11-01T00:00:00.000Z',
    badges: [],
    elite: { verifyUrl: 'http://localhost/verify/q83vEjRWeJCrze8SNFZ4kA', issuedOn: '2026-11-28' },
  };

  it('shows the elite certification mark, linking to its verification page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, eliteProfile)));
    renderAt('/users/u4');
    const mark = await screen.findByTestId('elite-mark');
    expect(mark).toHaveTextContent('Elite certified · Transformation Leader');
    expect(mark).toHaveTextContent('Reached Level 4 and completed a leadership journey.');
    expect(screen.getByRole('region', { name: 'Elite certified · Transformation Leader' })).toBe(mark);
    expect(screen.getByRole('link', { name: 'Check the elite certificate' })).toHaveAttribute('href', eliteProfile.elite.verifyUrl);
  });

  it('shows no mark without an elite certificate (or with a revoked one)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { ...eliteProfile, elite: null })));
    renderAt('/users/u4');
    expect(await screen.findByText('Level 4 · Transformation Leader')).toBeInTheDocument();
    expect(screen.queryByTestId('elite-mark')).toBeNull();
  });

  it('shows the elite mark in French', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    try {
      vi.stubGlobal('fetch', vi.fn(async () => json(200, eliteProfile)));
      renderAt('/users/u4');
      const mark = await screen.findByTestId('elite-mark');
      expect(mark).toHaveTextContent("Certifié élite · Leader de la transformation");
      expect(screen.getByRole('link', { name: "Vérifier le certificat d'élite" })).toBeInTheDocument();
    } finally {
      await loadCatalogs('en', CATALOG_NAMES);
    }
  });

  it('offline, says a profile not saved for offline use is not saved yet, with Retry', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderAt('/users/u1');
    expect(
      await screen.findByText('Not saved for offline use yet; it will load when you are back online.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
