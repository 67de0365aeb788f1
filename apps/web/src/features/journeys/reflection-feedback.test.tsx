import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReflectionFeedback } from '@lv/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { answerWith, moduleDetail } from './journeys-test-data';
import { ModuleScreen } from './module-screen';

const auth = makeAuth({ status: 'signedIn', user: makeUser() });
const MODULE_API = '/api/journeys/amara/modules/module-1';
const FEEDBACK_API = '/api/me/reflection-feedback';

const english: ReflectionFeedback = {
  language: 'en',
  findings: { action: true, firstStep: false, person: true, date: false, number: false },
  summary: 'You name a concrete action and a person or team.',
  suggestions: ['Turn it into a first step: "I will … by …", with the day you will do it.'],
  practice: "Try it in this module's practice: Run a swap with your team.",
  label: 'From your answers',
  method: 'rules-and-model',
  methodNote:
    'Read on our server by our own rules and a built-in English language model. Your text is not sent anywhere else.',
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await loadCatalogs('en', CATALOG_NAMES);
});

const render = () =>
  renderScreen(<ModuleScreen />, {
    path: '/journeys/amara/modules/module-1',
    route: '/journeys/:journeyId/modules/:moduleId',
    auth,
  });
const feedbackPosts = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(FEEDBACK_API))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('ModuleScreen: feedback on the reflection', () => {
  it('asks the server about the words in the field and shows its advice with its label, without completing the module', async () => {
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`POST ${FEEDBACK_API}`]: () => jsonResponse(english),
      }),
    );
    const user = userEvent.setup();
    render();
    const field = await screen.findByRole('textbox', {
      name: 'Which digital task will you learn in public this month?',
    });
    const button = screen.getByRole('button', { name: 'Get feedback on your reflection' });
    expect(button).toBeDisabled();
    await user.click(field);
    await user.paste('I asked my team which tool they find hardest.');
    await user.click(button);

    expect(await screen.findByText('From your answers')).toBeInTheDocument();
    expect(
      screen.getByText('You name a concrete action and a person or team.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Turn it into a first step/).tagName).toBe('LI');
    expect(
      screen.getByText("Try it in this module's practice: Run a swap with your team."),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your text is not sent anywhere else/)).toBeInTheDocument();
    expect(feedbackPosts()).toEqual([
      {
        kind: 'module',
        journeyId: 'amara',
        moduleSlug: 'module-1',
        text: 'I asked my team which tool they find hardest.',
      },
    ]);
    // Advice only: nothing was completed, and the learner can still complete the module.
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/completion'))).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Complete module (+100 XP)' })).toBeEnabled();

    // Feedback is about the words it read: editing them lets it go.
    await user.type(field, ' Next');
    expect(screen.queryByText('From your answers')).not.toBeInTheDocument();
  });

  it('says in French that feedback needs a connection, and the module can still be completed', async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith(FEEDBACK_API)
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answerWith({ [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()) })(input, init),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('textbox'));
    await user.paste('Je vais demander à mon équipe d’ici vendredi.');
    await user.click(
      screen.getByRole('button', { name: 'Obtenir des conseils sur votre réflexion' }),
    );
    expect(
      await screen.findByText(
        'Les conseils demandent une connexion. Vous pouvez tout de même terminer le module.',
      ),
    ).toBeInTheDocument();
  });
});
