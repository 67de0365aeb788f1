import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { CAPSTONE_CPD_MINUTES_DEFAULT } from './capstone-rules';
import { JOURNEY_PATH_POSITIONS, JOURNEY_STATUSES, REFLECTION_MAX, REFLECTION_MIN } from './journey-rules';
import { cleanText } from './text';
import { HttpsUrlSchema } from './settings';
import { OwnCertificateSchema } from './certificates';
import { LearnerEventSchema } from './webinar-contracts';

/*
 * The journeys contract (`../shared/spec/decisions.md` "Journeys delivery"): a journey has published versions;
 * a version holds ordered modules (each required or optional) and a completion rule; an enrolment
 * pins a version; a module is completed by answering its reflection question. The server validates
 * with these schemas and declares every answer with them; the web app imports the same ones.
 *
 * Ids: a journey's `id` in the API is its URL id: a named path's id follows the configured leader
 * name (journeys.ts `pathIdForLeader`), an admin-made journey's is its slug. A module is addressed
 * by its slug within the journey; its `id` is stable and names it in the ledger and the CPD record.
 */

export const JOURNEY_LIMITS = {
  slugMax: 80,
  titleMax: 120,
  summaryMax: 400,
  bodyMax: 20_000,
  practiceMax: 5_000,
  questionMax: 400,
  briefMax: 5_000,
  minutesMax: 600,
  videoMbMax: 4_096,
  webinarsMax: 20,
} as const;

