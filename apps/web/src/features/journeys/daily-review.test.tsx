import type { ReviewAnswerResult, ReviewQuestion, ReviewToday } from '@lv/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { JourneysScreen } from './journeys-screen';
import { answerWith, list, summary } from './journeys-test-data';

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

const question = (id: string, overrides: Partial<ReviewQuestion> = {}): ReviewQuestion => ({
  journeyId: 'amara',
  journeyTitle: "Amara's Path",
  moduleId: 'module-1',
  moduleSlug: 'a-simple-team-dashboard',
  moduleTitle: 'A simple team dashboard',
  questionId: id,
  prompt: `What do you show first (${id})?`,
  options: [`${id}: the trend`, `${id}: every number`, `${id}: nothing`],
  ...overrides,
});
const review = (questions: ReviewQuestion[]): ReviewToday => ({
  today: '2026-12-07',
  questions,
  dueCount: questions.length,
  answeredToday: 0,
});
const wrongAnswer: ReviewAnswerResult = {
  isCorrect: false,
  explanation: 'Every number hides the one that matters.',
  correctOption: 0,
  correctExplanation: 'The trend says where the team is going.',
  nextDueDay: '2026-12-08',
};
const rightAnswer: ReviewAnswerResult = {
  isCorrect: true,
  explanation: 'The trend says where the team is going.',
  correctOption: 0,
  correctExplanation: 'The trend says where the team is going.',
  nextDueDay: '2026-12-13',
};

const render = (handlers: Parameters<typeof answerWith>[0]) => {
  fetchMock.mockImplementation(
    answerWith({
      'GET /api/journeys': () => jsonResponse(list([summary()])),
      'GET /api/me/next-steps': () => jsonResponse({ steps: [] }),
      ...handlers,
    }),
  );
  return renderScreen(<JourneysScreen />, { path: '/journeys', auth });
};
const reviewReads = () =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      String(input).endsWith('/api/me/review') &&
      !(init as RequestInit | undefined)?.method?.match(/POST/),
  );
const answersSent = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/api/me/review/answers'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('the daily review on /journeys', () => {
  it('shows no card when no question is due', async () => {
    render({ 'GET /api/me/review': () => jsonResponse(review([])) });
    expect(
      await screen.findByRole('heading', { level: 2, name: "Amara's Path" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(reviewReads()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Daily review' })).toBeNull();
  });

  it('runs the review one question at a time: choose, check, read why and the right answer, next, then a summary and a new count', async () => {
    const user = userEvent.setup();
    let left = [question('q1'), question('q2')];
    const answers = [wrongAnswer, rightAnswer];
    render({
      'GET /api/me/review': () => jsonResponse(review(left)),
      'POST /api/me/review/answers': () => jsonResponse(answers.shift()),
    });
    const card = await screen.findByRole('region', { name: 'Daily review' });
    expect(card).toHaveTextContent('2 questions to review today');
    await user.click(within(card).getByRole('button', { name: 'Start the review' }));

    const first = screen.getByRole('group', { name: 'What do you show first (q1)?' });
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByText("From A simple team dashboard (Amara's Path)")).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'What do you show first (q1)?' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer first.');
    expect(answersSent()).toEqual([]);

    await user.click(within(first).getByRole('radio', { name: 'q1: every number' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Not quite.')).toBeInTheDocument();
    expect(answersSent()).toEqual([{ moduleId: 'module-1', questionId: 'q1', option: 1 }]);
    expect(screen.getByText('Every number hides the one that matters.')).toBeInTheDocument();
    expect(screen.getByText('The right answer: q1: the trend')).toBeInTheDocument();
    expect(screen.getByText('The trend says where the team is going.')).toBeInTheDocument();
    expect(screen.getByText(/^It comes back on /)).toHaveTextContent(
      'It comes back on Dec 8, 2026.',
    );
    expect(within(first).getByRole('radio', { name: 'q1: the trend' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'What do you show first (q2)?' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'q2: the trend' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Right.')).toBeInTheDocument();
    expect(screen.queryByText(/The right answer/)).toBeNull();

    left = [];
    await user.click(screen.getByRole('button', { name: 'See how you did' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Review done' })).toHaveFocus();
    expect(screen.getByText('You got 1 of 2 right.')).toBeInTheDocument();
    await waitFor(() => expect(reviewReads()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Close the review' }));
    expect(screen.queryByRole('region', { name: /Daily review|Review done/ })).toBeNull();
  });

  it('says why the server refused an answer and lets the learner go on', async () => {
    const user = userEvent.setup();
    render({
      'GET /api/me/review': () => jsonResponse(review([question('q1'), question('q2')])),
      'POST /api/me/review/answers': () =>
        jsonResponse(
          { error: { code: 'ABORTED', message: 'This question is not due for review today.' } },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Start the review' }));
    await user.click(screen.getByRole('radio', { name: 'q1: the trend' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This question cannot be answered now: This question is not due for review today.',
    );
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when its count could not be read, and shows the card once Retry works', async () => {
    const user = userEvent.setup();
    let fail = true;
    render({
      'GET /api/me/review': () =>
        fail
          ? jsonResponse({ error: { code: 'internal', message: 'Something went wrong.' } }, 500)
          : jsonResponse(review([question('q1')])),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your daily review.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Daily review' })).toHaveTextContent(
      '1 question to review today',
    );
  });

  it('says offline that the review needs a connection, and cannot be started', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render({ 'GET /api/me/review': () => jsonResponse(review([question('q1')])) });
    const card = await screen.findByRole('region', { name: 'Daily review' });
    expect(card).toHaveTextContent(
      'The daily review needs a connection: your answers are checked on our server.',
    );
    expect(within(card).getByRole('button', { name: 'Start the review' })).toBeDisabled();
  });
});

describe('the daily review in French', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('counts, asks and answers in French', async () => {
    const user = userEvent.setup();
    render({
      'GET /api/me/review': () => jsonResponse(review([question('q1'), question('q2')])),
      'POST /api/me/review/answers': () => jsonResponse(wrongAnswer),
    });
    const card = await screen.findByRole('region', { name: 'Révision quotidienne' });
    expect(card).toHaveTextContent("2 questions à revoir aujourd'hui");
    await user.click(within(card).getByRole('button', { name: 'Commencer la révision' }));
    expect(screen.getByText('Question 1 sur 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'q1: every number' }));
    await user.click(screen.getByRole('button', { name: 'Vérifier la réponse' }));
    expect(await screen.findByText('Pas tout à fait.')).toBeInTheDocument();
    expect(screen.getByText('La bonne réponse : q1: the trend')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question suivante' })).toBeInTheDocument();
  });
});
