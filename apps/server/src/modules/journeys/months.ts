import {
  currentMonth,
  DEFAULT_LOCALE,
  monthDoneAt,
  monthReleases,
  type JourneyMonth,
  type Locale,
  type MonthRelease,
} from '@lv/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { errors } from '../../lib/errors';
import * as repo from './repository';

/*
 * A version's months (ADR 047): stored as JSON on the version (`journey_versions.months`), each
 * module's month on its version row, the French texts in the version's translation row. When each
 * month opens for a learner is the domain's rule (journey-months.ts) from their enrolment, their
 * completions and their zone; a cohort's dates will come in as `cohortOpensAt` once cohorts run
 * journeys (none is passed yet).
 */

const StoredMonthSchema = z.object({
  title: z.string(),
  purpose: z.string(),
  liveSession: z.string(),
  practice: z.string(),
  eventId: z.string().nullable(),
});
export type StoredMonth = z.infer<typeof StoredMonthSchema>;

const MonthTextSchema = z.object({
  title: z.string().optional(),
  purpose: z.string().optional(),
  liveSession: z.string().optional(),
  practice: z.string().optional(),
});

/** The months a version stores, in order ([] for an unpaced version or unreadable JSON). */
export function parseMonths(version: { months: string }): StoredMonth[] {
  const parsed = z.array(StoredMonthSchema).safeParse(safeJson(version.months));
  return parsed.success ? parsed.data : [];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The version's months, their texts in the reader's language where translated (field by field). */
export async function localMonths(
  db: Kysely<Database>,
  version: { id: string; months: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<StoredMonth[]> {
  const months = parseMonths(version);
  if (!months.length || locale === DEFAULT_LOCALE) return months;
  const row = await db
    .selectFrom('journey_version_translations')
    .select('months')
    .where('versionId', '=', version.id)
    .where('locale', '=', locale)
    .executeTakeFirst();
  const texts = z.array(MonthTextSchema).safeParse(row?.months ? safeJson(row.months) : null);
  if (!texts.success) return months;
  return months.map((m, i) => ({ ...m, ...definedOnly(texts.data[i] ?? {}) }));
}

const definedOnly = (text: z.infer<typeof MonthTextSchema>) =>
  Object.fromEntries(Object.entries(text).filter(([, v]) => typeof v === 'string' && v !== ''));

/** The modules of each month, in version order (month n at index n - 1). */
export function modulesByMonth(
  months: readonly StoredMonth[],
  modules: readonly repo.VersionModuleRow[],
): repo.VersionModuleRow[][] {
  return months.map((_m, i) => modules.filter((m) => m.month === i + 1));
}

/** When each month opens for an enrolled learner (null unenrolled), and when each was done. */
export async function monthSchedule(
  db: Kysely<Database>,
  userId: string,
  enrolment: { enrolledAt: number } | undefined,
  byMonth: readonly repo.VersionModuleRow[][],
  completedAt: ReadonlyMap<string, number>,
  now: number,
): Promise<{ releases: MonthRelease[] | null; doneAt: Array<number | null> }> {
  const doneAt = byMonth.map((modules) => monthDoneAt(modules, completedAt));
  if (!enrolment || !byMonth.length) return { releases: null, doneAt };
  const releases = monthReleases({
    enrolledAt: Number(enrolment.enrolledAt),
    timeZone: await repo.timeZoneOf(db, userId),
    doneAt,
    now,
  });
  return { releases, doneAt };
}

/** The months as the journey page shows them. */
export async function presentMonths(
  db: Kysely<Database>,
  months: readonly StoredMonth[],
  byMonth: readonly repo.VersionModuleRow[][],
  schedule: { releases: MonthRelease[] | null; doneAt: Array<number | null> },
): Promise<JourneyMonth[]> {
  const events = await repo.liveEventStarts(
    db,
    months.flatMap((m) => (m.eventId ? [m.eventId] : [])),
  );
  const { releases, doneAt } = schedule;
  const current = releases ? currentMonth(releases, doneAt) : null;
  return months.map((m, i) => {
    const startsAt = m.eventId ? events.get(m.eventId) : undefined;
    return {
      number: i + 1,
      title: m.title,
      purpose: m.purpose,
      moduleSlugs: (byMonth[i] ?? []).map((x) => x.slug),
      liveSession: {
        title: m.liveSession,
        event:
          m.eventId && startsAt !== undefined
            ? { id: m.eventId, startsAt: new Date(startsAt).toISOString() }
            : null,
      },
      practice: m.practice,
      opensOn: releases?.[i]?.opensOn ?? null,
      open: releases?.[i]?.open ?? false,
      done: doneAt[i] !== null,
      current: current === i + 1,
    };
  });
}

/** The message of a completion refused because its month has not opened (EN/FR in domain-texts). */
export const monthNotOpen = (opensOn: string) => errors.conflict(`This month opens on ${opensOn}.`);

/**
 * The release rule's gate on completing a module (ADR 047): a module in a month that has not
 * opened for the learner is refused with the day it opens. A module already completed answers
 * as the repeat it is (nothing done is taken away), and an unpaced version has no gate.
 */
export async function requireOpenMonth(
  db: Kysely<Database>,
  userId: string,
  enrolment: { enrolledAt: number; versionId: string },
  modules: readonly repo.VersionModuleRow[],
  moduleId: string,
  now: number,
): Promise<void> {
  const month = modules.find((m) => m.moduleId === moduleId)?.month ?? null;
  // Month 1 opens at enrolment: an enrolled learner may always complete its modules.
  if (month === null || month <= 1) return;
  const [version] = await repo.versionsByIds(db, [enrolment.versionId]);
  if (!version) return;
  const months = parseMonths(version);
  if (!months[month - 1]) return;
  const completions = await repo.completionsOf(
    db,
    userId,
    modules.map((m) => m.moduleId),
  );
  if (completions.some((c) => c.moduleId === moduleId)) return;
  const completedAt = new Map(completions.map((c) => [c.moduleId, Number(c.completedAt)]));
  const { releases } = await monthSchedule(
    db,
    userId,
    enrolment,
    modulesByMonth(months, modules),
    completedAt,
    now,
  );
  const release = releases?.[month - 1];
  if (release && !release.open) throw monthNotOpen(release.opensOn);
}

/**
 * The months a new version carries from the current one while months are not authored yet
 * (ADR 047): the same months; each module keeps its month, and a module the version adds joins
 * the month of the module before it (month 1 when it comes first). Nothing for an unpaced version.
 */
export function carriedMonths(
  current: { months: string } | undefined,
  currentModules: ReadonlyArray<{ moduleId: string; month: number | null }>,
  next: ReadonlyArray<{ moduleId: string; position: number }>,
): { months: string; monthOf: Map<string, number> } {
  const months = current ? parseMonths(current) : [];
  const monthOf = new Map<string, number>();
  if (!months.length) return { months: '[]', monthOf };
  const before = new Map(currentModules.map((m) => [m.moduleId, m.month]));
  let last = 1;
  for (const m of [...next].sort((a, b) => a.position - b.position)) {
    const kept = before.get(m.moduleId);
    const month = kept && kept <= months.length ? Math.max(kept, 1) : last;
    monthOf.set(m.moduleId, month);
    last = month;
  }
  return { months: JSON.stringify(months), monthOf };
}
