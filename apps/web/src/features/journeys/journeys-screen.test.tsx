import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { JourneysScreen } from './journeys-screen';
import { answerWith as answerWithout, enrolment, list, summary } from './journeys-test-data';

/** The screen's reads, with no daily review due (daily-review.test.tsx shows one). */
const answerWith = (handlers: Parameters<typeof answerWithout>[0]) =>
  answerWithout({ 'GET /api/me/review': () => jsonResponse({ today: '2026-12-07', questions: [], dueCount: 0, answeredToday: 0 }), ...handlers });

const auth = makeAuth({ status: 'signedIn', user: makeUser() });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const kwame = summary({
  id: 'kwame',
  path: 'second',
  title: "Kwame's Path",
  durationMonths: 9,
  focusAreas: ['Change leadership', 'Team collaboration'],
  recommended: false,
  status: 'in_progress',
  enrolment: enrolment('kwame'),
  progress: { done: 3, required: 8, percent: 37 },
});

const render = () => renderScreen(<JourneysScreen />, { path: '/journeys', auth });

describe('JourneysScreen', () => {
  it('lists the recommended journey first and marked, each with its duration, focus, progress when enrolled, and Enrol or Continue', async () => {
    fetchMock.mockImplementation(answerWith({ 'GET /api/journeys': () => jsonResponse(list([summary(), kwame])) }));
    render();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 2, name: "Amara's Path" })).toBeInTheDocument();
    expect(within(first).getByText('Recommended for you')).toBeInTheDocument();
    expect(within(first).getByText('6-month journey')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Focus areas' })).toHaveTextContent('Digital confidence');
    expect(within(first).queryByRole('progressbar')).toBeNull();
    expect(within(first).getByRole('button', { name: "Enrol in Amara's Path" })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: "See the modules of Amara's Path" })).toHaveAttribute('href', '/journeys/amara');

    expect(within(second).queryByText('Recommended for you')).toBeNull();
    expect(within(second).getByText('In progress')).toBeInTheDocument();
    expect(within(second).getByText('9-month journey')).toBeInTheDocument();
    expect(within(second).getByText('3 / 8 required modules done')).toBeInTheDocument();
    expect(within(second).getByRole('progressbar', { name: "Progress through Kwame's Path" })).toHaveAttribute('aria-valuenow', '37');
    expect(within(second).getByRole('link', { name: "Continue Kwame's Path" })).toHaveAttribute('href', '/journeys/kwame');
    expect(within(second).queryByRole('button', { name: /Enrol/ })).toBeNull();
  });

  it('enrols with a PUT and opens the journey', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        'GET /api/journeys': () => jsonResponse(list([summary()])),
        'PUT /api/journeys/amara/enrolment': () => jsonResponse({ created: true, enrolment: enrolment() }, 201),
      }),
    );
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: "Enrol in Amara's Path" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/journeys/amara'));
    const puts = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(puts).toHaveLength(1);
    // No body: the server decides who enrols (the session) in what (the address).
    expect((puts[0]![1] as RequestInit).body).toBeUndefined();
  });

  it('says why an enrolment failed and stays on the list', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        'GET /api/journeys': () => jsonResponse(list([summary()])),
        'PUT /api/journeys/amara/enrolment': () =>
          jsonResponse({ error: { code: 'internal', message: 'Something went wrong.' } }, 500),
      }),
    );
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: "Enrol in Amara's Path" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not enrol you: Something went wrong. Try again.');
    expect(router.state.location.pathname).toBe('/journeys');
  });

  it('shows a skeleton with Loading... while the list loads', async () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Journeys' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows an error with Retry, and the list once Retry works', async () => {
    const user = userEvent.setup();
    let fail = true;
    fetchMock.mockImplementation(
      answerWith({
        'GET /api/journeys': () =>
          fail ? jsonResponse({ error: { code: 'internal', message: 'Something went wrong.' } }, 500) : jsonResponse(list([summary()])),
      }),
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load the journeys' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: "Amara's Path" })).toBeInTheDocument();
  });

  it('says so when no journey is published', async () => {
    fetchMock.mockImplementation(answerWith({ 'GET /api/journeys': () => jsonResponse(list([], { recommendedJourneyId: null })) }));
    render();
    expect(await screen.findByText(/No journey is published yet/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('points a custom-path blueprint to the consultation and to the journey to start with', async () => {
    fetchMock.mockImplementation(
      answerWith({ 'GET /api/journeys': () => jsonResponse(list([summary(), kwame], { blueprintPath: 'custom' })) }),
    );
    render();
    const note = await screen.findByText(/Your Team Blueprint points to a custom journey/);
    expect(note).toHaveTextContent("Until then, start with Amara's Path.");
    expect(within(note).getByRole('link', { name: /Book a custom-journey consultation/ })).toHaveAttribute('target', '_blank');
  });
});

describe('JourneysScreen in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('shows the list, its cards, their progress and their buttons in French', async () => {
    fetchMock.mockImplementation(answerWith({ 'GET /api/journeys': () => jsonResponse(list([summary({ moduleCount: 1 }), kwame])) }));
    render();

    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(screen.getByRole('heading', { level: 1, name: 'Parcours' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Parcours' })).toBeInTheDocument();
    expect(within(first).getByText('Recommandé pour vous')).toBeInTheDocument();
    expect(within(first).getByText('Parcours de 6 mois')).toBeInTheDocument();
    expect(within(first).getByText('1 module')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Axes de travail' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: "S'inscrire à « Amara's Path »" })).toHaveTextContent("S'inscrire");
    expect(within(first).getByRole('link', { name: "Voir les modules de « Amara's Path »" })).toHaveTextContent('Voir les modules');

    expect(within(second).getByText('En cours')).toBeInTheDocument();
    expect(within(second).getByText('3 modules')).toBeInTheDocument();
    expect(within(second).getByText('3 / 8 modules obligatoires terminés')).toBeInTheDocument();
    expect(within(second).getByRole('progressbar', { name: "Progression dans « Kwame's Path »" })).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: "Continuer « Kwame's Path »" })).toHaveTextContent('Continuer');
  });
});
