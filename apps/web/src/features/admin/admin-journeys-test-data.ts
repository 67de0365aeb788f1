/* eslint-disable lingui/no-unlocalized-strings -- test fixtures: the texts the admin journey tests put on screen, not text of the app. */
import type {
  AdminDraftModule,
  AdminJourneyDetail,
  AdminJourneySummary,
  OlderEnrolmentPage,
} from '@lv/domain';
import { vi } from 'vitest';
import { jsonResponse } from '../../lib/testing/fakes';

/** Answers of the admin journeys API for the screen tests. */

export const summary = (over: Partial<AdminJourneySummary> = {}): AdminJourneySummary => ({
  id: 'j-1',
  urlId: 'lead-remotely',
  slug: 'lead-remotely',
  path: null,
  title: 'Lead remotely',
  summary: 'Keep a spread-out team together.',
  currentVersion: 1,
  moduleCount: 2,
  versions: [
    {
      version: 1,
      publishedAt: '2026-11-20T10:00:00.000Z',
      moduleCount: 2,
      requiredCount: 2,
      enrolments: 3,
    },
  ],
  enrolments: 3,
  draftUpdatedAt: null,
  ...over,
});

export const draftModule = (
  slug: string,
  position: number,
  over: Partial<AdminDraftModule> = {},
): AdminDraftModule => ({
  moduleId: `m-${slug}`,
  position,
  required: true,
  state: 'unchanged',
  content: {
    slug,
    title: `Lesson ${slug}`,
    summary: 'A short lesson.',
    body: '## Why\n\nBecause.',
    practice: 'Try it.',
    reflectionQuestion: 'What did you notice?',
    video: null,
    estimatedMinutes: 20,
    cpdMinutes: 30,
  },
  knowledgeCheck: [],
  knowledgeCheckFr: [],
  ...over,
});

export const detail = (
  over: {
    journey?: Partial<AdminJourneySummary>;
    draft?: Partial<AdminJourneyDetail['draft']>;
  } = {},
): AdminJourneyDetail => ({
  journey: summary(over.journey),
  draft: {
    saved: false,
    updatedAt: null,
    basedOn: 1,
    title: 'Lead remotely',
    summary: 'Keep a spread-out team together.',
    rule: { requiredWebinars: 0, capstoneRequired: false },
    capstoneBrief: 'Show one change.',
    passMark: null,
    modules: [draftModule('listen', 1), draftModule('ask', 2)],
    removed: [],
    restorable: [],
    problems: {},
    ...over.draft,
  },
});

export const olderPage = (over: Partial<OlderEnrolmentPage> = {}): OlderEnrolmentPage => ({
  currentVersion: 2,
  total: 2,
  page: 1,
  pageSize: 50,
  learners: [
    {
      userId: 'u-1',
      name: 'Amina Okafor',
      email: 'amina@example.com',
      version: 1,
      enrolledAt: '2026-11-01T00:00:00.000Z',
      before: { done: 3, required: 4, percent: 75 },
      after: { done: 2, required: 3, percent: 66 },
    },
    {
      userId: 'u-2',
      name: 'Kofi Mensah',
      email: 'kofi@example.com',
      version: 1,
      enrolledAt: '2026-11-02T00:00:00.000Z',
      before: { done: 1, required: 4, percent: 25 },
      after: { done: 0, required: 3, percent: 0 },
    },
  ],
  ...over,
});

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Replaces fetch: every call is recorded and answered by `handler` (a Response or a JSON body). */
export function stubApi(handler: (call: Call) => Response | unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = handler(call);
      return Promise.resolve(answer instanceof Response ? answer : jsonResponse(answer));
    }),
  );
  return calls;
}

/** jsdom's <dialog> has no showModal: open it plainly so the dialog is in the accessibility tree. */
export function polyfillDialog() {
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
}
