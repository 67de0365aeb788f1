import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { BUILT_IN_BADGES, describeBadgeRule } from './badges';
import { MIN_TEAM_SIZE } from './constants';
import { MIN_GROUP_ANSWERS } from './growth-assessment';
import { LEVELS } from './levels';
import { featuresAtLevel, paidPlanFeatures, type FeatureId } from './premium';
import { INNOVATION_OUTCOMES, MAX_ROI_OUTCOMES, MAX_ROI_SCORE, ROI_BANDS } from './roi';
import { MAX_STREAK_FREEZES, STREAK_DAYS_FOR_MULTIPLIER, STREAK_DAYS_PER_FREEZE, STREAK_MULTIPLIER, XP_ACTIONS } from './xp-actions';
import { cleanKbText, KB_ANSWER_MAX, KB_CATEGORIES, KB_QUESTION_MAX, KB_SEARCH_MAX } from './knowledge-base-text';

/*
 * The knowledge base (FAQ): entries in fixed categories, ordered within each category.
 * Answers are plain text; a blank line starts a new paragraph (no Markdown, so nothing to render
 * as HTML and nothing that could run script).
 */

export const KbCategorySchema = lazySchema(() => z.enum(KB_CATEGORIES, { error: 'Choose a category from the list' }));

const cleaned = (schema: z.ZodString) =>
  z.preprocess((v) => (typeof v === 'string' ? cleanKbText(v) : v), schema);

/** What an admin writes: category, question and answer (extra fields refused). */
export const KbEntryInputSchema = lazySchema(() => z.strictObject({
  category: KbCategorySchema,
  question: cleaned(
    z
      .string({ error: 'A question is required' })
      .min(5, { error: 'Write a question of at least 5 characters' })
      .max(KB_QUESTION_MAX, { error: `Keep the question under ${KB_QUESTION_MAX} characters` })
      .refine((q) => !q.includes('\n'), { error: 'Keep the question on one line' }),
  ),
  answer: cleaned(
    z
      .string({ error: 'An answer is required' })
      .min(1, { error: 'An answer is required' })
      .max(KB_ANSWER_MAX, { error: `Keep the answer under ${KB_ANSWER_MAX.toLocaleString('en-US')} characters` }),
  ),
}));
export type KbEntryInput = z.infer<typeof KbEntryInputSchema>;

/** One FAQ entry as the API returns it. */
export const KbEntrySchema = lazySchema(() => z.object({
  id: z.string(),
  category: KbCategorySchema,
  question: z.string(),
  answer: z.string(),
  /** Order within its category, from 1. */
  position: z.number().int(),
  updatedAt: z.string(),
}));
export type KbEntry = z.infer<typeof KbEntrySchema>;

export const KbListSchema = lazySchema(() => z.object({ entries: z.array(KbEntrySchema) }));
export type KbList = z.infer<typeof KbListSchema>;

/** An admin write's answer: the entry as saved. */
export const KbEntryAnswerSchema = lazySchema(() => z.object({ entry: KbEntrySchema }));

/** The public list's query: an optional search text. */
export const KbListQuerySchema = lazySchema(() => z.strictObject({
  q: z
    .string()
    .trim()
    .max(KB_SEARCH_MAX, { error: `Keep the search under ${KB_SEARCH_MAX} characters` })
    .optional(),
}));

/** Moving an entry one place up or down within its category. */
export const KbMoveSchema = lazySchema(() => z.strictObject({
  direction: z.enum(['up', 'down'], { error: 'Move up or down' }),
}));
export type KbMove = z.infer<typeof KbMoveSchema>;

const n = (v: number) => v.toLocaleString('en-US');

