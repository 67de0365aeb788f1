/* eslint-disable lingui/no-unlocalized-strings -- test data: the server's answers in the tests, never shown by the app */
import {
  CheckAttemptSchema,
  gradeCheck,
  type CheckQuestion,
  type JourneyDetail,
  type JourneyList,
  type JourneyModuleItem,
  type JourneySummary,
  type ModuleCheck,
  type ModuleCompletionResult,
  type ModuleDetail,
} from '@lv/domain';
import { jsonResponse } from '../../lib/testing/fakes';

/*
 * Answers of the journeys API for the screens' tests, shaped by the domain contracts (the screens
 * parse every answer with those schemas, so a wrong shape here fails the test).
 */

export const summary = (overrides: Partial<JourneySummary> = {}): JourneySummary => ({
  id: 'amara',
  path: 'first',
  title: "Amara's Path",
  summary: 'Build digital confidence and a habit of innovation.',
  durationMonths: 6,
  focusAreas: ['Digital confidence', 'Innovation', 'Data-driven decisions'],
  recommended: true,
  version: 1,
  moduleCount: 3,
  estimatedMinutes: 135,
  cpdMinutes: 180,
  status: 'not_enrolled',
  enrolment: null,
  progress: { done: 0, required: 3, percent: 0 },
  ...overrides,
});

export const enrolment = (journeyId = 'amara') => ({
  journeyId,
  version: 1,
  enrolledAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
});

export const list = (journeys: JourneySummary[], overrides: Partial<JourneyList> = {}): JourneyList => ({
  recommendedJourneyId: journeys.find((j) => j.recommended)?.id ?? null,
  blueprintPath: 'amara',
  journeys,
  ...overrides,
});

const TITLES = ['Digital confidence starts with you', 'Choosing the right tools', 'Asking better questions of data'];

export const moduleItem = (position: number, overrides: Partial<JourneyModuleItem> = {}): JourneyModuleItem => ({
  id: `m${position}`,
  slug: `module-${position}`,
  title: TITLES[position - 1] ?? `Module ${position}`,
  summary: `What module ${position} teaches.`,
  position,
  required: true,
  estimatedMinutes: 45,
  cpdMinutes: 60,
  hasVideo: false,
  done: false,
  completedAt: null,
  ...overrides,
});

export const detail = (overrides: Partial<JourneyDetail> = {}): JourneyDetail => ({
  ...summary(),
  modules: [moduleItem(1), moduleItem(2), moduleItem(3)],
  months: [],
  next: { slug: 'module-1', title: TITLES[0]! },
  requirements: {
    modules: { done: 0, required: 3 },
    webinars: { attended: 0, required: 1 },
    capstone: { required: true, accepted: false },
    met: false,
  },
  capstone: { required: true, briefHtml: '<h4>Your capstone</h4><p>Lead one <strong>real</strong> change.</p>' },
  webinars: [],
  certificate: null,
  ...overrides,
});

export const moduleDetail = (overrides: Partial<ModuleDetail> = {}): ModuleDetail => ({
  id: 'm1',
  slug: 'module-1',
  journey: { id: 'amara', title: "Amara's Path" },
  title: TITLES[0]!,
  summary: 'Your team copies how you treat technology.',
  bodyHtml: '<h4>Why this starts with you</h4><p>People watch the leader <em>first</em>.</p><h5>Learn in public</h5><p>Say it out loud.</p>',
  bodyMarkdown: '## Why this starts with you',
  practiceHtml: '<p><strong>Run a swap with your team.</strong></p><ol><li>Name one task.</li></ol>',
  practiceMarkdown: '**Run a swap with your team.**',
  reflectionQuestion: 'Which digital task will you learn in public this month?',
  video: null,
  estimatedMinutes: 45,
  cpdMinutes: 60,
  position: 1,
  required: true,
  moduleCount: 3,
  previous: null,
  next: { slug: 'module-2', title: TITLES[1]! },
  enrolled: true,
  canComplete: true,
  month: null,
  completion: null,
  ...overrides,
});

export const completionResult = (overrides: Partial<ModuleCompletionResult> = {}): ModuleCompletionResult => ({
  created: true,
  completion: { completedAt: '2026-11-24T09:30:00.000Z', reflection: 'I will learn the shared calendar in public.' },
  xpAwarded: 100,
  points: 150,
  progress: { done: 1, required: 3, percent: 33 },
  next: { slug: 'module-2', title: TITLES[1]! },
  journeyCompleted: false,
  enrolment: enrolment(),
  ...overrides,
});

/** A module's knowledge check as the server keeps it (the right options: 1, 0, 2). */
export const CHECK_QUESTIONS: CheckQuestion[] = [
  {
    id: 'first-step',
    prompt: 'Your team avoids the new shared calendar. What do you do first?',
    options: [
      { text: 'Send a rule that everyone must use it.', explanation: 'A rule without an example teaches people to comply, not to learn.', correct: false },
      {
        text: 'Use it yourself, in public, and say what you got wrong.',
        explanation: 'Learning in public shows the team it is safe to be a beginner.',
        correct: true,
      },
      { text: 'Wait until the team asks for it.', explanation: 'Waiting leaves the old habit in place.', correct: false },
    ],
  },
  {
    id: 'mistake',
    prompt: 'You make a mistake with the tool in a meeting. What helps the team most?',
    options: [
      { text: 'Name it, fix it and carry on.', explanation: 'A mistake named calmly tells the team mistakes are part of learning.', correct: true },
      { text: 'Hide it and fix it later.', explanation: 'Hidden mistakes teach the team to hide theirs.', correct: false },
      { text: 'Ask someone else to run the tool from now on.', explanation: 'Handing it over says the tool is not for leaders.', correct: false },
    ],
  },
  {
    id: 'measure',
    prompt: 'How will you know the habit is spreading?',
    options: [
      { text: 'People say they like the tool.', explanation: 'Liking is not using: watch what people do.', correct: false },
      { text: 'You stop hearing complaints.', explanation: 'Silence can mean people gave up.', correct: false },
      { text: 'Others start using it without being asked.', explanation: 'Use nobody asked for is the sign of a habit.', correct: true },
    ],
  },
];

/** `GET .../check`: the questions without their answers. */
export const moduleCheck = (overrides: Partial<ModuleCheck> = {}): ModuleCheck => ({
  questions: CHECK_QUESTIONS.map((q) => ({ id: q.id, prompt: q.prompt, options: q.options.map((o) => o.text) })),
  passMark: null,
  passed: false,
  ...overrides,
});

/** A fake `POST .../check` that grades the attempt as the server does (the domain's gradeCheck). */
export const gradeAttempt =
  (passMark: number | null) =>
  (init: RequestInit | undefined): Response => {
    const attempt = CheckAttemptSchema.parse(JSON.parse(String(init?.body)));
    const grade = gradeCheck(CHECK_QUESTIONS, attempt, passMark);
    if (!grade.ok) return jsonResponse({ error: { code: 'invalid-argument', message: 'Answer every question of the check.' } }, 400);
    const { ok: _ok, ...result } = grade;
    return jsonResponse({ ...result, passMark });
  };

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fetch stand-in answering "METHOD /path" from `handlers`; anything else is a 404 in the API's
 * error shape (so a screen asking for the wrong thing shows it).
 */
export function answerWith(handlers: Record<string, Handler>) {
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (handler) return Promise.resolve(handler(init));
    return Promise.resolve(
      new Response(JSON.stringify({ error: { code: 'not-found', message: 'Not found.' } }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
}
