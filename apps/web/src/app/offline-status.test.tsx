import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../lib/format';
import { forgetCachedReads, noteApiRead } from '../lib/offline/cached-reads';
import { outbox } from '../lib/offline/outbox-instance';
import { jsonResponse } from '../lib/testing/fakes';
import { OfflineStatus } from './offline-status';

let online = true;
let userCount = 0;

function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  userCount += 1;
  outbox.setUser(`status-user-${userCount}`);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  forgetCachedReads();
});

const queueOffline = async (label: string) => {
  setOnline(false);
  await act(() => outbox.submit({ userId: `status-user-${userCount}`, kind: 'impact-entry', label, path: '/api/me/impact', body: { title: label } }));
};

describe('OfflineStatus', () => {
  it('shows nothing while online with fresh reads and an empty queue', () => {
    const { container } = render(<OfflineStatus />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says the learner is offline and lists what is waiting to send', async () => {
    render(<OfflineStatus />);
    await queueOffline('Impact entry: Shorter stand-ups');
    await queueOffline('Weekly reflection: My week');
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('You are offline. What you write is kept on this phone and sent when you are back online.');
    expect(screen.getByText('Waiting to send (2)')).toBeInTheDocument();
    const waiting = screen.getAllByTestId('outbox-waiting').map((li) => li.textContent);
    expect(waiting).toEqual(['Impact entry: Shorter stand-upsWaiting', 'Weekly reflection: My weekWaiting']);
  });

  it('says when the reads on screen were saved', () => {
    render(<OfflineStatus />);
    const savedAt = Date.UTC(2026, 10, 22, 14, 5);
    act(() => noteApiRead('/api/me/impact?page=1', new Response('{}', { headers: { 'x-lv-saved-at': String(savedAt) } })));
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(`Offline — showing what was saved at ${formatTime(savedAt)}`);
    // A fresh answer for the same read takes its place.
    act(() => noteApiRead('/api/me/impact?page=1', new Response('{}')));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it("shows the server's refusal of a queued write with its message until it is dismissed, and what was sent", async () => {
    const user = userEvent.setup();
    render(<OfflineStatus />);
    await queueOffline('Impact entry: Too late');
    await queueOffline('Impact entry: Fine');
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(
          String(init?.body).includes('Too late')
            ? jsonResponse({ error: { code: 'invalid-argument', message: 'Please check the highlighted fields.', fields: { day: 'The date cannot be in the future' } } }, 400)
            : jsonResponse({ id: 'e2' }, 201),
        ),
      ),
    );
    online = true;
    await act(() => outbox.flush());
    const refused = screen.getByTestId('outbox-refused');
    expect(refused).toHaveTextContent('Not sent: Impact entry: Too late');
    expect(refused).toHaveTextContent('Please check the highlighted fields.');
    expect(refused).toHaveTextContent('The date cannot be in the future');
    expect(screen.getByTestId('outbox-sent')).toHaveTextContent('Impact entry: Fine');
    expect(screen.getByText('Not sent (1)')).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Dismiss' }));
    // Dismissing deletes the write from IndexedDB first; the list follows once that is done.
    await waitFor(() => expect(screen.queryByTestId('outbox-refused')).toBeNull());
    expect(screen.getByText('Sent (1)')).toBeInTheDocument();
  });
});
