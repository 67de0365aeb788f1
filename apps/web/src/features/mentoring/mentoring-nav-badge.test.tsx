import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { MentoringJourneyCard } from './mentoring-journey-card';
import { MentoringNavBadge } from './mentoring-nav-badge';

const auth = makeAuth({ status: 'signedIn', user: makeUser() });
const serveCount = (count: number) => vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse({ count }))));
afterEach(() => vi.unstubAllGlobals());

describe('MentoringNavBadge and MentoringJourneyCard', () => {
  it('count the sessions waiting for an answer, for sight and for screen readers', async () => {
    serveCount(2);
    renderScreen(
      <a href="/mentoring">
        Mentoring
        <MentoringNavBadge />
      </a>,
      { path: '/', auth },
    );
    // The first render of the suite may be slow on a busy machine. (Browsers put a space between the
    // label and the badge, jsdom does not: the e2e spec checks the browser's "Mentoring 2 to confirm".)
    expect(await screen.findByRole('link', { name: /^Mentoring ?2 to confirm$/ }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('show no badge when nothing waits, while the card still leads to Mentoring', async () => {
    serveCount(0);
    const { queryClient } = renderScreen(
      <>
        <MentoringNavBadge />
        <MentoringJourneyCard />
      </>,
      { path: '/', auth },
    );
    expect(await screen.findByRole('heading', { name: 'Peer mentoring' })).toBeInTheDocument();
    await vi.waitFor(() => expect(queryClient.getQueryData(['mentoring', 'pending-count'])).toEqual({ count: 0 }));
    expect(screen.queryByText(/to confirm/)).not.toBeInTheDocument();
    expect(screen.queryByText(/waits? for your answer/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Mentoring' })).toHaveAttribute('href', '/mentoring');
  });

  it('tell the journey page how many sessions wait', async () => {
    serveCount(1);
    renderScreen(<MentoringJourneyCard />, { path: '/', auth });
    expect(await screen.findByText('1 session waits for your answer.')).toBeInTheDocument();
    expect(screen.getByText(/each confirmed session earns 80 XP/)).toBeInTheDocument();
  });
});

describe('MentoringNavBadge and MentoringJourneyCard in French', () => {
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('count the waiting sessions in French', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    serveCount(2);
    renderScreen(
      <>
        <MentoringNavBadge />
        <MentoringJourneyCard />
      </>,
      { path: '/', auth },
    );
    expect(await screen.findByText('2 à confirmer')).toBeInTheDocument();
    expect(screen.getByText('2 séances attendent votre réponse.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mentorat entre pairs' })).toBeInTheDocument();
    expect(screen.getByText(/chaque séance confirmée rapporte 80 XP/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au mentorat' })).toHaveAttribute('href', '/mentoring');
  });
});
