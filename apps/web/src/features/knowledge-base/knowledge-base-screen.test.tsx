import type { KbEntry } from '@lv/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { KnowledgeBaseScreen } from './knowledge-base-screen';

const WAIT = { timeout: 5_000 };

const entry = (id: string, category: KbEntry['category'], position: number, question: string, answer: string): KbEntry => ({
  id,
  category,
  position,
  question,
  answer,
  updatedAt: '2026-11-22T00:00:00.000Z',
});

const ENTRIES = [
  entry('p1', 'Privacy', 1, 'Can I hide from the leadership board?', 'Yes.'),
  entry('x2', 'XP, levels and streaks', 2, 'How do streaks work?', 'From day 7 awards are multiplied.\n\nMiss a day and it restarts.'),
  entry('x1', 'XP, levels and streaks', 1, 'How do I earn XP?', 'Complete Module: 100 XP'),
];

function stubFetch(answer: (url: string) => Response | Promise<Response>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(answer(url));
    }),
  );
  return urls;
}

const show = () => renderScreen(<KnowledgeBaseScreen />, { path: '/knowledge-base', auth: makeAuth({ status: 'signedOut' }) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('KnowledgeBaseScreen', () => {
  it('groups questions by category in order, as closed native disclosures', async () => {
    stubFetch(() => jsonResponse({ entries: ENTRIES }));
    show();
    await screen.findByText('How do I earn XP?', {}, WAIT);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['XP, levels and streaks', 'Privacy', 'Still have a question?']);
    const xp = screen.getByRole('region', { name: 'XP, levels and streaks' });
    expect(within(xp).getAllByRole('listitem').map((li) => li.querySelector('summary')?.textContent)).toEqual(['How do I earn XP?', 'How do streaks work?']);
    const details = screen.getByText('How do streaks work?').closest('details')!;
    expect(details.open).toBe(false);
    // A native summary: Enter and Space toggle it in browsers (the e2e spec uses the keyboard).
    await userEvent.click(screen.getByText('How do streaks work?'));
    await waitFor(() => expect(details.open).toBe(true));
    expect(within(details).getAllByText(/./, { selector: 'p' }).map((p) => p.textContent)).toEqual(['From day 7 awards are multiplied.', 'Miss a day and it restarts.']);
  });

  it('starts searched from a link with ?q= (the landing page links its dashboard answer so)', async () => {
    const urls = stubFetch((url) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      return jsonResponse({ entries: q === 'streak' ? [ENTRIES[1]] : ENTRIES });
    });
    renderScreen(<KnowledgeBaseScreen />, { path: '/knowledge-base?q=streak', auth: makeAuth({ status: 'signedOut' }) });
    await screen.findByText('1 answer matches “streak”.', {}, WAIT);
    expect(screen.getByRole('searchbox', { name: 'Search the FAQ' })).toHaveValue('streak');
    expect(urls).toEqual(['/api/knowledge-base?q=streak']);
  });

  it('debounces the search, shows the matches opened, and a no-results state that clears', async () => {
    const urls = stubFetch((url) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      if (!q) return jsonResponse({ entries: ENTRIES });
      return jsonResponse({ entries: q === 'streak' ? [ENTRIES[1]] : [] });
    });
    show();
    await screen.findByText('How do I earn XP?', {}, WAIT);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'streak');
    await screen.findByText('1 answer matches “streak”.', {}, WAIT);
    // One request for the settled text, none for each keystroke.
    expect(urls.filter((u) => u.includes('?q='))).toEqual(['/api/knowledge-base?q=streak']);
    expect(screen.queryByText('How do I earn XP?')).toBeNull();
    expect(screen.getByText('How do streaks work?').closest('details')!.open).toBe(true);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'zzz');
    await screen.findByText('No answers match “streakzzz”.', { selector: 'p.font-semibold' }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByText('How do I earn XP?', {}, WAIT);
    expect(screen.getByRole('searchbox', { name: 'Search the FAQ' })).toHaveValue('');
  });

  it('shows loading, then an error with a retry that recovers', async () => {
    let fail = true;
    stubFetch(() => (fail ? jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500) : jsonResponse({ entries: ENTRIES })));
    show();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByText('The answers could not be loaded. Check your connection and try again.', {}, WAIT);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('How do I earn XP?', {}, WAIT);
  });

  it('treats a malformed answer as an error (the shape is checked without zod)', async () => {
    stubFetch(() => jsonResponse({ entries: [{ ...ENTRIES[0], category: 'Gossip' }] }));
    show();
    await screen.findByText('The answers could not be loaded. Check your connection and try again.', {}, WAIT);
  });

  it('says so when there are no questions at all', async () => {
    stubFetch(() => jsonResponse({ entries: [] }));
    show();
    await screen.findByText('There are no questions here yet. Please come back soon.', {}, WAIT);
  });
});

describe('KnowledgeBaseScreen in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the page, the search and its counts in French', async () => {
    stubFetch((url) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      if (!q) return jsonResponse({ entries: ENTRIES });
      return jsonResponse({ entries: q === 'streak' ? [ENTRIES[1]] : ENTRIES.slice(1) });
    });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Base de connaissances' })).toBeInTheDocument();
    await screen.findByText('How do I earn XP?', {}, WAIT);
    expect(screen.getByRole('heading', { name: 'Vous avez encore une question ?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réserver un entretien' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Rechercher dans la FAQ' });
    expect(search).toHaveAttribute('placeholder', 'Par exemple : série, badges, paiement');
    await userEvent.type(search, 'streak');
    await screen.findByText('1 réponse correspond à « streak ».', {}, WAIT);
    await userEvent.type(search, 's');
    await screen.findByText('2 réponses correspondent à « streaks ».', {}, WAIT);
  });
});
