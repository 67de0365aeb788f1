import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../lib/offline/outbox-instance';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { answerWith, CHECK_QUESTIONS, completionResult, gradeAttempt, moduleCheck, moduleDetail } from './journeys-test-data';
import { ModuleScreen } from './module-screen';

/** Module completion and knowledge check answers through the offline queue (lib/offline/outbox.ts): written offline, sent once later. */

const MODULE_API = '/api/journeys/amara/modules/module-1';
const COMPLETION_API = `${MODULE_API}/completion`;
const CHECK_API = `${MODULE_API}/check`;
/** The right option of each question of the check (journeys-test-data CHECK_QUESTIONS). */
const RIGHT = CHECK_QUESTIONS.map((q) => q.options.findIndex((o) => o.correct));
const REFLECTION = 'I will learn the shared calendar in public.';

let online = true;
let userCount = 0;
let fetchMock: ReturnType<typeof vi.fn>;
let auth: ReturnType<typeof makeAuth>;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // Each test is another learner: the queue (IndexedDB, in memory) lists only their writes.
  userCount += 1;
  const user = makeUser({ id: `offline-learner-${userCount}` });
  auth = makeAuth({ status: 'signedIn', user });
  outbox.setUser(user.id);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () => renderScreen(<ModuleScreen />, { path: '/journeys/amara/modules/module-1', route: '/journeys/:journeyId/modules/:moduleId', auth });

const completionPosts = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === COMPLETION_API && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => ({
      key: new Headers((init as RequestInit).headers).get('Idempotency-Key'),
      body: JSON.parse(String((init as RequestInit).body)) as unknown,
    }));

const checkPosts = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === CHECK_API && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => ({
      key: new Headers((init as RequestInit).headers).get('Idempotency-Key'),
      body: JSON.parse(String((init as RequestInit).body)) as unknown,
    }));

async function completeOffline(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1 });
  online = false;
  await user.click(screen.getByRole('textbox'));
  await user.paste(REFLECTION);
  await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));
}

describe('ModuleScreen offline', () => {
  it('keeps a completion made offline on the phone (Waiting to send), then sends it once and shows it done with its XP once', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`POST ${COMPLETION_API}`]: () => jsonResponse(completionResult(), 201),
      }),
    );
    render();
    await completeOffline(user);

    const waiting = await screen.findByRole('heading', { level: 3, name: 'Waiting to send' });
    await waitFor(() => expect(waiting).toHaveFocus());
    expect(screen.getByText(/Your reflection is kept on this phone/)).toHaveAttribute('role', 'status');
    expect(screen.getByText(REFLECTION)).toBeInTheDocument();
    expect(completionPosts()).toEqual([]);

    // The network returns (app/offline-support.tsx sends the queue on `online`).
    online = true;
    await act(() => outbox.sendNow());
    const done = await screen.findByRole('heading', { level: 3, name: 'Module complete' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('You earned 100 XP')).toBeInTheDocument();
    expect(screen.getByText('Module complete. You earned 100 XP.').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Waiting to send' })).toBeNull();
    const [sent, ...more] = completionPosts();
    expect(more).toEqual([]);
    expect(sent?.body).toEqual({ reflection: REFLECTION });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);

    // Sending again finds nothing waiting: one POST, one toast.
    await act(() => outbox.sendNow());
    expect(completionPosts()).toHaveLength(1);
    expect(screen.getAllByText('Module complete. You earned 100 XP.')).toHaveLength(1);
  });

  it('shows a completion still waiting after a reload, from the queue', async () => {
    fetchMock.mockImplementation(answerWith({ [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()) }));
    online = false;
    await outbox.submit({ userId: `offline-learner-${userCount}`, kind: 'module-completion', label: 'Module completion', path: COMPLETION_API, body: { reflection: REFLECTION } });
    render();
    expect(await screen.findByRole('heading', { level: 3, name: 'Waiting to send' })).not.toHaveFocus();
    expect(screen.getByText(REFLECTION)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a refusal that comes later on the form, with the answer back in the field; a new answer lets it go', async () => {
    const user = userEvent.setup();
    let refuse = true;
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`POST ${COMPLETION_API}`]: () =>
          refuse
            ? jsonResponse({ error: { code: 'aborted', message: "This module is not part of the version of Amara's Path you are enrolled in." } }, 409)
            : jsonResponse(completionResult(), 201),
      }),
    );
    render();
    await completeOffline(user);
    await screen.findByRole('heading', { level: 3, name: 'Waiting to send' });

    online = true;
    await act(() => outbox.sendNow());
    expect(await screen.findByText("This module is not part of the version of Amara's Path you are enrolled in.")).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue(REFLECTION);
    expect(screen.queryByText(/You earned/)).toBeNull();
    expect(outbox.getSnapshot().refused).toHaveLength(1);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Complete module (+100 XP)' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Module complete' })).toBeInTheDocument();
    expect(screen.getAllByText('Module complete. You earned 100 XP.')).toHaveLength(1);
    await waitFor(() => expect(outbox.getSnapshot().refused).toEqual([]));
  });
});

