import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../lib/offline/outbox-instance';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { answerWith, completionResult, moduleDetail } from './journeys-test-data';
import { ModuleScreen } from './module-screen';

/** Module completion through the offline queue (lib/offline/outbox.ts): written offline, sent once later. */

const MODULE_API = '/api/journeys/amara/modules/module-1';
const COMPLETION_API = `${MODULE_API}/completion`;
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
    .map(([, init]) => ({ key: new Headers((init as RequestInit).headers).get('Idempotency-Key'), body: JSON.parse(String((init as RequestInit).body)) as unknown }));

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
