import {
  DEFAULT_POINTS_LEVEL,
  PointsStreamBadgeSchema,
  PointsStreamPointsSchema,
  pointsLevel,
  type StreamStreak,
} from '@lv/domain';
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { RECONNECT_INITIAL_MS, nextBackoffMs } from '../lib/backoff';
import { saveDataOn } from '../lib/save-data';
import type { AuthStatus } from '../lib/auth-state';
import type {
  CreatePointsEventSource,
  LivePoints,
  PointsEventSource,
} from '../lib/live-points-state';

/** Where the server streams the signed-in learner's points (`event: points`, `data: {points}`). */
export const POINTS_STREAM_URL = '/api/me/points/stream';

/** The browser's EventSource (same origin, so the session cookie goes along); null without one. */
const browserEventSource: CreatePointsEventSource = (url) =>
  typeof EventSource === 'undefined' ? null : new EventSource(url);

/** The JSON of one event's data; undefined when it is not JSON. */
function readJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** What one read of the points gives: the points and, when the server sends it, the streak. */
export interface PointsReading {
  points: number;
  streak: StreamStreak | null;
}

/** The points of one `points` event (domain PointsStreamPointsSchema); anything unreadable counts as no record, so 0. */
function readPoints(data: string): PointsReading {
  const body = PointsStreamPointsSchema.safeParse(readJson(data));
  return body.success
    ? { points: body.data.points, streak: body.data.streak ?? null }
    : { points: 0, streak: null };
}

/** The badge name of one `badge` event (domain PointsStreamBadgeSchema); null when unreadable. */
function readBadgeName(data: string): string | null {
  const body = PointsStreamBadgeSchema.safeParse(readJson(data));
  return body.success ? body.data.name : null;
}

/** Whether the page is hidden (a background tab, a locked phone), as a React external store. */
function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const pageHidden = () => document.hidden;
const serverHidden = () => false;

interface LivePointsOptions {
  createEventSource?: CreatePointsEventSource;
  url?: string;
  /** Called with the badge's name when the stream says an award unlocked one (`event: badge`). */
  onBadge?: (name: string) => void;
  /** Whether the browser asks to save data (`navigator.connection.saveData`); read at each render. */
  saveData?: () => boolean;
  /**
   * The learner's points read once (Save-Data mode: on start, on focus and when the tab shows);
   * without it Save-Data shows no points rather than open the stream.
   */
  fetchPoints?: (signal: AbortSignal) => Promise<PointsReading>;
}

/**
 * The signed-in learner's live points (`../shared/spec/platform-spec.md` sections 4 (States and transitions) and 7 (The calls it makes)): an EventSource on the points
 * stream while `status` is 'signedIn', reconnecting after an error with exponential backoff
 * (1 s doubling to 30 s, back to 1 s after a message). Points are 0 when nobody is signed in,
 * when the record does not exist and while the stream is in error; `pointsLevel` is derived from the
 * points (domain pointsLevel), and is DEFAULT_POINTS_LEVEL until the first value is known.
 *
 * Low data (issue 18 item 5): the stream is closed while the page is hidden and opened again when it
 * shows (it sends the current value at once). Under Save-Data no stream is opened: the points are
 * read once, then again when the window gets focus or the page shows again.
 */
export function useLivePoints(
  auth: { status: AuthStatus; userId: string | null },
  {
    createEventSource = browserEventSource,
    url = POINTS_STREAM_URL,
    onBadge,
    saveData = saveDataOn,
    fetchPoints,
  }: LivePointsOptions = {},
): LivePoints {
  const badgeUnlocked = useEffectEvent((name: string) => onBadge?.(name));
  const subscriber = auth.status === 'signedIn' ? auth.userId : null;
  const hidden = useSyncExternalStore(subscribeVisibility, pageHidden, serverHidden);
  // Read at each render (the setting can change while the tab is open); acted on at the next
  // sign-in or return to the page.
  const lowData = subscriber !== null && saveData();
  // The last value streamed, and whose it is, so a new sign-in never shows the previous learner's.
  const [streamed, setStreamed] = useState<({ userId: string } & PointsReading) | null>(null);

  // The next subscription starts from "not loaded", not from this one's last value; a pause in a
  // hidden tab keeps the value it had.
  useEffect(() => () => setStreamed(null), [subscriber]);

  // Save-Data: one read now, one on each focus or return to the page; no stream.
  const readOnce = useEffectEvent((signal: AbortSignal) => {
    if (subscriber === null || !fetchPoints) return;
    fetchPoints(signal).then(
      (reading) => {
        if (!signal.aborted) setStreamed({ userId: subscriber, ...reading });
      },
      () => {
        // Offline or refused: keep the last value; the next focus tries again.
      },
    );
  });
  useEffect(() => {
    if (subscriber === null || !lowData || hidden) return;
    const controller = new AbortController();
    readOnce(controller.signal);
    const onFocus = () => readOnce(controller.signal);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      controller.abort();
    };
  }, [subscriber, lowData, hidden]);

  useEffect(() => {
    if (subscriber === null || lowData || hidden) return;
    let source: PointsEventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_INITIAL_MS;

    const connect = () => {
      timer = undefined;
      const current = createEventSource(url);
      if (current === null) return;
      source = current;
      current.addEventListener('points', (event) => {
        if (source !== current) return;
        delay = RECONNECT_INITIAL_MS;
        setStreamed({ userId: subscriber, ...readPoints(event.data) });
      });
      current.addEventListener('badge', (event) => {
        if (source !== current) return;
        const name = readBadgeName(event.data);
        if (name !== null) badgeUnlocked(name);
      });
      current.onerror = () => {
        if (source !== current) return;
        // Our own backoff replaces the browser's fixed retry.
        current.close();
        source = null;
        setStreamed({ userId: subscriber, points: 0, streak: null });
        timer = setTimeout(connect, delay);
        delay = nextBackoffMs(delay);
      };
    };

    connect();
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
      source = null;
    };
  }, [subscriber, lowData, hidden, createEventSource, url]);

  const none = { points: 0, streak: null, userId: subscriber };
  if (auth.status === 'loading') return { ...none, pointsLevel: DEFAULT_POINTS_LEVEL, isLoaded: false };
  if (subscriber === null) return { ...none, pointsLevel: pointsLevel(0), isLoaded: true };
  if (streamed === null || streamed.userId !== subscriber) {
    return { ...none, pointsLevel: DEFAULT_POINTS_LEVEL, isLoaded: false };
  }
  return {
    points: streamed.points,
    pointsLevel: pointsLevel(streamed.points),
    streak: streamed.streak,
    userId: subscriber,
    isLoaded: true,
  };
}
