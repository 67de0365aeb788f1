import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import {
  answerWith,
  CHECK_QUESTIONS,
  completionResult,
  gradeAttempt,
  moduleCheck,
  moduleDetail,
} from './journeys-test-data';
import { ModuleScreen } from './module-screen';

/** The module's knowledge check on the module screen (ADR 040), graded by a fake of the server's grading. */

const auth = makeAuth({ status: 'signedIn', user: makeUser() });
const MODULE_API = '/api/journeys/amara/modules/module-1';
const CHECK_API = `${MODULE_API}/check`;
const REFLECTION = 'I will learn the shared calendar in public.';
/** The right option of each question (journeys-test-data CHECK_QUESTIONS). */
const RIGHT = CHECK_QUESTIONS.map((q) => q.options.findIndex((o) => o.correct));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () =>
  renderScreen(<ModuleScreen />, {
    path: '/journeys/amara/modules/module-1',
    route: '/journeys/:journeyId/modules/:moduleId',
    auth,
  });

const checkPosts = () =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        String(input) === CHECK_API && (init as RequestInit | undefined)?.method === 'POST',
    )
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

const group = (index: number) =>
  screen.getByRole('group', {
    name: new RegExp(CHECK_QUESTIONS[index]!.prompt.replace('?', '\\?')),
  });

/** Chooses option `option` of question `index` (its label is the option's text). */
async function choose(user: ReturnType<typeof userEvent.setup>, index: number, option: number) {
  await user.click(
    within(group(index)).getByRole('radio', {
      name: CHECK_QUESTIONS[index]!.options[option]!.text,
    }),
  );
}

async function answerAllIn(
  user: ReturnType<typeof userEvent.setup>,
  options: number[],
  send: string,
) {
  for (const [index, option] of options.entries()) await choose(user, index, option);
  await user.click(screen.getByRole('button', { name: send }));
}
const answerAll = (user: ReturnType<typeof userEvent.setup>, options: number[]) =>
  answerAllIn(user, options, 'Check my answers');

