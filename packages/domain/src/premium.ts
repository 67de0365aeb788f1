import { LEVELS } from './levels';
import type { MembershipStatus } from './roles';

/*
 * What each plan and each level gives, in one table (decisions.md "Premium spaces and level
 * unlocks", ADR 044). The upgrade page, the FAQ, the landing page's ecosystem cards and the
 * points screen's level path are computed from it: when a space is built, its entry flips
 * `built` (and gets its `route`) and every list follows. An unbuilt feature is never sold: the
 * upgrade page leaves it out, the cards and the level path say "coming".
 */

export const FEATURE_IDS = [
  'transformation-partner',
  'podcast',
  'book-club',
  'impact-log',
  'peer-circles',
  'webinars-events',
  'points',
  'group-challenges',
  'mentoring-as-mentor',
  'elite-certification',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

export interface Feature {
  id: FeatureId;
  /** The English name (the spec's, for the ecosystem cards). */
  name: string;
  /** Who has it: every signed-in member, or paid members only. */
  plan: 'everyone' | 'paid';
  /** The named level that opens it (null: no level needed). */
  minLevel: number | null;
  /** Whether it exists in the product today. */
  built: boolean;
  /** Its screen, when it has one. */
  route: string | null;
  /** One of the spec's six ecosystem cards (landing page section "Ecosystem"). */
  ecosystem: boolean;
}

/** Every feature a plan or a level gives; the ecosystem cards in the spec's order. */
export const FEATURES = [
  {
    id: 'transformation-partner',
    name: 'Transformation Partner',
    plan: 'paid',
    minLevel: null,
    built: false,
    route: null,
    ecosystem: true,
  },
  {
    id: 'podcast',
    name: 'Podcast',
    plan: 'everyone',
    minLevel: null,
    built: true,
    route: '/podcast',
    ecosystem: true,
  },
  {
    id: 'book-club',
    name: 'Book Club',
    plan: 'paid',
    minLevel: null,
    built: false,
    route: null,
    ecosystem: true,
  },
  {
    id: 'impact-log',
    name: 'Impact Log',
    plan: 'everyone',
    minLevel: null,
    built: true,
    route: '/impact-log',
    ecosystem: true,
  },
  {
    id: 'peer-circles',
    name: 'Peer-to-Peer Circles',
    plan: 'paid',
    minLevel: null,
    built: false,
    route: null,
    ecosystem: true,
  },
  {
    id: 'webinars-events',
    name: 'Webinars & Events',
    plan: 'everyone',
    minLevel: null,
    built: true,
    route: '/events',
    ecosystem: true,
  },
  {
    id: 'points',
    name: 'Points system',
    plan: 'paid',
    minLevel: null,
    built: true,
    route: '/points',
    ecosystem: false,
  },
  {
    id: 'group-challenges',
    name: 'Group challenges',
    plan: 'everyone',
    minLevel: 2,
    built: false,
    route: null,
    ecosystem: false,
  },
  {
    id: 'mentoring-as-mentor',
    name: 'Logging mentoring as the mentor',
    plan: 'everyone',
    minLevel: 3,
    built: true,
    route: '/mentoring',
    ecosystem: false,
  },
  {
    id: 'elite-certification',
    name: 'Elite certification',
    plan: 'everyone',
    minLevel: 4,
    built: true,
    route: '/cpd',
    ecosystem: false,
  },
] as const satisfies readonly Feature[];

/** The ecosystem cards, in the spec's order. */
export function ecosystemFeatures(): Feature[] {
  return FEATURES.filter((f) => f.ecosystem);
}

/** What paid membership adds today, and what it will add once built (never sold before). */
export function paidPlanFeatures(): { included: Feature[]; coming: Feature[] } {
  const paid = FEATURES.filter((f) => f.plan === 'paid');
  return { included: paid.filter((f) => f.built), coming: paid.filter((f) => !f.built) };
}

/** What a member of `membership` may open among the built features (levels aside). */
export function featuresOpenTo(membership: MembershipStatus): Feature[] {
  return FEATURES.filter((f) => f.built && (f.plan === 'everyone' || membership === 'paid'));
}

/** What reaching a named level unlocks, built or not (level 1 unlocks nothing: it is the start). */
export function featuresAtLevel(level: number): Feature[] {
  if (!LEVELS.some((l) => l.number === level)) throw new RangeError(`No level ${level}`);
  return FEATURES.filter((f) => f.minLevel === level);
}

/**
 * Where an ecosystem card leads a member: its space when built and open to them, else the upgrade
 * page (a premium space) or nowhere (not built).
 */
export function ecosystemLink(
  feature: Feature,
  membership: MembershipStatus | null,
): string | null {
  if (!feature.built || feature.route === null) return null;
  if (feature.plan === 'paid' && membership !== 'paid') return '/upgrade';
  return feature.route;
}
