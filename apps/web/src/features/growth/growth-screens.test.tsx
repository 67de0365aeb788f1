import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROWTH_DIMENSIONS, GROWTH_STATEMENTS, type JourneyGrowth } from '@lv/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { AssessmentScreen } from './assessment-screen';
import { RateScreen } from './rate-screen';

const TOKEN = 'Rater_token-'.padEnd(43, 'x');
const score = (value: number | null) => ({
  dimensions: Object.fromEntries(
    GROWTH_DIMENSIONS.map((d) => [d, value]),
  ) as JourneyGrowth['assessments'][number]['score']['dimensions'],
  overall: value,
});
const growth = (change: Partial<JourneyGrowth> = {}): JourneyGrowth => ({
  journey: { id: 'amara', title: "Amara's Path" },
  enrolled: true,
  completedAt: null,
  due: 'baseline',
  followUpOpensAt: null,
  assessments: [],
  change: null,
  raters: { round: 'before', canInvite: 8, rounds: [] },
  ...change,
});

let calls: Array<{ method: string; path: string; body: unknown }>;
function serve(answer: (method: string, path: string, body: unknown) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, path, body });
      return Promise.resolve(answer(method, path, body));
    }),
  );
}

beforeEach(() => {
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

/** Clicks the same scale word on every statement (fireEvent: 80 user-event clicks are slow). */
const answerAll = (word: string) => {
  for (const radio of screen.getAllByRole('radio', { name: word })) fireEvent.click(radio);
};

describe('AssessmentScreen', () => {
  const auth = makeAuth({ status: 'signedIn', user: makeUser() });

  // 80 radio buttons: slow to render in jsdom on a busy machine.
  it(
    'marks the statements left unanswered and sends nothing, then sends a complete set',
    { timeout: 60_000 },
    async () => {
      const after = growth({
        due: null,
        assessments: [
          { moment: 'baseline', takenAt: '2026-12-02T10:00:00.000Z', score: score(63) },
        ],
      });
      serve((method) =>
        jsonResponse(method === 'POST' ? after : growth(), method === 'POST' ? 201 : 200),
      );
      renderScreen(<AssessmentScreen />, {
        path: '/journeys/amara/assessment',
        route: '/journeys/:journeyId/assessment',
        auth,
      });
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Baseline self-assessment' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('group')).toHaveLength(GROWTH_STATEMENTS.length);

      fireEvent.click(screen.getAllByRole('radio', { name: 'Often' })[0]!);
      fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
      expect(
        screen.getByText('Answer every statement before you send: the ones left are marked.'),
      ).toBeInTheDocument();
      expect(screen.getAllByText('Choose an answer for this statement')).toHaveLength(
        GROWTH_STATEMENTS.length - 1,
      );
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

      answerAll('Often');
      fireEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
      expect(
        await screen.findByText('Thank you. Your answers are saved; here are your scores.'),
      ).toBeInTheDocument();
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.path).toBe('/api/journeys/amara/growth/assessments');
      expect(post.body).toEqual({
        moment: 'baseline',
        answers: Object.fromEntries(GROWTH_STATEMENTS.map((s) => [s.id, 4])),
      });
      const table = screen.getByRole('table', { name: 'Your self-assessment, before and after' });
      expect(table).toHaveTextContent('Data Literacy');
      expect(table).toHaveTextContent('63%');
    },
  );

  it('asks a learner who is not enrolled to enrol first', async () => {
    serve(() => jsonResponse(growth({ enrolled: false, due: null })));
    renderScreen(<AssessmentScreen />, {
      path: '/journeys/amara/assessment',
      route: '/journeys/:journeyId/assessment',
      auth,
    });
    expect(
      await screen.findByText("Enrol in Amara's Path to take its self-assessment."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('RateScreen', () => {
  const visitor = makeAuth({ status: 'signedOut' });
  const open = {
    learnerName: 'Adaeze Okafor',
    journeyTitle: "Amara's Path",
    status: 'open',
    expiresAt: '2026-12-16T10:00:00.000Z',
  };

  it(
    'says who asks and that answers are anonymous, then sends one answer set with the comment',
    { timeout: 60_000 },
    async () => {
      serve((_m, path) =>
        path === '/api/growth/rate/lookup'
          ? jsonResponse(open)
          : jsonResponse({ status: 'answered' }),
      );
      const user = userEvent.setup();
      renderScreen(<RateScreen />, {
        path: `/growth/rate#token=${TOKEN}`,
        route: '/growth/rate',
        auth: visitor,
      });
      const intro =
        "Adaeze Okafor is following the Amara's Path journey and asks how you see their leadership.";
      expect(await screen.findByText(intro, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText(/never who said what/)).toBeInTheDocument();
      expect(calls.map((c) => c.path)).toEqual(['/api/growth/rate/lookup']);
      answerAll('Sometimes');
      await user.type(
        screen.getByLabelText('One thing they could do more of, or differently (optional)'),
        'Delegate more.',
      );
      await user.click(screen.getByRole('button', { name: 'Send my feedback' }));
      expect(
        await screen.findByText(
          'Thank you. Your answers were recorded, and this link is now closed.',
        ),
      ).toBeInTheDocument();
      expect(calls[1]).toEqual({
        method: 'POST',
        path: '/api/growth/rate',
        body: {
          token: TOKEN,
          answers: Object.fromEntries(GROWTH_STATEMENTS.map((s) => [s.id, 3])),
          comment: 'Delegate more.',
        },
      });
    },
  );

  it('says when the link was used or expired, and when it is incomplete', async () => {
    serve(() => jsonResponse({ ...open, status: 'answered' }));
    const { unmount } = renderScreen(<RateScreen />, {
      path: `/growth/rate#token=${TOKEN}`,
      route: '/growth/rate',
      auth: visitor,
    });
    expect(
      await screen.findByText('This link was already used: the answers were recorded. Thank you.'),
    ).toBeInTheDocument();
    unmount();
    renderScreen(<RateScreen />, {
      path: '/growth/rate#token=short',
      route: '/growth/rate',
      auth: visitor,
    });
    expect(
      await screen.findByText('This link is not complete. Open it again from the email.'),
    ).toBeInTheDocument();
  });
});
