import {
  LAST_ROI_REMINDER_KEEPS_DAYS,
  ROI_REMEASURE_DAYS,
  type Locale,
  type SavedRoiEstimate,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const DAY = 86_400_000;

/** A village leader whose ROI estimate's re-measure may be due (ADR 051). */
export interface RoiRemeasureFact {
  userId: string;
  email: string;
  timezone: string;
  locale: Locale;
  estimates: SavedRoiEstimate[];
}

/**
 * Village leaders (the re-measure is offered on /build-village) whose first saved estimate is
 * between 29 days and the last re-measure's use ago (a day's margin for zones), with their series.
 */
export async function roiRemeasureFacts(
  db: Kysely<Database>,
  now: number,
): Promise<RoiRemeasureFact[]> {
  const last = ROI_REMEASURE_DAYS[ROI_REMEASURE_DAYS.length - 1]!;
  const open = db
    .selectFrom('roi_leads')
    .select('userId')
    .where('userId', 'is not', null)
    .groupBy('userId')
    .having(
      (eb) => eb.fn.min('createdAt'),
      '>',
      now - (last + LAST_ROI_REMINDER_KEEPS_DAYS + 1) * DAY,
    )
    .having((eb) => eb.fn.min('createdAt'), '<=', now - (ROI_REMEASURE_DAYS[0] - 1) * DAY);
  const rows = await db
    .selectFrom('roi_leads')
    .innerJoin('users', 'users.id', 'roi_leads.userId')
    .select([
      'roi_leads.id',
      'roi_leads.score',
      'roi_leads.createdAt',
      'users.id as userId',
      'users.email',
      'users.timezone',
      'users.locale',
    ])
    .where('roi_leads.userId', 'in', open)
    .where('users.accountStatus', '=', 'active')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('teams').select('teams.id').whereRef('teams.leaderId', '=', 'users.id'),
      ),
    )
    .orderBy('roi_leads.createdAt')
    .execute();
  const byUser = new Map<string, RoiRemeasureFact>();
  for (const r of rows) {
    const fact = byUser.get(r.userId) ?? {
      userId: r.userId,
      email: r.email,
      timezone: r.timezone,
      locale: r.locale ?? 'en',
      estimates: [],
    };
    fact.estimates.push({ id: r.id, savedAt: Number(r.createdAt), score: r.score });
    byUser.set(r.userId, fact);
  }
  return [...byUser.values()];
}