/** "a, b and c". */
const listEn = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/** How the FAQ names a feature of the plans-and-levels table (premium.ts) inside a sentence. */
const FEATURE_IN_SENTENCE_EN: Record<FeatureId, string> = {
  'transformation-partner': 'Transformation Partner',
  podcast: 'the Podcast',
  'book-club': 'the Book Club',
  'impact-log': 'the Impact Log',
  'peer-circles': 'Peer-to-Peer Circles',
  'webinars-events': 'Webinars & Events',
  points: 'the Points system page (your level path, XP by action and streak calendar)',
  'group-challenges': 'group challenges',
  'mentoring-as-mentor': 'logging mentoring sessions as the mentor',
  'elite-certification': 'elite certification',
};

/** What a level unlocks, from the table: built features are unlocked, the others say they are not open yet. */
function levelUnlocksEn(level: number): string {
  const features = featuresAtLevel(level);
  if (features.length === 0) return 'starting level';
  return features
    .map((f) => (f.built ? `unlocks ${FEATURE_IN_SENTENCE_EN[f.id]}` : `${FEATURE_IN_SENTENCE_EN[f.id]}: not open yet`))
    .join('; ');
}

/** The levels as a sentence list: "Level 1 Explorer: 0 to 500 XP (starting level)." */
function levelLines(): string {
  return LEVELS.map(
    (l) =>
      `Level ${l.number} ${l.name}: ${l.maxXp === null ? `${n(l.minXp)} XP and above` : `${n(l.minXp)} to ${n(l.maxXp)} XP`} (${levelUnlocksEn(l.number)}).`,
  ).join('\n');
}

/** What paid membership opens today, and the premium spaces not open yet (never sold before they are). */
function paidPlanSentencesEn(): { opens: string; coming: string } {
  const { included, coming } = paidPlanFeatures();
  const opens = listEn(included.map((f) => FEATURE_IN_SENTENCE_EN[f.id]));
  const comingNames = listEn(coming.map((f) => FEATURE_IN_SENTENCE_EN[f.id]));
  return {
    opens,
    coming: coming.length === 0 ? '' : ` ${comingNames} will be part of paid membership when they open; they are not open yet, and nobody pays for them before they are.`,
  };
}

/** The FAQ entry on measured growth (ADR 052), also added to existing FAQs by migration. */
export const MEASURED_GROWTH_QUESTION = 'What does LeadVillage measure, and who sees it?';

/**
 * The FAQ a new installation starts with. Numbers come from the domain constants (XP table,
 * levels, streak, badges, ROI bands), so the text cannot drift from the rules.
 */