/** A kebab-case id: lower-case letters and digits in words joined by single hyphens. */
export const KebabSlugSchema = lazySchema(() => z
  .string({ error: 'Enter a short id' })
  .trim()
  .min(1, { error: 'Enter a short id' })
  .max(JOURNEY_LIMITS.slugMax, { error: `Keep the id to ${JOURNEY_LIMITS.slugMax} characters or fewer` })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lower-case letters, digits and single hyphens' }));

/** Required plain text of at most `max` characters (control characters removed, trimmed). */
const plainText = (max: number, required: string) =>
  z
    .string({ error: required })
    .transform((v) => cleanText(v))
    .pipe(z.string().min(1, { error: required }).max(max, { error: `Keep it to ${max.toLocaleString('en')} characters or fewer` }));

const minutes = (min: number, what: string) =>
  z
    .number({ error: `Enter the ${what} in minutes` })
    .int({ error: `Enter the ${what} in whole minutes` })
    .min(min, { error: `The ${what} must be at least ${min} minute${min === 1 ? '' : 's'}` })
    .max(JOURNEY_LIMITS.minutesMax, { error: `The ${what} must be at most ${JOURNEY_LIMITS.minutesMax} minutes` });

/** An optional lesson video: shown behind a tap that says its size (no request before the tap). */
export const ModuleVideoSchema = lazySchema(() => z.strictObject({
  url: HttpsUrlSchema,
  sizeMb: z
    .number({ error: 'Enter the video size in MB' })
    .positive({ error: 'The video size must be more than 0 MB' })
    .max(JOURNEY_LIMITS.videoMbMax, { error: `The video size must be at most ${JOURNEY_LIMITS.videoMbMax} MB` }),
  durationMinutes: minutes(1, 'video length'),
}));
export type ModuleVideo = z.infer<typeof ModuleVideoSchema>;

/** A module's content as an author writes it (seeded content and, later, the admin editor). */
export const ModuleContentSchema = lazySchema(() => z.strictObject({
  slug: KebabSlugSchema,
  title: plainText(JOURNEY_LIMITS.titleMax, 'Give the module a title'),
  summary: plainText(JOURNEY_LIMITS.summaryMax, 'Write a short summary'),
  /** The lesson, Markdown (rendered and sanitised on the server). */
  body: plainText(JOURNEY_LIMITS.bodyMax, 'Write the lesson'),
  /** One practice exercise, Markdown. */
  practice: plainText(JOURNEY_LIMITS.practiceMax, 'Write the practice exercise'),
  reflectionQuestion: plainText(JOURNEY_LIMITS.questionMax, 'Write the reflection question'),
  video: ModuleVideoSchema.nullable(),
  estimatedMinutes: minutes(1, 'estimated time'),
  cpdMinutes: minutes(0, 'CPD time'),
}));
export type ModuleContent = z.infer<typeof ModuleContentSchema>;

/** A version's completion rule; its required modules are the version's modules marked required. */
export const CompletionRuleSchema = lazySchema(() => z.strictObject({
  requiredWebinars: z
    .number({ error: 'Enter how many webinars are required' })
    .int({ error: 'Enter a whole number of webinars' })
    .min(0, { error: 'The number of webinars cannot be negative' })
    .max(JOURNEY_LIMITS.webinarsMax, { error: `Require at most ${JOURNEY_LIMITS.webinarsMax} webinars` }),
  capstoneRequired: z.boolean({ error: 'Say whether a capstone is required' }),
}));
export type CompletionRuleInput = z.infer<typeof CompletionRuleSchema>;

export const JourneyPathPositionSchema = lazySchema(() => z.enum(JOURNEY_PATH_POSITIONS));

/** A journey's own fields. A named path (`path` set) takes its title from the leader's name. */
export const JourneySchema = lazySchema(() => z.strictObject({
  slug: KebabSlugSchema,
  path: JourneyPathPositionSchema.nullable(),
  title: plainText(JOURNEY_LIMITS.titleMax, 'Give the journey a title'),
  summary: plainText(JOURNEY_LIMITS.summaryMax, 'Write a short summary'),
}));
export type JourneyInput = z.infer<typeof JourneySchema>;

/** One module's place in a version. */
export const VersionModuleSchema = lazySchema(() => z.strictObject({
  moduleId: z.string().min(1),
  position: z.number().int().min(1),
  required: z.boolean(),
}));

/** A journey version: its modules in order, its rule, the capstone brief (Markdown) and the capstone's CPD minutes. */
export const JourneyVersionSchema = lazySchema(() => z
  .strictObject({
    rule: CompletionRuleSchema,
    capstoneBrief: plainText(JOURNEY_LIMITS.briefMax, 'Write the capstone brief'),
    /** CPD minutes an accepted capstone counts for in this version. */
    capstoneCpdMinutes: minutes(0, 'capstone CPD time').default(CAPSTONE_CPD_MINUTES_DEFAULT),
    /**
     * The knowledge checks' pass mark pinned by the version (ADR 040; the admin's input is checked
     * by PassMarkSchema first); null: no check needed. Not imported from knowledge-checks.ts: the
     * learner's screens read this file, and that one stays out of their shared chunk.
     */
    passMark: z.number().int().min(1).max(100).nullable().default(null),
    modules: z.array(VersionModuleSchema).min(1, { error: 'Add at least one module' }),
  })
  .refine((v) => new Set(v.modules.map((m) => m.moduleId)).size === v.modules.length, { error: 'A module appears twice in the version' })
  .refine((v) => new Set(v.modules.map((m) => m.position)).size === v.modules.length, { error: 'Two modules share a position' }));
export type JourneyVersionInput = z.input<typeof JourneyVersionSchema>;

/** A learner's enrolment in a journey: the version it pins and when the rule was first met. */
export const EnrolmentSchema = lazySchema(() => z.object({
  journeyId: z.string(),
  version: z.number().int(),
  enrolledAt: z.string(),
  completedAt: z.string().nullable(),
}));
export type Enrolment = z.infer<typeof EnrolmentSchema>;

// ---- Requests ----

/** `:journeyId` (a named path's id or a journey's slug) and `:moduleSlug`; unknown ones are 404s. */
export const JourneyParamsSchema = lazySchema(() => z.strictObject({ journeyId: z.string().min(1).max(100) }));
export const ModuleParamsSchema = lazySchema(() => z.strictObject({ journeyId: z.string().min(1).max(100), moduleSlug: z.string().min(1).max(100) }));

/** The reflection answer that completes a module. */
export const ReflectionAnswerSchema = lazySchema(() => z
  .string({ error: 'Write your reflection to complete the module' })
  .transform((v) => cleanText(v))
  .pipe(
    z
      .string()
      .min(1, { error: 'Write your reflection to complete the module' })
      .min(REFLECTION_MIN, { error: `Write at least ${REFLECTION_MIN} characters` })
      .max(REFLECTION_MAX, { error: `Keep your reflection to ${REFLECTION_MAX.toLocaleString('en')} characters or fewer` }),
  ));

export const ModuleCompletionInputSchema = lazySchema(() => z.strictObject({ reflection: ReflectionAnswerSchema }));
export type ModuleCompletionInput = z.infer<typeof ModuleCompletionInputSchema>;

// ---- Answers ----

export const JourneyProgressSchema = lazySchema(() => z.object({
  done: z.number().int().min(0),
  required: z.number().int().min(0),
  percent: z.number().int().min(0).max(100),
}));

export const JourneyStatusSchema = lazySchema(() => z.enum(JOURNEY_STATUSES));

export const RuleStatusSchema = lazySchema(() => z.object({
  modules: z.object({ done: z.number().int(), required: z.number().int() }),
  webinars: z.object({ attended: z.number().int(), required: z.number().int() }),
  capstone: z.object({ required: z.boolean(), accepted: z.boolean() }),
  met: z.boolean(),
}));

/** A journey as listed: the version the learner sees is the pinned one when enrolled, else the current one. */
export const JourneySummarySchema = lazySchema(() => z.object({
  id: z.string(),
  path: JourneyPathPositionSchema.nullable(),
  title: z.string(),
  summary: z.string(),
  /** A named path's length (6 or 9); null for an admin-made journey. */
  durationMonths: z.number().int().nullable(),
  focusAreas: z.array(z.string()),
  /** The learner's recommended journey (their blueprint, else the first path). */
  recommended: z.boolean(),
  version: z.number().int(),
  moduleCount: z.number().int(),
  estimatedMinutes: z.number().int(),
  cpdMinutes: z.number().int(),
  status: JourneyStatusSchema,
  enrolment: EnrolmentSchema.nullable(),
  progress: JourneyProgressSchema,
}));
export type JourneySummary = z.infer<typeof JourneySummarySchema>;

/** `GET /api/journeys`: every published journey, the recommended one first. */
export const JourneyListSchema = lazySchema(() => z.object({
  /** The recommended journey's id (listed first); null only when no journey is published. */
  recommendedJourneyId: z.string().nullable(),
  /** The path the learner's blueprint recommends ('custom' included), null without a blueprint. */
  blueprintPath: z.string().nullable(),
  journeys: z.array(JourneySummarySchema),
}));
export type JourneyList = z.infer<typeof JourneyListSchema>;

export const ModuleLinkSchema = lazySchema(() => z.object({ slug: z.string(), title: z.string() }));
export type ModuleLink = z.infer<typeof ModuleLinkSchema>;

/** A module on the journey page. */
export const JourneyModuleItemSchema = lazySchema(() => z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  position: z.number().int(),
  required: z.boolean(),
  estimatedMinutes: z.number().int(),
  cpdMinutes: z.number().int(),
  hasVideo: z.boolean(),
  done: z.boolean(),
  completedAt: z.string().nullable(),
}));
export type JourneyModuleItem = z.infer<typeof JourneyModuleItemSchema>;

