import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { DemoScreen } from './demo-screen';

const WAIT = { timeout: 5_000 };

function stubTicker(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer())));
}

const show = () => renderScreen(<DemoScreen />, { path: '/demo', auth: makeAuth({ status: 'signedOut' }) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DemoScreen', () => {
  it('shows the top learners from the public ticker with what each earned lately', async () => {
    stubTicker(() =>
      jsonResponse({
        entries: [
          { rank: 1, name: 'Amina O.', points: 1250, recent: 200 },
          { rank: 2, name: 'Kofi M.', points: 300, recent: 0 },
        ],
      }),
    );
    show();
    expect(screen.getByText('The top learners and what each earned in the last 7 days, updated every 15 seconds.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Top learners' }, WAIT);
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('1Amina O.+200 XP in 7 days1,250 XP');
    // No gain, no line for it.
    expect(rows[1]).toHaveTextContent(/^2Kofi M\.300 XP$/);
  });

  it('ticker: an empty week and an error state', async () => {
    stubTicker(() => jsonResponse({ entries: [] }));
    const first = show();
    await screen.findByText('No XP earned yet. Be the first on the board.', {}, WAIT);
    first.unmount();
    stubTicker(() => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500));
    show();
    await screen.findByText('The leaderboard could not be loaded.', {}, WAIT);
  });

  it.each([
    ['0', 'Level 1: Explorer', '501 XP to Level 2 Impact Builder'],
    ['500', 'Level 1: Explorer', '1 XP to Level 2 Impact Builder'],
    ['501', 'Level 2: Impact Builder', 'Unlocks group challenges: not open yet.'],
    ['2001', 'Level 3: Change Architect', 'Unlocks mentoring.'],
    ['5001', 'Level 4: Transformation Leader', 'This is the top level.'],
  ])('level calculator: %s XP reads %s', async (xp, level, detail) => {
    stubTicker(() => jsonResponse({ entries: [] }));
    show();
    const input = screen.getByLabelText('Your XP');
    await userEvent.clear(input);
    await userEvent.type(input, xp);
    const answer = screen.getByTestId('level-answer');
    expect(answer).toHaveTextContent(level);
    expect(answer).toHaveTextContent(detail);
  });

  it('level calculator: a negative number is refused with a message', async () => {
    stubTicker(() => jsonResponse({ entries: [] }));
    show();
    const input = screen.getByLabelText('Your XP');
    await userEvent.clear(input);
    await userEvent.type(input, '-3');
    expect(screen.getByText('Enter a number of XP from 0 to 10,000,000.')).toBeInTheDocument();
    expect(screen.queryByTestId('level-answer')).toBeNull();
  });

  it('ROI calculator: uses the domain score and band; an empty salary gets its message', async () => {
    stubTicker(() => jsonResponse({ entries: [] }));
    show();
    // Defaults: issues 40% (20), turnover 60,000 (20), 12 months (20), sometimes (10) = 70.
    await userEvent.click(screen.getByRole('button', { name: 'Calculate ROI' }));
    const answer = screen.getByTestId('roi-answer');
    expect(answer).toHaveTextContent('70 / 100');
    expect(answer).toHaveTextContent('High ROI Potential');
    expect(answer).toHaveTextContent('Big opportunity for fast transformation.');
    expect(answer).toHaveTextContent('$18,000 a year');

    await userEvent.clear(screen.getByLabelText('Average monthly salary (USD)'));
    await userEvent.click(screen.getByRole('button', { name: 'Calculate ROI' }));
    expect(screen.getByText('Average monthly salary is required')).toBeInTheDocument();
    expect(screen.queryByTestId('roi-answer')).toBeNull();

    // No outcome chosen: Calculate ROI is disabled.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Productivity' }));
    expect(screen.getByRole('button', { name: 'Calculate ROI' })).toBeDisabled();
  });

  it('calls visitors to sign up', () => {
    stubTicker(() => jsonResponse({ entries: [] }));
    show();
    expect(screen.getByRole('link', { name: 'Start Your Journey (+50 XP)' })).toHaveAttribute('href', '/auth?mode=signup');
  });
});

describe('DemoScreen in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('says each learner’s recent gain in French', async () => {
    stubTicker(() => jsonResponse({ entries: [{ rank: 1, name: 'Amina O.', points: 2400, recent: 200 }] }));
    show();
    const list = await screen.findByRole('list', { name: 'Meilleurs apprenants' }, WAIT);
    expect(within(list).getByRole('listitem')).toHaveTextContent(/^1Amina O\.\+200 XP en 7 jours2\s400 XP$/u);
  });

  it('shows the demo, the level calculator and the ROI answer in French', async () => {
    stubTicker(() => jsonResponse({ entries: [] }));
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Démo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Classement en direct' })).toBeInTheDocument();
    await screen.findByText("Aucun XP gagné pour l'instant. Soyez le premier au classement.", {}, WAIT);
    const input = screen.getByLabelText('Vos XP');
    await userEvent.clear(input);
    await userEvent.type(input, '501');
    expect(screen.getByTestId('level-answer')).toHaveTextContent(/^Niveau 2 : /u);

    await userEvent.click(screen.getByRole('button', { name: 'Calculer le ROI' }));
    const answer = screen.getByTestId('roi-answer');
    expect(answer).toHaveTextContent('70 / 100');
    // Whole dollars the French way ("18 000 $US") and the months in the plural.
    expect(answer).toHaveTextContent(/18\s000\s\$US par an/u);
    expect(answer).toHaveTextContent('5 mois plus tôt');
    expect(screen.getByRole('link', { name: 'Commencer mon parcours (+50 XP)' })).toHaveAttribute('href', '/auth?mode=signup');
  });
});