export function defaultKnowledgeBase(): KbEntryInput[] {
  return [
    {
      category: 'Getting started',
      question: 'What is LeadVillage?',
      answer:
        `LeadVillage runs guided leadership and digital-transformation journeys for teams and individual leaders. You learn through modules, webinars, peer mentoring and weekly reflections, and your progress shows as XP, levels, badges and a place on the leadership board.\n\nYou can start free; paid membership opens ${paidPlanSentencesEn().opens}.`,
    },
    {
      category: 'Getting started',
      question: 'How do I start my journey?',
      answer: `Choose "Start Your Journey" on the home page and create an account with your email and a password (or a social sign-in where one is offered). Then answer the short Team Blueprint: completing it earns you ${n(XP_ACTIONS[0].points)} XP once and recommends a journey for your team.`,
    },
    {
      category: 'Getting started',
      question: 'Which journeys can I take?',
      answer:
        'There are two named journeys, a 6-month path and a 9-month path, and a Custom Path shaped with you in a consultation. The Team Blueprint recommends one from the challenges you pick; you can always choose another.',
    },
    {
      category: 'Getting started',
      question: 'Is the training CPD-accredited?',
      answer:
        'Yes. The journeys are CPD-accredited (Continuing Professional Development), so the learning you do can count towards the CPD record your employer or professional body asks for.\n\nYour XP history and Impact Log give you a dated record of what you completed and what changed at work.',
    },
    {
      category: 'XP, levels and streaks',
      question: 'How do I earn XP?',
      answer: `You earn XP for these actions:\n\n${XP_ACTIONS.map((a) => `${a.label}: ${n(a.points)} XP`).join('\n')}\n\nOnly the platform awards XP, and each achievement counts once (for example one weekly reflection award per week). An admin may correct your XP with a written reason, which you can see in your history.`,
    },
    {
      category: 'XP, levels and streaks',
      question: 'What are the levels and what do they unlock?',
      answer: `Your level follows your total XP:\n\n${levelLines()}\n\nYour progress bar shows how much XP you still need for the next level.`,
    },
    {
      category: 'XP, levels and streaks',
      question: 'How do streaks work?',
      answer:
        `A day counts towards your streak when you earn XP that day, in your own timezone. From day ${STREAK_DAYS_FOR_MULTIPLIER} of a streak, every XP ` +
        `award is multiplied by ${STREAK_MULTIPLIER} (for example ${n(XP_ACTIONS[1].points)} XP becomes ${n(XP_ACTIONS[1].points * STREAK_MULTIPLIER)} XP). ` +
        `The multiplier lasts as long as your streak.\n\n` +
        `Every ${STREAK_DAYS_PER_FREEZE} days of a streak earn you a streak freeze, and you can hold up to ${MAX_STREAK_FREEZES}. If you miss a day, a ` +
        `freeze is used automatically and your streak carries on, multiplier included (the missed day does not add to it). If you miss more days in a ` +
        `row than you hold freezes, your streak starts again from 1. Freezes are only earned, never bought. Paid members see how many they hold on the ` +
        `Points system page.\n\n` +
        `XP corrections made by an admin neither count towards a streak nor get multiplied.`,
    },
    {
      category: 'XP, levels and streaks',
      question: 'How does the leadership board rank learners?',
      answer:
        'The board ranks learners by the XP they earned this week, this month or of all time. Weeks and months follow UTC, so everyone competes in the same window. Learners with the same XP share a rank.',
    },
    {
      category: 'Badges',
      question: 'Which badges can I earn?',
      answer: `${BUILT_IN_BADGES.map((b) => `${b.name}: ${b.description} (${describeBadgeRule(b.rule)}.)`).join('\n\n')}\n\nAdmins may add more badges over time.`,
    },
    {
      category: 'Badges',
      question: 'What does the percentage on a badge mean?',
      answer:
        'It is how far you are towards the badge\'s target, from 0% to 100%. At 100% the badge reads Unlocked and stays yours, together with the achievement that unlocked it.',
    },
    {
      category: 'ROI estimator',
      question: 'How is the ROI score computed?',
      answer: `The score adds four parts from your answers and is capped at ${MAX_ROI_SCORE}:\n\nWork issues caused by poor leadership, miscommunication or mindset gaps: above 50% adds 30, above 30% adds 20, above 10% adds 10.\nYearly cost of staff turnover or disengagement: above $100,000 adds 25, above $50,000 adds 20, above $20,000 adds 10.\nMonths to prepare someone for a leadership role: above 12 adds 25, above 6 adds 20, above 3 adds 10.\nDigital projects stalled: "Yes, frequently" adds 20, "Sometimes" adds 10.\n\nTeam size, salary, the share of your team with a development plan and your chosen outcomes do not change the score; they shape the result cards.`,
    },
    {
      category: 'ROI estimator',
      question: 'What do the ROI bands mean?',
      answer: ROI_BANDS.map((b, i) => {
        const prev = ROI_BANDS[i - 1];
        const range = i === 0 ? `${b.minScore} and above` : Number.isFinite(b.minScore) ? `${b.minScore} to ${(prev?.minScore ?? MAX_ROI_SCORE + 1) - 1}` : `below ${prev?.minScore ?? 0}`;
        return `${range}: ${b.label}. ${b.message}`;
      }).join('\n'),
    },
    {
      category: 'ROI estimator',
      question: 'How are the result cards worked out?',
      answer: `Productivity Impact is 40% of your work-issues percentage, also shown in dollars a year (team size × monthly salary × 12 × that percentage). Retention Savings is 30% of your yearly turnover cost. Leadership Pipeline is 40% of the preparation months, rounded, shown as months faster. Innovation Potential reads High when two or more of your outcomes are among ${INNOVATION_OUTCOMES.join(', ')}; Medium for one; Low otherwise.\n\nYou may choose at most ${MAX_ROI_OUTCOMES} outcomes. These are estimates to start a conversation, not promises.`,
    },
    {
      category: 'Membership and payment',
      question: 'What is the difference between free and paid membership?',
      answer:
        `Free members take part in journeys, earn XP and badges, appear on the leadership board and use the forum, the Impact Log and Webinars & Events. Paid members also get ${paidPlanSentencesEn().opens}.${paidPlanSentencesEn().coming}`,
    },
    {
      category: 'Membership and payment',
      question: 'How do I pay, and what does it cost?',
      answer:
        'Open Upgrade from your dashboard and choose the Individual or Corporate Leader plan. The page shows the current price; payment is by card through Stripe, so your card details go to Stripe and never to us. The server alone sets the amount.\n\nWhen online payment is not set up, the Upgrade page tells you how to reach sales, and an admin can grant paid membership.',
    },
    {
      category: 'Membership and payment',
      question: 'My payment went through but I still see the free plan. What now?',
      answer:
        'Your membership is upgraded as soon as Stripe confirms the payment, even if you closed the tab. Reload the page after a minute; if it still shows free, contact support with the date of the payment.',
    },
    {
      category: 'Teams and consultations',
      question: 'How do teams work (Build your village)?',
      answer:
        'A team on LeadVillage is your "village". A leader creates it from Build village and invites colleagues by email or a link. Corporate memberships are made for this: the Corporate Leader runs the village and corporate members learn in it.',
    },
    {
      category: 'Teams and consultations',
      question: 'How do I book a consultation?',
      answer: `Use the Pathfinder form on the home page ("Book Appointment") to book a free 30-minute session. Give your name, email and team size (at least ${MIN_TEAM_SIZE}), then your timeline, journey length, a date and a time. Times run every 30 minutes from 1:30pm to 8:00pm in your own timezone. After you send the form you go to the calendar page to confirm the appointment.`,
    },
    {
      category: 'Privacy',
      question: 'What can other people see about me?',
      answer: `Your public profile shows your name, level, XP, badges, personality type and the Impact Log entries you mark as public. Your email, membership and payment details are never shown to other learners.\n\nThe public demo shows only the first name and initial of the week's top learners.`,
    },
    {
      category: 'Privacy',
      question: 'Can I hide from the leadership board?',
      answer:
        'Yes. Turn on the leaderboard privacy setting in your profile and you disappear from every public leaderboard, while you keep earning XP and badges. Inactive accounts are never listed.',
    },
    {
      category: 'Privacy',
      question: MEASURED_GROWTH_QUESTION,
      answer: `We measure growth from what you answer and do, never from guesses. A self-assessment of 16 leadership behaviours in four dimensions (Data Literacy, Change Readiness, Digital Adoption, Leadership Excellence), scored 0-100%, taken when you enrol in a journey, when you complete it and 90 days later. 360 feedback: 3 to 8 colleagues you invite rate the same behaviours through a one-time link, without an account. Beside them: knowledge checks, CPD hours, the actions in your Impact Log and your certificates.\n\nYou see all of your own figures on your profile, in the Business Impact Dashboard and My growth. A group of raters (manager, peers, direct reports) is shown only when at least ${MIN_GROUP_ANSWERS} of them answered; smaller groups merge into Others, and nobody, admins included, can see which colleague gave which answer. Your village leader sees the village's dashboard, and the people who run your organisation (or your team leader, for their teams) see theirs: a team's score, 360 change and check results are averages shown only when at least ${MIN_GROUP_ANSWERS} people answered, so nobody's answers can be read from them.`,
    },
  ].map((e) => KbEntryInputSchema.parse(e));
}
