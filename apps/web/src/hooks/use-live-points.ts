import { DEFAULT_POINTS_LEVEL, pointsLevel } from '@lv/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { RECONNECT_INITIAL_MS, nextBackoffMs } from '../lib/backoff';
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

/** The points of one `points` event; anything unreadable counts as no record, so 0. */
function readPoints(data: string): number {
  try {
    const body: unknown = JSON.parse(data);
    if (typeof body === 'object' && body !== null && 'points' in body) {
      const { points } = body;
      if (typeof points === 'number' && Number.isFinite(points)) return points;
    }
  } catch {
    // Falls through to 0.
  }
  return 0;
}

/** The badge name of one `badge` event (`data: {name}`); null when unreadable. */
function readBadgeName(data: string): string | null {
  try {
    const body: unknown = JSON.parse(data);
    if (typeof body === 'object' && body !== null && 'name' in body) {
      const { name } = body;
      if (typeof name === 'string' && name.trim() !== '') return name;
    }
  } catch {
    // Falls through to null.
  }
  return null;
}

interface LivePointsOptions {
  createEventSource?: CreatePointsEventSource;
  url?: string;
  /** Called with the badge's name when the stream says an award unlocked one (`event: badge`). */
  onBadge?: (name: string) => void;
}

/**
 * The signed-in learner's live points (spec sections 4 and 7): an EventSource on the points
 * stream while `status` is 'signedIn', reconnecting after an error with exponential backoff
 * (1 s doubling to 30 s, back to 1 s after a message). Points are 0 when nobody is signed in,
 * when the record does not exist and while the stream is in error; the level is derived from the
 * points with `pointsLevel`, and is DEFAULT_POINTS_LEVEL until the first value is known.
 */
export function useLivePoints(
  auth: { status: AuthStatus; userId: string | null },
  {
    createEventSource = browserEventSource,
    url = POINTS_STREAM_URL,
    onBadge,
  }: LivePointsOptions = {},
): LivePoints {
  const badgeUnlocked = useEffectEvent((name: string) => onBadge?.(name));
  const subscriber = auth.status === 'signedIn' ? auth.userId : null;
  // The last value streamed, and whose it is, so a new sign-in never shows the previous learner's.
  const [streamed, setStreamed] = useState<{ userId: string; points: number } | null>(null);

  useEffect(() => {
    if (subscriber === null) return;
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
        setStreamed({ userId: subscriber, points: readPoints(event.data) });
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
        setStreamed({ userId: subscriber, points: 0 });
        timer = setTimeout(connect, delay);
        delay = nextBackoffMs(delay);
      };
    };

    connect();
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
      source = null;
      // The next subscription starts from "not loaded", not from this one's last value.
      setStreamed(null);
    };
  }, [subscriber, createEventSource, url]);

  if (auth.status === 'loading') return { points: 0, level: DEFAULT_POINTS_LEVEL, isLoaded: false };
  if (subscriber === null) return { points: 0, level: pointsLevel(0), isLoaded: true };
  if (streamed === null || streamed.userId !== subscriber) {
    return { points: 0, level: DEFAULT_POINTS_LEVEL, isLoaded: false };
  }
  return { points: streamed.points, level: pointsLevel(streamed.points), isLoaded: true };
}