describe('ModuleScreen: the knowledge check', () => {
  it('asks each question as a radio group after the practice, says what is missing, and shows the explanations of the answers chosen', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`GET ${CHECK_API}`]: () => jsonResponse(moduleCheck()),
        [`POST ${CHECK_API}`]: gradeAttempt(null),
      }),
    );
    render();
    const section = await screen.findByRole('region', { name: 'Knowledge check' });
    const practice = screen.getByRole('region', { name: 'Practice' });
    const reflection = screen.getByRole('region', { name: 'Reflection' });
    expect(
      practice.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      section.compareDocumentPosition(reflection) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(section).getByText(
        /There is no pass mark: it does not hold back completing the module/,
      ),
    ).toBeInTheDocument();
    expect(group(0)).toHaveAccessibleName(`Question 1 of 3${CHECK_QUESTIONS[0]!.prompt}`);
    expect(within(group(0)).getAllByRole('radio')).toHaveLength(3);

    // One question left out: nothing is sent, and focus goes to it.
    await choose(user, 0, 0);
    await choose(user, 2, RIGHT[2]!);
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Answer every question, then check your answers.',
    );
    expect(group(1)).toHaveFocus();
    expect(group(1)).toHaveAccessibleDescription('Choose an answer');
    expect(checkPosts()).toEqual([]);

    await choose(user, 1, RIGHT[1]!);
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    const heading = await within(section).findByRole('heading', { level: 3, name: '2 of 3 right' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(checkPosts()).toEqual([
      {
        answers: [
          { questionId: 'first-step', option: 0 },
          { questionId: 'mistake', option: RIGHT[1] },
          { questionId: 'measure', option: RIGHT[2] },
        ],
      },
    ]);
    const results = within(
      within(section).getByRole('list', { name: 'Your answers' }),
    ).getAllByRole('listitem');
    expect(results[0]).toHaveTextContent('Not right');
    expect(results[0]).toHaveTextContent(`Your answer: ${CHECK_QUESTIONS[0]!.options[0]!.text}`);
    expect(results[0]).toHaveTextContent(CHECK_QUESTIONS[0]!.options[0]!.explanation);
    // No pass mark: every attempt passes, so the server shows the right option.
    expect(results[0]).toHaveTextContent(
      `The right answer: ${CHECK_QUESTIONS[0]!.options[RIGHT[0]!]!.text}`,
    );
    expect(results[1]).toHaveTextContent('Right');
    expect(results[1]).toHaveTextContent(CHECK_QUESTIONS[1]!.options[RIGHT[1]!]!.explanation);
    expect(results[1]).not.toHaveTextContent('The right answer');
    expect(within(section).getByText(/^Practice: there is no pass mark/)).toBeInTheDocument();
    // Practice never holds back the completion.
    expect(screen.queryByText(/Pass the knowledge check above/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete module (+100 XP)' })).not.toHaveAttribute(
      'aria-describedby',
    );

    // Practice again: the answers are cleared.
    await user.click(within(section).getByRole('button', { name: 'Answer again' }));
    expect(group(0)).toHaveFocus();
    expect(within(section).queryAllByRole('radio', { checked: true })).toEqual([]);
  });

  it('with a pass mark: a failed attempt keeps the right answers hidden, Try again clears the answers, and a pass lets the module be completed', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`GET ${CHECK_API}`]: () => jsonResponse(moduleCheck({ passMark: 75 })),
        [`POST ${CHECK_API}`]: gradeAttempt(75),
        [`POST ${MODULE_API}/completion`]: () => jsonResponse(completionResult(), 201),
      }),
    );
    render();
    const section = await screen.findByRole('region', { name: 'Knowledge check' });
    expect(
      within(section).getByText(
        '3 questions. Get 75% or more to complete this module; you can try as often as you need.',
      ),
    ).toBeInTheDocument();
    const complete = screen.getByRole('button', { name: 'Complete module (+100 XP)' });
    expect(complete).toHaveAccessibleDescription(
      'Pass the knowledge check above (75% or more) to complete this module. You can write your reflection now.',
    );

    // 2 of 3 is below 75%.
    await answerAll(user, [0, RIGHT[1]!, RIGHT[2]!]);
    const heading = await within(section).findByRole('heading', { level: 3, name: '2 of 3 right' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      within(section).getByText('Not yet: you need 75%. Read the explanations and try again.'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(CHECK_QUESTIONS[0]!.options[0]!.explanation),
    ).toBeInTheDocument();
    expect(within(section).queryByText(/The right answer/)).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Complete module (+100 XP)' }),
    ).toHaveAccessibleDescription(/Pass the knowledge check above/);

    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(group(0)).toHaveFocus();
    expect(within(section).queryAllByRole('radio', { checked: true })).toEqual([]);
    await answerAll(user, RIGHT);
    const passed = await within(section).findByRole('heading', { level: 3, name: '3 of 3 right' });
    await waitFor(() => expect(passed).toHaveFocus());
    expect(within(section).getByText('Pass mark 75%: passed')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(checkPosts()).toHaveLength(2);

    // Passed: the completion no longer waits on it.
    expect(screen.queryByText(/Pass the knowledge check above/)).toBeNull();
    await user.click(
      screen.getByRole('textbox', {
        name: 'Which digital task will you learn in public this month?',
      }),
    );
    await user.paste(REFLECTION);
    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Module complete' }),
    ).toBeInTheDocument();
  });

  it('with a pass mark not reached, completing shows the server’s refusal in the form', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`GET ${CHECK_API}`]: () => jsonResponse(moduleCheck({ passMark: 75 })),
        [`POST ${MODULE_API}/completion`]: () =>
          jsonResponse(
            {
              error: {
                code: 'aborted',
                message: "Pass this module's knowledge check (75% or more) before completing it.",
              },
            },
            409,
          ),
      }),
    );
    render();
    const textbox = await screen.findByRole('textbox', {
      name: 'Which digital task will you learn in public this month?',
    });
    expect(
      screen.getByText(
        'Pass the knowledge check above (75% or more) to complete this module. You can write your reflection now.',
      ),
    ).toBeInTheDocument();
    await user.click(textbox);
    await user.paste(REFLECTION);
    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));
    const reflection = screen.getByRole('region', { name: 'Reflection' });
    expect(await within(reflection).findByRole('alert')).toHaveTextContent(
      "Pass this module's knowledge check (75% or more) before completing it.",
    );
    expect(textbox).toHaveValue(REFLECTION);
  });

  it('shows a check passed before as Passed (GET), with no hold on the completion, and lets it be answered again', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`GET ${CHECK_API}`]: () => jsonResponse(moduleCheck({ passMark: 75, passed: true })),
      }),
    );
    render();
    const section = await screen.findByRole('region', { name: 'Knowledge check' });
    expect(within(section).getByText('Passed')).toBeInTheDocument();
    expect(within(section).queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/Pass the knowledge check above/)).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Answer again' }));
    expect(group(0)).toHaveFocus();
    expect(within(section).getAllByRole('radio')).toHaveLength(9);
  });

  it('shows no check for a module without questions, nor to a learner not enrolled', async () => {
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () =>
          jsonResponse(moduleDetail({ enrolled: false, canComplete: false })),
        [`GET ${CHECK_API}`]: () =>
          jsonResponse(
            {
              error: {
                code: 'permission-denied',
                message: "Enrol in Amara's Path before completing its modules.",
              },
            },
            403,
          ),
      }),
    );
    const first = render();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Knowledge check' })).toBeNull();
    expect(screen.queryByText(/knowledge check/)).toBeNull();
    first.unmount();

    // answerWith answers 404 for the check: the module has no questions.
    fetchMock.mockImplementation(
      answerWith({ [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()) }),
    );
    render();
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Knowledge check' })).toBeNull();
  });

  it('says when the check could not be read, and reads it again on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`GET ${CHECK_API}`]: () =>
          fail
            ? jsonResponse({ error: { code: 'internal', message: 'Something went wrong.' } }, 500)
            : jsonResponse(moduleCheck()),
      }),
    );
    render();
    expect(
      await screen.findByText("We could not load this module's knowledge check."),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lesson' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Knowledge check' })).toBeInTheDocument();
  });
});

