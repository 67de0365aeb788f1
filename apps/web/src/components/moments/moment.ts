import { createContext, useContext } from 'react';

/** A moment worth celebrating (ADR 044). */
export type Moment =
  | { kind: 'level'; level: number }
  | { kind: 'badge'; name: string }
  | { kind: 'journey'; title: string; verifyUrl: string };

/**
 * Offers a keyed moment (a badge, a certificate): shown unless this learner saw it on this device.
 */
export type OfferMoment = (key: string, moment: Moment) => void;

/**
 * The moments of the signed-in learner: the one showing, its dismissal, and the way to offer one.
 */
export interface MomentsValue {
  current: Moment | null;
  dismiss: () => void;
  offer: OfferMoment;
  /** Whose moments (null: nobody signed in, no moments). */
  userId: string | null;
}

export const MomentsContext = createContext<MomentsValue>({
  current: null,
  dismiss: () => {},
  offer: () => {},
  userId: null,
});

/** Offer a moment from a screen (e.g. a journey's certificate). */
export function useOfferMoment(): OfferMoment {
  return useContext(MomentsContext).offer;
}

/** The moment showing now, for the shell to place. */
export function useCurrentMoment(): MomentsValue {
  return useContext(MomentsContext);
}