/**
 * A month of a paced journey (ADR 047): what it is for, its modules (by slug, in order), its live
 * session (with the scheduled event when one is linked), the practice it asks for at work, and
 * when it opens for the learner (journey-months.ts); `opensOn` is null before enrolment.
 */
export const JourneyMonthSchema = lazySchema(() => z.object({
  number: z.number().int().min(1),
  title: z.string(),
  purpose: z.string(),
  moduleSlugs: z.array(z.string()),
  liveSession: z.object({
    title: z.string(),
    /** The linked event of the journey, when one is scheduled (not cancelled). */
    event: z.object({ id: z.string(), startsAt: z.string() }).nullable(),
  }),
  practice: z.string(),
  /** The day it opens on in the learner's zone ('YYYY-MM-DD'); null when not enrolled. */
  opensOn: z.string().nullable(),
  open: z.boolean(),
  done: z.boolean(),
  /** The month the learner is in. */
  current: z.boolean(),
}));
export type JourneyMonth = z.infer<typeof JourneyMonthSchema>;

/** `GET /api/journeys/:journeyId`: its modules in order with done flags, progress, what is next, the rule and the capstone. */
export const JourneyDetailSchema = lazySchema(() => JourneySummarySchema.extend({
  modules: z.array(JourneyModuleItemSchema),
  /** The version's months in order (empty for a journey that is not paced by month). */
  months: z.array(JourneyMonthSchema),
  next: ModuleLinkSchema.nullable(),
  requirements: RuleStatusSchema,
  capstone: z.object({
    required: z.boolean(),
    /** The brief, rendered and sanitised on the server. */
    briefHtml: z.string(),
  }),
  /** The journey's events that have not closed yet (soonest first), with the learner's registration and attendance. */
  webinars: z.array(LearnerEventSchema),
  /** The learner's certificate for this journey (the standing one, else the latest revoked); null before completing it. */
  certificate: OwnCertificateSchema.nullable(),
}));
export type JourneyDetail = z.infer<typeof JourneyDetailSchema>;

