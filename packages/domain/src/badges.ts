import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { XP_ACTION_IDS, xpActionFor, type XpActionId } from './xp';

/** 100 means Unlocked (`../shared/spec/platform-spec.md` section 2 (Screens and routes)). */
export const BADGE_UNLOCKED = 100;

/** The fixed set of rule kinds a badge's criteria can use (admins pick one and a target). */
export const BadgeRuleSchema = lazySchema(() => z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('action_count'),
    action: z.enum(XP_ACTION_IDS, { error: 'Choose an XP action' }),
    target: z.number().int().min(1, { error: 'The target must be at least 1' }).max(10_000),
  }),
  z.strictObject({
    kind: z.literal('total_xp'),
    target: z.number().int().min(1, { error: 'The target must be at least 1' }).max(10_000_000),
  }),
  z.strictObject({
    kind: z.literal('streak_days'),
    target: z.number().int().min(1, { error: 'The target must be at least 1' }).max(3650),
  }),
  z.strictObject({
    kind: z.literal('distinct_actions'),
    target: z.number().int().min(1, { error: 'The target must be at least 1' }).max(XP_ACTION_IDS.length),
  }),
]));
export type BadgeRule = z.infer<typeof BadgeRuleSchema>;

/** A badge an admin adds: name, description and one rule. */
export const NewBadgeSchema = lazySchema(() => z.strictObject({
  name: z.string().trim().min(1, { error: 'A name is required' }).max(60, { error: 'Keep the name under 60 characters' }),
  description: z.string().trim().min(1, { error: 'A description is required' }).max(300, { error: 'Keep the description under 300 characters' }),
  rule: BadgeRuleSchema,
}));
export type NewBadge = z.infer<typeof NewBadgeSchema>;

/** What the rules look at: counts of each action from the ledger, total XP and the current streak. */
export interface BadgeStats {
  actionCounts: Partial<Record<XpActionId, number>>;
  totalXp: number;
  streakDays: number;
}

/** The four badges of `../shared/spec/platform-spec.md` section 2 (Screens and routes), with their written criteria. */
export const BUILT_IN_BADGES = [
  { id: 'data-master', name: 'Data Master', description: 'Complete 8 modules on data literacy and digital tools.', rule: { kind: 'action_count', action: 'complete_module', target: 8 } },
  { id: 'change-champion', name: 'Change Champion', description: 'Submit 6 weekly reflections on the change you lead.', rule: { kind: 'action_count', action: 'weekly_reflection', target: 6 } },
  { id: 'leadership-excellence', name: 'Leadership Excellence', description: 'Mentor peers in 5 sessions.', rule: { kind: 'action_count', action: 'peer_mentoring', target: 5 } },
  { id: 'transformation-catalyst', name: 'Transformation Catalyst', description: 'Reach 5,001 XP: the Transformation Leader level.', rule: { kind: 'total_xp', target: 5001 } },
] as const satisfies ReadonlyArray<{ id: string; name: string; description: string; rule: BadgeRule }>;

/** A rule's current value for a learner. */
function ruleValue(rule: BadgeRule, stats: BadgeStats): number {
  switch (rule.kind) {
    case 'action_count':
      return stats.actionCounts[rule.action] ?? 0;
    case 'total_xp':
      return stats.totalXp;
    case 'streak_days':
      return stats.streakDays;
    case 'distinct_actions':
      // XP actions only: an admin's adjustment is not an action the learner took.
      return XP_ACTION_IDS.filter((a) => (stats.actionCounts[a] ?? 0) > 0).length;
  }
}

/** Progress 0-100 towards a badge (floored, so 100 only when the target is met). */
export function badgeProgress(rule: BadgeRule, stats: BadgeStats): number {
  const value = Math.max(0, ruleValue(rule, stats));
  return Math.min(BADGE_UNLOCKED, Math.floor((value / rule.target) * 100));
}

/** What a badge's progress reads: a percentage, or Unlocked at 100. */
export function badgeProgressLabel(progress: number): string {
  return progress >= BADGE_UNLOCKED ? 'Unlocked' : `${progress}%`;
}

/** The criteria of a rule in plain words. */
export function describeBadgeRule(rule: BadgeRule): string {
  const n = (v: number) => v.toLocaleString('en-US');
  switch (rule.kind) {
    case 'action_count':
      return `${xpActionFor(rule.action).label} ${n(rule.target)} time${rule.target === 1 ? '' : 's'}`;
    case 'total_xp':
      return `Earn ${n(rule.target)} XP`;
    case 'streak_days':
      return `Keep a ${n(rule.target)}-day streak`;
    case 'distinct_actions':
      return `Earn XP from ${n(rule.target)} different actions`;
  }
}

/** What one award changed, as far as badge rules can see. */
export interface AwardChange {
  action: string;
  points: number;
  streakChanged: boolean;
}

/**
 * Whether an award can move a rule's value (so the award path evaluates only those rules and reads
 * only what they need): the count of the award's own action, total XP when points moved, the
 * streak when it changed. Which actions a learner has used may change with any award of an XP action.
 */
export function ruleMayChange(rule: BadgeRule, change: AwardChange): boolean {
  switch (rule.kind) {
    case 'action_count':
      return rule.action === change.action;
    case 'total_xp':
      return change.points > 0;
    case 'streak_days':
      return change.streakChanged;
    case 'distinct_actions':
      return (XP_ACTION_IDS as readonly string[]).includes(change.action);
  }
}
