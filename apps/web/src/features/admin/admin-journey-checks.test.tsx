import type { AdminJourneyDetail, CheckQuestion } from '@lv/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { AdminJourneyScreen } from './admin-journey-screen';
import {
  detail,
  draftModule,
  olderPage,
  polyfillDialog,
  stubApi,
  type Call,
} from './admin-journeys-test-data';

/*
 * Authoring knowledge checks on /admin/journeys/:journeyId (ADR 040): a module's questions in its
 * dialog (checked with the domain schema before sending), their French beside the English, and
 * the journey's pass mark with the completion rule.
 */

const WAIT = { timeout: 5_000 };
const admin = makeAuth({ status: 'signedIn', user: makeUser({ role: 'admin' }) });
const show = () =>
  renderScreen(<AdminJourneyScreen />, {
    path: '/admin/journeys/j-1',
    route: '/admin/journeys/:journeyId',
    auth: admin,
  });

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

function api(current: AdminJourneyDetail) {
  return stubApi((call: Call) => {
    if (call.url.includes('/enrolments') && call.method === 'GET') return olderPage();
    return current;
  });
}

/** Puts text in a field at once (pasted: typing 30 fields one key at a time is slow). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

/** The question's expected body: options "<n>a".."<n>c", the one at `correct` right. */
const expected = (n: number, correct: number): CheckQuestion => ({
  id: `question-${n}`,
  prompt: `Question text ${n}?`,
  options: ['a', 'b', 'c'].map((letter, j) => ({
    text: `Answer ${n}${letter}`,
    explanation: `Because ${n}${letter}.`,
    correct: j === correct,
  })),
});

/** Types question `n` (1-based) of the dialog's check; chooses option `correct` (0-based) unless null. */
async function fillQuestion(
  user: UserEvent,
  dialog: HTMLElement,
  n: number,
  correct: number | null,
) {
  const list = within(dialog).getByRole('list', { name: 'Questions of the knowledge check' });
  const item = within(list).getAllByRole('listitem')[n - 1]!;
  const q = within(item);
  await fill(user, q.getByLabelText(`Question ${n}`), `Question text ${n}?`);
  for (const [j, letter] of ['a', 'b', 'c'].entries()) {
    await fill(user, q.getByLabelText(`Option ${j + 1}`), `Answer ${n}${letter}`);
    await fill(
      user,
      q.getByLabelText(`Why option ${j + 1} is right or wrong`),
      `Because ${n}${letter}.`,
    );
  }
  if (correct !== null) await user.click(q.getByLabelText(`Option ${correct + 1} is correct`));
}

async function openListen(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Edit “Lesson listen”' }, WAIT));
  return screen.getByRole('dialog', { name: 'Edit “Lesson listen”' });
}

