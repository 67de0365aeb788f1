/*
 * What the learning modules (journeys, webinars, mentoring, capstones) tell the rest of the server
 * when a learner completes something, inside the transaction that records it (`../shared/spec/decisions.md`
 * "Journeys delivery" and "CPD record and credentials"). The CPD record and the certificates
 * listen here, so a completion, its CPD entry and a certificate commit together or not at all,
 * and the journeys code never imports theirs.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Who vouches for an activity in the CPD record. */
export type ActivityVerifier = 'platform' | 'peer' | 'admin';

/** One completed learning activity that counts for CPD. */
export interface CompletedActivity {
  kind: 'module' | 'webinar' | 'mentoring' | 'capstone';
  userId: string;
  /** The row that earned it (module, event, mentoring session or capstone id). */
  sourceId: string;
  /** What the record shows, e.g. the module's title. */
  title: string;
  /** The journey it belongs to, when it belongs to one. */
  journeyId: string | null;
  cpdMinutes: number;
  /** When it happened (epoch ms): the session's date, the event's start, the completion time. */
  occurredAt: number;
  verifiedBy: ActivityVerifier;
  /** The learner's reflection or evidence, plain text or Markdown source. */
  evidence: string | null;
}

/** A journey's completion rule met for the first time by an enrolled learner. */
export interface CompletedJourney {
  userId: string;
  journeyId: string;
  journeyTitle: string;
  /** The journey version the enrolment was pinned to. */
  version: number;
  completedAt: number;
}

/** A listener runs inside the recording transaction: throwing rolls the completion back. */
export interface LearningListener {
  activityCompleted?(trx: Kysely<Database>, activity: CompletedActivity): Promise<void>;
  journeyCompleted?(trx: Kysely<Database>, journey: CompletedJourney): Promise<void>;
}

/** The app's listeners, in registration order. */
export class LearningEvents {
  readonly #listeners: LearningListener[] = [];

  listen(listener: LearningListener): void {
    this.#listeners.push(listener);
  }

  /** Tells every listener, in the caller's transaction. Call once per newly recorded activity. */
  async activityCompleted(trx: Kysely<Database>, activity: CompletedActivity): Promise<void> {
    for (const l of this.#listeners) await l.activityCompleted?.(trx, activity);
  }

  /** Tells every listener, in the caller's transaction. Call once, when the rule is first met. */
  async journeyCompleted(trx: Kysely<Database>, journey: CompletedJourney): Promise<void> {
    for (const l of this.#listeners) await l.journeyCompleted?.(trx, journey);
  }
}