/** A learner's completion of a module; the reflection is plain text (the web app shows it as text, never HTML). */
export const ModuleCompletionSchema = lazySchema(() => z.object({ completedAt: z.string(), reflection: z.string() }));
export type ModuleCompletion = z.infer<typeof ModuleCompletionSchema>;

/** `GET /api/journeys/:journeyId/modules/:moduleSlug`: safe HTML to show, the Markdown source (for the admin editor), and the learner's state. */
export const ModuleDetailSchema = lazySchema(() => z.object({
  id: z.string(),
  slug: z.string(),
  journey: z.object({ id: z.string(), title: z.string() }),
  title: z.string(),
  summary: z.string(),
  /** The lesson, rendered and sanitised on the server: safe to insert as HTML. */
  bodyHtml: z.string(),
  bodyMarkdown: z.string(),
  practiceHtml: z.string(),
  practiceMarkdown: z.string(),
  reflectionQuestion: z.string(),
  video: ModuleVideoSchema.nullable(),
  estimatedMinutes: z.number().int(),
  cpdMinutes: z.number().int(),
  /** Its place in the version the learner sees; null when that version does not hold it. */
  position: z.number().int().nullable(),
  required: z.boolean().nullable(),
  moduleCount: z.number().int(),
  previous: ModuleLinkSchema.nullable(),
  next: ModuleLinkSchema.nullable(),
  enrolled: z.boolean(),
  /** Enrolled, and the pinned version holds this module. */
  canComplete: z.boolean(),
  /** Its month in the learner's version: open or not, and the day it opens (ADR 047); null when unpaced. */
  month: z.object({ number: z.number().int(), title: z.string(), open: z.boolean(), opensOn: z.string().nullable() }).nullable(),
  completion: ModuleCompletionSchema.nullable(),
}));
export type ModuleDetail = z.infer<typeof ModuleDetailSchema>;

/** `PUT /api/journeys/:journeyId/enrolment` (no body): 201 when enrolled now, 200 with `created: false` after. */
export const EnrolResultSchema = lazySchema(() => z.object({ created: z.boolean(), enrolment: EnrolmentSchema }));
export type EnrolResult = z.infer<typeof EnrolResultSchema>;

/**
 * `POST /api/journeys/:journeyId/modules/:moduleSlug/completion` with ModuleCompletionInputSchema:
 * 201 when recorded now; a repeat answers 200 with `created: false` and awards nothing. 403 when not
 * enrolled, 409 when the module is not in the enrolled version, 404 for an unknown journey or module.
 */
export const ModuleCompletionResultSchema = lazySchema(() => z.object({
  created: z.boolean(),
  completion: ModuleCompletionSchema,
  /** XP this request awarded (0 for a repeat); the streak multiplier applies. */
  xpAwarded: z.number().int(),
  /** The learner's points after it. */
  points: z.number().int(),
  progress: JourneyProgressSchema,
  next: ModuleLinkSchema.nullable(),
  /** True only for the completion that first met the journey's rule. */
  journeyCompleted: z.boolean(),
  enrolment: EnrolmentSchema,
}));
export type ModuleCompletionResult = z.infer<typeof ModuleCompletionResultSchema>;