describe('AdminJourneyScreen: knowledge checks and the pass mark', { timeout: 30_000 }, () => {
  it('adds a check of 3 questions to a module and saves them with the module', async () => {
    const user = userEvent.setup();
    const calls = api(detail());
    show();
    const dialog = await openListen(user);
    expect(
      within(dialog).getByText('No knowledge check: the reflection completes the module.'),
    ).toBeInTheDocument();
    for (let n = 1; n <= 3; n += 1) {
      await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
      await fillQuestion(user, dialog, n, n - 1);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save module' }));
    expect(
      await screen.findByText('Saved “Lesson listen” in the draft.', {}, WAIT),
    ).toBeInTheDocument();
    const [put] = writes(calls);
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('/api/admin/journeys/j-1/draft/modules/listen');
    expect(put?.body).toEqual({
      content: draftModule('listen', 1).content,
      required: true,
      knowledgeCheck: [expected(1, 0), expected(2, 1), expected(3, 2)],
      knowledgeCheckFr: [],
    });
  });

  it('says which question has no correct option and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = api(detail());
    show();
    const dialog = await openListen(user);
    for (let n = 1; n <= 3; n += 1) {
      await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
      await fillQuestion(user, dialog, n, n === 2 ? null : 0);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save module' }));
    const second = within(
      within(dialog).getByRole('list', { name: 'Questions of the knowledge check' }),
    ).getAllByRole('listitem')[1]!;
    expect(
      await within(second).findByText('Mark exactly one option correct', {}, WAIT),
    ).toBeInTheDocument();
    expect(
      within(second).getByRole('group', { name: 'Options of question 2: choose the correct one' }),
    ).toHaveAccessibleDescription('Mark exactly one option correct');
    expect(writes(calls)).toEqual([]);
    // Fewer than 3 questions is refused too, once the second is fixed and the third removed.
    await user.click(within(second).getByLabelText('Option 3 is correct'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove question 3' }));
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Add a question' })).toHaveFocus(),
      WAIT,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save module' }));
    expect(
      await within(dialog).findByText('Ask at least 3 questions, or none', {}, WAIT),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('translates a module’s questions into French beside the English, keeping their ids and correct options', async () => {
    const user = userEvent.setup();
    const check = [expected(1, 0), expected(2, 1), expected(3, 2)];
    const calls = api(
      detail({
        draft: {
          modules: [draftModule('listen', 1, { knowledgeCheck: check }), draftModule('ask', 2)],
        },
      }),
    );
    show();
    const dialog = await openListen(user);
    await user.click(within(dialog).getByLabelText(/^Translate the questions into French/));
    const french = within(dialog).getByRole('list', { name: 'French questions' });
    const items = within(french).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('English: Question text 2?');
    expect(items[1]).toHaveTextContent('English (correct): Answer 2b');
    for (const [i, item] of items.entries()) {
      const n = i + 1;
      await fill(
        user,
        within(item).getByLabelText(`Question ${n} in French`),
        `Question ${n} en français ?`,
      );
      for (const [j, letter] of ['a', 'b', 'c'].entries()) {
        await fill(
          user,
          within(item).getByLabelText(`Option ${j + 1} of question ${n} in French`),
          `Réponse ${n}${letter}`,
        );
        await fill(
          user,
          within(item).getByLabelText(`Explanation of option ${j + 1} of question ${n} in French`),
          `Parce que ${n}${letter}.`,
        );
      }
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save module' }));
    expect(
      await screen.findByText('Saved “Lesson listen” in the draft.', {}, WAIT),
    ).toBeInTheDocument();
    const [put] = writes(calls);
    const body = put?.body as {
      knowledgeCheck: CheckQuestion[];
      knowledgeCheckFr: CheckQuestion[];
    };
    expect(body.knowledgeCheck).toEqual(check);
    expect(body.knowledgeCheckFr).toEqual(
      check.map((q, i) => ({
        id: q.id,
        prompt: `Question ${i + 1} en français ?`,
        options: q.options.map((o, j) => ({
          text: `Réponse ${i + 1}${'abc'[j]}`,
          explanation: `Parce que ${i + 1}${'abc'[j]}.`,
          correct: o.correct,
        })),
      })),
    );
  });

  it('saves the pass mark with the completion rule, and empty as none', async () => {
    const user = userEvent.setup();
    const calls = api(detail());
    show();
    const field = await screen.findByLabelText('Pass mark for knowledge checks (%)', {}, WAIT);
    expect(field).toHaveAccessibleDescription(
      /completing a module that has a knowledge check also needs the check passed/,
    );
    await user.type(field, '70');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1), WAIT);
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/journeys/j-1/draft/rule',
      body: {
        rule: { requiredWebinars: 0, capstoneRequired: false },
        capstoneBrief: 'Show one change.',
        passMark: 70,
      },
    });
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('The pass mark is at least 1%', {}, WAIT)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2), WAIT);
    expect((writes(calls)[1]!.body as { passMark: unknown }).passMark).toBeNull();
  });
});
