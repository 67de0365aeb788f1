import type { AttendanceCode } from '@lv/domain';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { useAttendanceCode } from '../api/events-api';
import { AttendanceCodePanel } from './attendance-code-panel';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const SERVER_TIME = Date.parse('2030-03-12T14:30:00.000Z');

/** The code read as the screen's query holds it: the answer, made at SERVER_TIME, and when it came. */
function codeRead(): ReturnType<typeof useAttendanceCode> {
  const data: AttendanceCode = {
    state: 'open',
    code: '042917',
    rotatesAt: new Date(SERVER_TIME + 125_000).toISOString(),
    opensAt: '2030-03-12T14:00:00.000Z',
    closesAt: '2030-03-12T15:40:00.000Z',
    serverTime: new Date(SERVER_TIME).toISOString(),
  };
  // Only what the panel reads of TanStack Query's result.
  return { data, dataUpdatedAt: SERVER_TIME, isPending: false, isError: false } as unknown as ReturnType<typeof useAttendanceCode>;
}

describe('AttendanceCodePanel on a page rendered on the server', () => {
  it('hydrates the time left the server wrote, seconds later, then counts down from the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(SERVER_TIME);
    const ui = <AttendanceCodePanel code={codeRead()} timeZone="Africa/Lagos" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container.textContent).toContain('2:05');

    // The browser takes the page over 7 seconds after the server rendered it.
    vi.setSystemTime(SERVER_TIME + 7_000);
    const failed = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: failed });
    });
    expect(failed).not.toHaveBeenCalled();
    expect(screen.getByText('1:58')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('1:57')).toBeInTheDocument();
  });
});