describe('ModuleScreen: the knowledge check in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('asks, grades and holds back the completion in French (the domain’s word: quiz)', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`GET ${CHECK_API}`]: () => jsonResponse(moduleCheck({ passMark: 75 })),
        [`POST ${CHECK_API}`]: gradeAttempt(75),
      }),
    );
    render();
    const section = await screen.findByRole('region', { name: 'Quiz' });
    expect(group(0)).toHaveAccessibleName(`Question 1 sur 3${CHECK_QUESTIONS[0]!.prompt}`);
    expect(
      screen.getByRole('button', { name: 'Terminer le module (+100 XP)' }),
    ).toHaveAccessibleDescription(
      'Réussissez le quiz ci-dessus (75 % ou plus) pour terminer ce module. Vous pouvez déjà écrire votre réflexion.',
    );
    await user.click(screen.getByRole('button', { name: 'Vérifier mes réponses' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Répondez à toutes les questions, puis vérifiez vos réponses.',
    );

    for (const [index, option] of [0, RIGHT[1]!, RIGHT[2]!].entries())
      await choose(user, index, option);
    await user.click(screen.getByRole('button', { name: 'Vérifier mes réponses' }));
    const heading = await within(section).findByRole('heading', {
      level: 3,
      name: 'Bonnes réponses : 2 sur 3',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      within(section).getByText(
        'Pas encore : il vous faut 75 %. Lisez les explications et réessayez.',
      ),
    ).toBeInTheDocument();
    expect(
      within(within(section).getByRole('list', { name: 'Vos réponses' })).getAllByRole(
        'listitem',
      )[0],
    ).toHaveTextContent(/Réponse inexacte/);
    await user.click(within(section).getByRole('button', { name: 'Réessayer' }));
    await answerAllIn(user, RIGHT, 'Vérifier mes réponses');
    expect(await within(section).findByText('Note minimale 75 % : réussi')).toBeInTheDocument();
  });
});
