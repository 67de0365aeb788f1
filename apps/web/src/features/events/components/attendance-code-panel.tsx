import { t } from '@lingui/core/macro';
import { displayAttendanceCode } from '@lv/domain';
import { useSyncExternalStore } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import type { useAttendanceCode } from '../api/events-api';

/** "4:05": minutes and seconds left, never negative. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The device's clock as a React store, read every second while a screen shows it (null before). */
let clockNow: number | null = null;
function subscribeClock(onTick: () => void): () => void {
  const tick = () => {
    clockNow = Date.now();
    onTick();
  };
  tick();
  const timer = window.setInterval(tick, 1_000);
  return () => {
    window.clearInterval(timer);
    clockNow = null;
  };
}
const readClock = () => clockNow;
const noClock = () => null;

/**
 * The current time by the server's clock (the device's may be off), ticking every second. Until
 * the screen is live it is the time the answer was made: the server's render of the page and the
 * browser's hydration of it, seconds later, write the same time left (a clock read in the render
 * would differ, and React would draw the screen again); the clock takes over once it is live.
 */
function useServerNow(serverTime: string | undefined, receivedAt: number): number {
  const now = useSyncExternalStore(subscribeClock, readClock, noClock);
  const offset = serverTime ? Date.parse(serverTime) - receivedAt : 0;
  return (now ?? receivedAt) + offset;
}

/**
 * The host's screen: the code learners enter, large enough to read out or show on a shared
 * screen, and how long it has left. It is read again as it rotates.
 */
export function AttendanceCodePanel({
  code,
  timeZone,
}: {
  /** The event's code, read by the screen (it waits for the first answer before it shows). */
  code: ReturnType<typeof useAttendanceCode>;
  timeZone: string;
}) {
  const now = useServerNow(code.data?.serverTime, code.dataUpdatedAt);
  const when = (iso: string) => `${formatDateTime(iso, undefined, timeZone)} (${timeZone})`;
  const opensAt = code.data ? when(code.data.opensAt) : '';
  const closesAt = code.data ? when(code.data.closesAt) : '';

  return (
    <section
      aria-labelledby="code-title"
      className="rounded-xl border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="code-title" className="text-xl font-bold text-ink">
        {t`Attendance code`}
      </h2>
      {code.isPending ? <Spinner /> : null}
      {code.isError ? (
        <Alert tone="error" className="mt-3">
          {t`The code could not be loaded. It is read again in a moment.`}
        </Alert>
      ) : null}
      {code.data?.state === 'open' && code.data.code && code.data.rotatesAt ? (
        <div className="mt-3 flex flex-col gap-2">
          <p className="text-muted">
            {t`Show or read this to participants. They enter it on the event page.`}
          </p>
          <p
            aria-live="polite"
            className="font-mono text-5xl font-bold tracking-widest text-primary sm:text-6xl"
          >
            <span className="sr-only">{t`Current code:`} </span>
            {displayAttendanceCode(code.data.code)}
          </p>
          <p className="text-ink">
            {t`Changes in`}{' '}
            <span className="font-semibold tabular-nums">
              {formatTimeLeft(Date.parse(code.data.rotatesAt) - now)}
            </span>
            . {t`Codes are accepted until ${closesAt}.`}
          </p>
        </div>
      ) : null}
      {code.data?.state === 'not_open' ? (
        <p className="mt-3 text-muted">
          {t`The code shows here from the start, ${opensAt}.`}
        </p>
      ) : null}
      {code.data?.state === 'closed' ? (
        <p className="mt-3 text-muted">
          {t`Codes closed at ${closesAt}. You can still mark attendance below.`}
        </p>
      ) : null}
      {code.data?.state === 'cancelled' ? (
        <p className="mt-3 text-muted">{t`This event was cancelled.`}</p>
      ) : null}
    </section>
  );
}
