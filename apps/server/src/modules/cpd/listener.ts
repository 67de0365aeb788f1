import { randomUUID } from 'node:crypto';
import { cleanText, CPD_TITLE_MAX, localDay, zoneOrUtc } from '@lv/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { CompletedActivity, LearningListener } from '../../lib/learning-events';
import { getSettings } from '../settings/service';
import * as repo from './repository';

/**
 * What the CPD record accepts from the learning modules. A bad event is a bug in the caller:
 * throwing rolls its completion back instead of recording nonsense minutes.
 */
const CompletedActivitySchema = z.object({
  kind: z.enum(['module', 'webinar', 'mentoring', 'capstone']),
  userId: z.string().min(1),
  sourceId: z.string().min(1).max(200),
  title: z.string().transform((v) => cleanText(v)).pipe(z.string().min(1)),
  journeyId: z.string().min(1).max(100).nullable(),
  cpdMinutes: z.number().int().min(0).max(100_000),
  occurredAt: z.number().int().min(0),
  verifiedBy: z.enum(['platform', 'peer', 'admin']),
  evidence: z.string().nullable(),
});

/**
 * Adds the CPD entry of a completed activity in the caller's transaction, once per source: a
 * repeated or concurrent event for the same (learner, kind, source) adds nothing. The entry is
 * dated on the learner's own day. An activity worth no CPD minutes adds no entry.
 */
export async function recordActivity(trx: Kysely<Database>, event: CompletedActivity, now = Date.now()): Promise<boolean> {
  const activity = CompletedActivitySchema.parse(event);
  if (activity.cpdMinutes === 0) return false;
  const learner = await repo.findLearner(trx, activity.userId);
  if (!learner) throw new Error(`CPD: no learner ${activity.userId}`);
  const settings = await getSettings(trx);
  const day = localDay(new Date(activity.occurredAt), zoneOrUtc(learner.timezone));
  const evidence = activity.evidence === null ? null : cleanText(activity.evidence) || null;
  return repo.insertEntry(trx, {
    id: randomUUID(),
    userId: activity.userId,
    type: activity.kind,
    title: activity.title.slice(0, CPD_TITLE_MAX),
    provider: settings.siteName,
    startDate: day,
    endDate: day,
    minutes: activity.cpdMinutes,
    evidence,
    verifiedBy: activity.verifiedBy,
    sourceId: activity.sourceId,
    journeyId: activity.journeyId,
    createdAt: now,
    voidedAt: null,
    voidReason: null,
  });
}

/** The CPD record's listener on the learning events. */
export const cpdListener: LearningListener = {
  activityCompleted: async (trx, activity) => {
    await recordActivity(trx, activity);
  },
};