describe('ModuleScreen offline: the knowledge check', () => {
  it('keeps answers given offline on the phone (labelled in the queue), then shows the graded result once they are sent', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`GET ${CHECK_API}`]: () => jsonResponse(moduleCheck({ passMark: 75 })),
        [`POST ${CHECK_API}`]: gradeAttempt(75),
      }),
    );
    render();
    const section = await screen.findByRole('region', { name: 'Knowledge check' });
    online = false;
    for (const [index, question] of CHECK_QUESTIONS.entries()) {
      const group = within(section).getByRole('group', { name: new RegExp(question.prompt.replace('?', '\\?')) });
      await user.click(within(group).getByRole('radio', { name: question.options[RIGHT[index]!]!.text }));
    }
    await user.click(within(section).getByRole('button', { name: 'Check my answers' }));

    const waiting = await within(section).findByRole('heading', { level: 3, name: 'Answers saved on this phone' });
    await waitFor(() => expect(waiting).toHaveFocus());
    expect(within(section).getByRole('status')).toHaveTextContent('They will be checked when you are back online');
    expect(within(section).getByText(CHECK_QUESTIONS[0]!.options[RIGHT[0]!]!.text)).toBeInTheDocument();
    expect(within(section).queryByRole('radio')).toBeNull();
    expect(checkPosts()).toEqual([]);
    expect(outbox.getSnapshot().waiting.map((w) => w.label)).toEqual(['Knowledge check: Digital confidence starts with you']);
    // Not passed yet: the completion still says the check comes first.
    expect(screen.getByText(/Pass the knowledge check above \(75% or more\)/)).toBeInTheDocument();

    online = true;
    await act(() => outbox.sendNow());
    const heading = await within(section).findByRole('heading', { level: 3, name: '3 of 3 right' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(section).getByText('Pass mark 75%: passed')).toBeInTheDocument();
    expect(within(section).getByText(`Your answer: ${CHECK_QUESTIONS[1]!.options[RIGHT[1]!]!.text}`)).toBeInTheDocument();
    expect(within(section).queryByRole('heading', { name: 'Answers saved on this phone' })).toBeNull();
    expect(screen.queryByText(/Pass the knowledge check above/)).toBeNull();
    const [sent, ...more] = checkPosts();
    expect(more).toEqual([]);
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toEqual({ answers: CHECK_QUESTIONS.map((q, index) => ({ questionId: q.id, option: RIGHT[index] })) });
  });

  it('shows answers still waiting after a reload, from the queue', async () => {
    fetchMock.mockImplementation(
      answerWith({
        [`GET ${MODULE_API}`]: () => jsonResponse(moduleDetail()),
        [`GET ${CHECK_API}`]: () => jsonResponse(moduleCheck()),
      }),
    );
    online = false;
    const answers = CHECK_QUESTIONS.map((q) => ({ questionId: q.id, option: 0 }));
    await outbox.submit({ userId: `offline-learner-${userCount}`, kind: 'knowledge-check', label: 'Knowledge check', path: CHECK_API, body: { answers } });
    render();
    const section = await screen.findByRole('region', { name: 'Knowledge check' });
    expect(await within(section).findByRole('heading', { level: 3, name: 'Answers saved on this phone' })).not.toHaveFocus();
    expect(within(section).getByText(CHECK_QUESTIONS[2]!.options[0]!.text)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Check my answers' })).toBeNull();
  });
});
