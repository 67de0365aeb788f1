import { randomUUID } from 'node:crypto';
import { computeRoiScore, roiBand, RoiInputSchema, type NewBadge, type RoiInput } from '@lv/domain';
import type { Db } from '../db/database';
import { insertBadge } from '../modules/gamification/badges-repository';
import { plainExcerpt, renderMarkdown } from '../modules/forum/markdown';
import { insertPost } from '../modules/forum/repository';
import { insertRoiLead } from '../modules/leads/repository';
import { insertImpactEntry, type ImpactEntryRow } from '../modules/learner/repository';
import { insertMember, insertTeam } from '../modules/teams/repository';

/** A valid ROI calculator state (domain RoiInputSchema). */
export const SAMPLE_ROI_INPUT: RoiInput = RoiInputSchema.parse({
  teamSize: 12,
  avgSalary: 1500,
  leadershipPlanPercentage: 20,
  issuesPercentage: 60,
  turnoverCost: 60_000,
  projectStalls: 'sometimes',
  leadershipPrepTime: 9,
  desiredOutcomes: ['Productivity', 'Retention'],
});

/**
 * Test data written through the modules' own repositories (the rows the product would write, no
 * HTTP round trip and no side effects such as XP, mails or tier changes). Each returns the new id.
 */
export function factories(db: Db) {
  const now = () => Date.now();
  return {
    /** A forum post by `authorId`, its Markdown rendered and sanitised as the forum does. */
    async post(authorId: string, opts: { title?: string; markdown?: string } = {}): Promise<string> {
      const id = randomUUID();
      const bodyMarkdown = opts.markdown ?? 'What **works** for you?';
      const bodyHtml = renderMarkdown(bodyMarkdown);
      await insertPost(db.kysely, { id, authorId, title: opts.title ?? 'A question for the village', bodyMarkdown, bodyHtml, excerpt: plainExcerpt(bodyHtml), now: now() });
      return id;
    },
    /** A village led by `leaderId` (the leader's membership row; their tier is left alone). */
    async team(leaderId: string, opts: { name?: string } = {}): Promise<string> {
      const id = randomUUID();
      const at = now();
      await db.kysely.transaction().execute(async (trx) => {
        await insertTeam(trx, { id, name: opts.name ?? 'Test village', leaderId, joinToken: randomUUID(), joinTokenExpiresAt: at + 7 * 86_400_000, createdAt: at, updatedAt: at });
        await insertMember(trx, { userId: leaderId, teamId: id, role: 'leader', tierBefore: null, tierSetByTeam: null, joinedAt: at });
      });
      return id;
    },
    /** An impact-log entry of `userId` (private unless said otherwise), dated today (UTC). */
    async impactEntry(userId: string, opts: Partial<Pick<ImpactEntryRow, 'title' | 'description' | 'day' | 'visibility'>> = {}): Promise<string> {
      const id = randomUUID();
      const at = now();
      const day = opts.day ?? new Date(at).toISOString().slice(0, 10);
      await insertImpactEntry(db.kysely, {
        id,
        userId,
        kind: 'entry',
        title: opts.title ?? 'Ran a first retro',
        description: opts.description ?? 'The team named two changes to try.',
        day,
        metric: null,
        before: null,
        after: null,
        visibility: opts.visibility ?? 'private',
        reflectionWeek: null,
        createdAt: at,
        updatedAt: at,
      });
      return id;
    },
    /** An ROI estimate saved as a lead, scored as the product scores it. */
    async roiLead(opts: { input?: RoiInput; email?: string | null; userId?: string | null } = {}): Promise<string> {
      const id = randomUUID();
      const input = opts.input ?? SAMPLE_ROI_INPUT;
      const score = computeRoiScore(input);
      await insertRoiLead(db.kysely, { id, input, score, band: roiBand(score).label, email: opts.email ?? null, userId: opts.userId ?? null, now: now() });
      return id;
    },
    /** A badge made by admin `by` (a total-XP rule unless said otherwise). */
    async badge(by: string, badge: Partial<NewBadge> = {}): Promise<string> {
      return insertBadge(db.kysely, { name: badge.name ?? `Badge ${randomUUID().slice(0, 8)}`, description: badge.description ?? 'Earned in a test.', rule: badge.rule ?? { kind: 'total_xp', target: 500 } }, by, now());
    },
  };
}
