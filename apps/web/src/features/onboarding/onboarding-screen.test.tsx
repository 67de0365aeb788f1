import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { OnboardingScreen } from './onboarding-screen';
import { WelcomeScreen } from './welcome-screen';

const blueprint = {
  teamSize: '4 to 10',
  duration: '9 months',
  challenges: ['Low Digital Confidence'],
  desiredOutcomes: ['Innovation / Ideas shared'],
  hasMentors: 'Yes',
};

let fetchMock: ReturnType<typeof vi.fn>;
const route = (handlers: Record<string, (init?: RequestInit) => Response>) =>
  fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    return Promise.resolve(handler ? handler(init) : jsonResponse({ error: { code: 'not-found', message: 'x' } }, 404));
  });

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('WelcomeScreen', () => {
  it('greets by first name, shows the +50 XP and marks the welcome as seen once', async () => {
    route({ 'POST /api/me/welcome': () => new Response(null, { status: 204 }) });
    const refresh = vi.fn(async () => null);
    renderScreen(<WelcomeScreen />, {
      path: '/welcome',
      auth: makeAuth({ status: 'signedIn', user: makeUser({ name: 'Thandiwe Moyo', welcomePending: true }) }, { refresh }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Thandiwe!' })).toBeInTheDocument();
    expect(screen.getByText('+50 XP for Onboarding Complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your Team Blueprint' })).toHaveAttribute('href', '/onboarding');
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [300, 'You add +50 XP to the 300 XP you have.'],
    [0, 'You earn your first XP.'],
  ])('speaks to a learner with %s XP as they are', (points, text) => {
    renderScreen(<WelcomeScreen />, {
      path: '/welcome',
      auth: makeAuth({ status: 'signedIn', user: makeUser() }),
      livePoints: { points, pointsLevel: points > 0 ? 1 : 0, isLoaded: true, streak: null, userId: null },
    });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('does not post again for a learner who has seen it', () => {
    renderScreen(<WelcomeScreen />, { path: '/welcome', auth: makeAuth({ status: 'signedIn', user: makeUser() }) });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('OnboardingScreen', () => {
  const auth = makeAuth({ status: 'signedIn', user: makeUser() });

  it('starts from the landing-page blueprint, keeps Continue disabled until answered, saves and shows the XP earned', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    route({
      'GET /api/me/onboarding': () => jsonResponse({ saved: null, prefill: blueprint }),
      'PUT /api/me/onboarding': (init) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse({ answers: sent, recommendedPath: 'amara', completedAt: '2026-11-22T10:00:00.000Z', xpEarned: 50, xpAwardedNow: true, points: 50 });
      },
      'GET /api/public-config': () => jsonResponse({ error: { code: 'x', message: 'x' } }, 500),
    });
    renderScreen(<OnboardingScreen />, { path: '/onboarding', auth });
    expect(await screen.findByText(/We filled in the answers you gave on our home page/)).toBeInTheDocument();
    expect(screen.getByLabelText('4 to 10')).toBeChecked();
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Step 5 unticked then answered again: the button follows the answer.
    expect(screen.getByLabelText('Yes')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('You earned 50 XP')).toBeInTheDocument();
    expect(screen.getByText("Amara's Path")).toBeInTheDocument();
    expect(screen.getByText('Onboarding complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Your Custom Journey' })).toHaveAttribute('href', '/journeys/amara');
    expect(sent).toEqual(blueprint);
  });

  it('disables Continue until the step has an answer', async () => {
    route({ 'GET /api/me/onboarding': () => jsonResponse({ saved: null, prefill: null }) });
    const user = userEvent.setup();
    renderScreen(<OnboardingScreen />, { path: '/onboarding', auth });
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(screen.getByLabelText('21 to 40'));
    expect(next).toBeEnabled();
  });

  it('shows the saved answers on a return visit', async () => {
    route({
      'GET /api/me/onboarding': () =>
        jsonResponse({ saved: { answers: blueprint, recommendedPath: 'amara', completedAt: '2026-11-20T10:00:00.000Z', xpEarned: 50 }, prefill: null }),
    });
    renderScreen(<OnboardingScreen />, { path: '/onboarding', auth });
    expect(await screen.findByRole('heading', { name: 'Your Team Blueprint is saved' })).toBeInTheDocument();
    expect(screen.getByText('Onboarding Complete: +50 XP earned')).toBeInTheDocument();
    expect(screen.getByText('Low Digital Confidence')).toBeInTheDocument();
  });

  it.each([
    ['kwame', '/journeys/kwame'],
    // The custom path is a consultation: the journeys recommend the first named path meanwhile.
    ['custom', '/journeys/amara'],
  ])('leads "View Your Custom Journey" for a %s recommendation to %s', async (recommendedPath, href) => {
    route({
      'GET /api/me/onboarding': () =>
        jsonResponse({ saved: { answers: blueprint, recommendedPath, completedAt: '2026-11-20T10:00:00.000Z', xpEarned: 50 }, prefill: null }),
    });
    renderScreen(<OnboardingScreen />, { path: '/onboarding', auth });
    expect(await screen.findByRole('link', { name: 'View Your Custom Journey' })).toHaveAttribute('href', href);
  });

  it('says which chosen challenges led to the recommendation, and that any path can be chosen instead', async () => {
    const answers = { ...blueprint, challenges: ['Team Silos', 'Skills Gaps', 'Resistance to Change'] };
    route({
      'GET /api/me/onboarding': () =>
        jsonResponse({ saved: { answers, recommendedPath: 'kwame', completedAt: '2026-11-20T10:00:00.000Z', xpEarned: 50 }, prefill: null }),
    });
    renderScreen(<OnboardingScreen />, { path: '/onboarding', auth });
    expect(await screen.findByText('We recommend it because you chose Team Silos and Resistance to Change.')).toBeInTheDocument();
    expect(screen.getByText(/It is a suggestion: you can choose any path instead\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all journeys' })).toHaveAttribute('href', '/journeys');
  });

  it('says why the custom path is recommended when no chosen challenge matches a named path', async () => {
    route({
      'GET /api/me/onboarding': () =>
        jsonResponse({
          saved: {
            answers: { ...blueprint, challenges: ['Skills Gaps'] },
            recommendedPath: 'custom',
            completedAt: '2026-11-20T10:00:00.000Z',
            xpEarned: 50,
          },
          prefill: null,
        }),
    });
    renderScreen(<OnboardingScreen />, { path: '/onboarding', auth });
    expect(
      await screen.findByText('None of the challenges you chose matches one of our named paths, so we shape a path with you.'),
    ).toBeInTheDocument();
  });

  it('shows an error with Retry when the blueprint cannot be loaded', async () => {
    route({ 'GET /api/me/onboarding': () => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500) });
    renderScreen(<OnboardingScreen />, { path: '/onboarding', auth });
    expect(await screen.findByText(/We could not load your Team Blueprint/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('welcomes the learner in French', () => {
    renderScreen(<WelcomeScreen />, {
      path: '/welcome',
      auth: makeAuth({ status: 'signedIn', user: makeUser({ name: 'Thandiwe Moyo' }) }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue, Thandiwe !' })).toBeInTheDocument();
    expect(screen.getByText('Intégration terminée : +50 XP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Créer votre diagnostic d'équipe" })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByRole('link', { name: 'Plus tard' })).toBeInTheDocument();
  });

  it('shows the saved blueprint and its recommendation in French', async () => {
    route({
      'GET /api/me/onboarding': () =>
        jsonResponse({ saved: { answers: blueprint, recommendedPath: 'amara', completedAt: '2026-11-20T10:00:00.000Z', xpEarned: 50 }, prefill: null }),
    });
    renderScreen(<OnboardingScreen />, { path: '/onboarding', auth: makeAuth({ status: 'signedIn', user: makeUser() }) });
    expect(await screen.findByRole('heading', { name: "Votre diagnostic d'équipe est enregistré" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Premiers pas' })).toBeInTheDocument();
    expect(screen.getByText("Le parcours d'Amara").closest('p')).toHaveTextContent(
      "Parcours recommandé pour votre équipe : Le parcours d'Amara (6 mois).",
    );
    expect(screen.getByText('Intégration terminée : +50 XP gagnés')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier mes réponses' })).toBeInTheDocument();
  });

  it('explains the recommendation in French', async () => {
    const answers = { ...blueprint, challenges: ['Low Digital Confidence', 'Slow Innovation'] };
    route({
      'GET /api/me/onboarding': () =>
        jsonResponse({ saved: { answers, recommendedPath: 'amara', completedAt: '2026-11-20T10:00:00.000Z', xpEarned: 50 }, prefill: null }),
    });
    renderScreen(<OnboardingScreen />, { path: '/onboarding', auth: makeAuth({ status: 'signedIn', user: makeUser() }) });
    expect(await screen.findByText(/^Nous vous le recommandons parce que vous avez choisi .+ et .+\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les parcours' })).toHaveAttribute('href', '/journeys');
  });
});
