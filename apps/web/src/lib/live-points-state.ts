import { DEFAULT_POINTS_LEVEL, type StreamStreak } from '@lv/domain';
import { createContext, useContext } from 'react';

/** The signed-in learner's points as they change on the server (`../shared/spec/platform-spec.md` sections 4 (States and transitions) and 7 (The calls it makes)). */
export interface LivePoints {
  /** 0 when nobody is signed in, when the record does not exist, or when the stream errors. */
  points: number;
  /**
   * The points context's figure, `ceil(points / 1000)` (domain pointsLevel); DEFAULT_POINTS_LEVEL
   * before the first value. Not a level any screen shows: screens show the named level of the XP
   * (domain levelForXp; decisions.md "One level on screen").
   */
  pointsLevel: number;
  /** True once a value is known (a streamed value, or a reset to 0). */
  isLoaded: boolean;
  /** The streak and its freezes as the server last sent them; null before, and after an error. */
  streak: StreamStreak | null;
  /** Whose points these are (null when nobody is signed in). */
  userId: string | null;
}

/** Before anything is known: 0 points at the default level. */
export const INITIAL_LIVE_POINTS: LivePoints = {
  points: 0,
  pointsLevel: DEFAULT_POINTS_LEVEL,
  isLoaded: false,
  streak: null,
  userId: null,
};

export const LivePointsContext = createContext<LivePoints>(INITIAL_LIVE_POINTS);

/** The live points the app holds for the signed-in learner (the initial value without a provider). */
export function usePoints(): LivePoints {
  return useContext(LivePointsContext);
}

/** The part of EventSource the live points use, so tests can hand in a fake (jsdom has none). */
export interface PointsEventSource {
  onerror: ((event: Event) => void) | null;
  addEventListener(type: 'points' | 'badge', listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** Opens the stream; null where the browser has no EventSource. */
export type CreatePointsEventSource = (url: string) => PointsEventSource | null;
