/** One named level of `../shared/spec/platform-spec.md` section 4 (States and transitions) ("Levels by XP"). `maxXp` is null for the open-ended top. */
export interface LevelDefinition {
  number: number;
  name: string;
  minXp: number;
  maxXp: number | null;
  unlocks: string;
}

/** The named levels by XP, lowest first (`../shared/spec/platform-spec.md` section 4 (States and transitions)). Ranges are inclusive. */
export const LEVELS = [
  { number: 1, name: 'Explorer', minXp: 0, maxXp: 500, unlocks: 'Starting level' },
  {
    number: 2,
    name: 'Impact Builder',
    minXp: 501,
    maxXp: 2_000,
    unlocks: 'Unlocks group challenges',
  },
  {
    number: 3,
    name: 'Change Architect',
    minXp: 2_001,
    maxXp: 5_000,
    unlocks: 'Unlocks mentoring',
  },
  {
    number: 4,
    name: 'Transformation Leader',
    minXp: 5_001,
    maxXp: null,
    unlocks: 'Elite certification',
  },
] as const satisfies readonly LevelDefinition[];

export type Level = (typeof LEVELS)[number];

/** The XP total as a whole, non-negative number: negatives and NaN count as 0. */
function sanitizeXp(xp: number): number {
  if (Number.isNaN(xp) || xp <= 0) return 0;
  return Math.floor(xp);
}

/** The named level for an XP total (negative or NaN XP counts as 0). */
export function levelForXp(xp: number): Level {
  const total = sanitizeXp(xp);
  let found: Level = LEVELS[0];
  for (const level of LEVELS) if (total >= level.minXp) found = level;
  return found;
}

/** Where a learner stands on the way to the next named level. */
export interface LevelProgress {
  xp: number;
  level: Level;
  nextLevel: Level | null;
  /** XP still needed to reach the next level; 0 at the top level. */
  xpToNextLevel: number;
  /** Whole percent of the way from this level's start to the next level's start; 100 at the top. */
  percent: number;
}

/** Progress towards the next named level: current, next (or null), XP needed and percent 0-100. */
export function progressToNextLevel(xp: number): LevelProgress {
  const total = sanitizeXp(xp);
  const level = levelForXp(total);
  const nextLevel = LEVELS.find((l) => l.number === level.number + 1) ?? null;
  if (nextLevel === null) return { xp: total, level, nextLevel, xpToNextLevel: 0, percent: 100 };
  const span = nextLevel.minXp - level.minXp;
  const percent = Math.min(100, Math.max(0, Math.floor(((total - level.minXp) / span) * 100)));
  return { xp: total, level, nextLevel, xpToNextLevel: nextLevel.minXp - total, percent };
}

/** The points-context level shown before the points record has loaded (`../shared/spec/platform-spec.md` section 9 (Business constants and limits)). */
export const DEFAULT_POINTS_LEVEL = 1;

/** Points per level in the points context (`../shared/spec/platform-spec.md` section 9 (Business constants and limits)). */
export const POINTS_PER_LEVEL = 1_000;

/** The points-context level: points divided by 1000, rounded up; 0 (or less, or NaN) gives 0. */
export function pointsLevel(points: number): number {
  if (Number.isNaN(points) || points <= 0) return 0;
  return Math.ceil(points / POINTS_PER_LEVEL);
}
