import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  CompletionRuleSchema,
  JOURNEY_LIMITS,
  JourneyPathPositionSchema,
  JourneyProgressSchema,
  JourneySchema,
  ModuleContentSchema,
  ModuleVideoSchema,
} from './journey-contracts';
import { cleanText } from './text';
import {
  checkTranslationProblem,
  KnowledgeCheckSchema,
  PassMarkSchema,
  type KnowledgeCheck,
} from './knowledge-checks';

/*
 * The admin journeys contract (/api/admin/journeys; `../shared/spec/decisions.md` "Journeys delivery" and
 * "Admin"). Every edit builds the journey's draft (title, summary, completion rule, capstone brief
 * and its modules in order); Publish turns the draft into the journey's next version, which new
 * enrolments pin. Enrolments on older versions stay there until an admin moves them.
 * Admin routes address a journey by its row id (stable when leaders are renamed) and a draft's
 * module by its slug (unique within the journey, the learner's URL id).
 */

// ---- Requests ----

/** A new admin-made journey: its URL id (slug), title and summary. */
export const JourneyCreateSchema = lazySchema(() => JourneySchema.pick({ slug: true, title: true, summary: true }));
export type JourneyCreateInput = z.infer<typeof JourneyCreateSchema>;

/** The journey's title and summary (a named path's title follows its leader's name). */
export const JourneyDetailsInputSchema = lazySchema(() => JourneySchema.pick({ title: true, summary: true }));
export type JourneyDetailsInput = z.infer<typeof JourneyDetailsInputSchema>;

/** The capstone brief while drafting: may stay empty until publishing. */
const DraftBriefSchema = lazySchema(() => z
  .string({ error: 'Write the capstone brief' })
  .transform((v) => cleanText(v))
  .pipe(z.string().max(JOURNEY_LIMITS.briefMax, { error: `Keep it to ${JOURNEY_LIMITS.briefMax.toLocaleString('en')} characters or fewer` })));

/** The draft's completion rule, capstone brief (Markdown) and knowledge checks' pass mark (omitted: unchanged). */
export const DraftRuleInputSchema = lazySchema(() =>
  z.strictObject({ rule: CompletionRuleSchema, capstoneBrief: DraftBriefSchema, passMark: PassMarkSchema.optional() }),
);
export type DraftRuleInput = z.infer<typeof DraftRuleInputSchema>;

/**
 * A module as the draft holds it: its content, whether it counts towards the rule, and its
 * knowledge check (ADR 040) with the check's French, which asks the same questions (the same ids
 * and correct options) or is empty (French readers then get the English). A check or its French
 * left out stays as the draft holds it.
 */
export const DraftModuleInputSchema = lazySchema(() => z
  .strictObject({
    content: ModuleContentSchema,
    required: z.boolean({ error: 'Say whether the module is required' }),
    knowledgeCheck: KnowledgeCheckSchema.optional(),
    knowledgeCheckFr: KnowledgeCheckSchema.optional(),
  })
  .superRefine((m, ctx) => {
    if (!m.knowledgeCheck || !m.knowledgeCheckFr) return;
    const problem = checkTranslationProblem(m.knowledgeCheck, m.knowledgeCheckFr);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['knowledgeCheckFr'] });
  }));
export type DraftModuleInput = z.infer<typeof DraftModuleInputSchema>;

/** Moving a draft module one place (keyboard-friendly buttons, not drag only). */
export const DraftModuleMoveSchema = lazySchema(() => z.strictObject({ direction: z.enum(['up', 'down'], { error: 'Move up or down' }) }));
export type DraftModuleMove = z.infer<typeof DraftModuleMoveSchema>;

/** Markdown to preview with the server's renderer and sanitiser (nothing is stored). */
export const MarkdownPreviewInputSchema = lazySchema(() => z.strictObject({
  markdown: z.string({ error: 'Send the Markdown to preview' }).max(JOURNEY_LIMITS.bodyMax, { error: `Keep it to ${JOURNEY_LIMITS.bodyMax.toLocaleString('en')} characters or fewer` }),
}));
export const MarkdownPreviewSchema = lazySchema(() => z.object({ html: z.string() }));
export type MarkdownPreview = z.infer<typeof MarkdownPreviewSchema>;

export const AdminJourneyParamsSchema = lazySchema(() => z.strictObject({ journeyId: z.string().min(1).max(100) }));
export const AdminDraftModuleParamsSchema = lazySchema(() => z.strictObject({ journeyId: z.string().min(1).max(100), moduleSlug: z.string().min(1).max(100) }));

/** Which enrolments to move to the current version: every one on an older version, or the chosen learners'. */
export const EnrolmentMoveInputSchema = lazySchema(() => z.discriminatedUnion(
  'scope',
  [
    z.strictObject({ scope: z.literal('all') }),
    z.strictObject({
      scope: z.literal('chosen'),
      userIds: z
        .array(z.string().min(1).max(100), { error: 'Choose the learners to move' })
        .min(1, { error: 'Choose at least one learner to move' })
        .max(500, { error: 'Move at most 500 chosen learners at a time, or move all' }),
    }),
  ],
  { error: "Say which enrolments to move: scope 'all' or 'chosen'" },
));
export type EnrolmentMoveInput = z.infer<typeof EnrolmentMoveInputSchema>;

export const OlderEnrolmentsQuerySchema = lazySchema(() => z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
}));
export type OlderEnrolmentsQuery = z.infer<typeof OlderEnrolmentsQuerySchema>;

/**
 * A module as the stored draft holds it; `moduleId` is null until its first publish. Drafts saved
 * before knowledge checks were edited here hold no check: it is then the module's as published.
 */
export const DraftModuleSchema = lazySchema(() => z.object({
  moduleId: z.string().nullable(),
  required: z.boolean(),
  content: ModuleContentSchema,
  knowledgeCheck: KnowledgeCheckSchema.optional(),
  knowledgeCheckFr: KnowledgeCheckSchema.optional(),
}));
export type DraftModule = Omit<z.infer<typeof DraftModuleSchema>, 'knowledgeCheck' | 'knowledgeCheckFr'> & {
  knowledgeCheck: KnowledgeCheck;
  knowledgeCheckFr: KnowledgeCheck;
};

/** A journey's draft as stored (each part was checked by its request schema when written); no pass mark stored: the current version's. */
export const JourneyDraftSchema = lazySchema(() => z.object({
  title: z.string(),
  summary: z.string(),
  rule: CompletionRuleSchema,
  capstoneBrief: z.string(),
  passMark: z.number().int().min(1).max(100).nullable().optional(),
  modules: z.array(DraftModuleSchema),
}));
export type StoredJourneyDraft = z.infer<typeof JourneyDraftSchema>;
/** A draft with every part known (the server fills what an older stored draft lacks). */
export type JourneyDraft = Omit<StoredJourneyDraft, 'passMark' | 'modules'> & { passMark: number | null; modules: DraftModule[] };

// ---- Answers ----

/** A knowledge check's question as the admin sees it, answers included (already clean). */
export const CheckQuestionViewSchema = lazySchema(() => z.object({
  id: z.string(),
  prompt: z.string(),
  options: z.array(z.object({ text: z.string(), explanation: z.string(), correct: z.boolean() })),
}));

/** A module's content as the API shows it (already clean). */
export const ModuleContentViewSchema = lazySchema(() => z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  practice: z.string(),
  reflectionQuestion: z.string(),
  video: ModuleVideoSchema.nullable(),
  estimatedMinutes: z.number().int(),
  cpdMinutes: z.number().int(),
}));

export const AdminVersionSchema = lazySchema(() => z.object({
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  moduleCount: z.number().int(),
  requiredCount: z.number().int(),
  /** Enrolments pinned to this version. */
  enrolments: z.number().int(),
}));
export type AdminVersion = z.infer<typeof AdminVersionSchema>;

/** A journey in the admin list. */
export const AdminJourneySummarySchema = lazySchema(() => z.object({
  /** The row id the admin routes use. */
  id: z.string(),
  /** The learner's URL id: a named path's leader id, else the slug. */
  urlId: z.string(),
  slug: z.string(),
  path: JourneyPathPositionSchema.nullable(),
  title: z.string(),
  summary: z.string(),
  currentVersion: z.number().int().nullable(),
  /** Modules of the current version (0 before the first publish). */
  moduleCount: z.number().int(),
  versions: z.array(AdminVersionSchema),
  enrolments: z.number().int(),
  /** When the unpublished draft was last changed; null without one. */
  draftUpdatedAt: z.string().nullable(),
}));
export type AdminJourneySummary = z.infer<typeof AdminJourneySummarySchema>;

export const AdminJourneyListSchema = lazySchema(() => z.object({ journeys: z.array(AdminJourneySummarySchema) }));
export type AdminJourneyList = z.infer<typeof AdminJourneyListSchema>;

export const DRAFT_MODULE_STATES = ['new', 'changed', 'unchanged'] as const;

export const AdminDraftModuleSchema = lazySchema(() => z.object({
  /** Null for a module added in this draft (it gets its id when published). */
  moduleId: z.string().nullable(),
  position: z.number().int(),
  required: z.boolean(),
  /** Against the current version: added by this draft, edited, or as published. */
  state: z.enum(DRAFT_MODULE_STATES),
  content: ModuleContentViewSchema,
  /** Its knowledge check (none or 3-5 questions) and the check's French (none: French readers get the English). */
  knowledgeCheck: z.array(CheckQuestionViewSchema),
  knowledgeCheckFr: z.array(CheckQuestionViewSchema),
}));
export type AdminDraftModule = z.infer<typeof AdminDraftModuleSchema>;

export const ModuleRefSchema = lazySchema(() => z.object({ moduleId: z.string(), slug: z.string(), title: z.string() }));

/** The next version as drafted; before any edit it equals the current version (`saved: false`). */
export const AdminDraftSchema = lazySchema(() => z.object({
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
  /** The published version the draft started from (null for a new journey). */
  basedOn: z.number().int().nullable(),
  title: z.string(),
  summary: z.string(),
  rule: CompletionRuleSchema,
  capstoneBrief: z.string(),
  /** The knowledge checks' pass mark the next version pins; null: completing a module needs no check. */
  passMark: z.number().int().nullable(),
  modules: z.array(AdminDraftModuleSchema),
  /** Modules of the current version this draft leaves out. */
  removed: z.array(ModuleRefSchema),
  /** The journey's modules the draft does not hold (left out of earlier versions too): they can be added back. */
  restorable: z.array(ModuleRefSchema),
  /** What is missing before Publish (field → message); empty when it can be published. */
  problems: z.record(z.string(), z.string()),
}));
export type AdminDraft = z.infer<typeof AdminDraftSchema>;

export const AdminJourneyDetailSchema = lazySchema(() => z.object({ journey: AdminJourneySummarySchema, draft: AdminDraftSchema }));
export type AdminJourneyDetail = z.infer<typeof AdminJourneyDetailSchema>;

/** `POST /api/admin/journeys/:journeyId/publish`: the version just published and the journey after it. */
export const PublishAnswerSchema = lazySchema(() => z.object({ version: z.number().int(), detail: AdminJourneyDetailSchema }));
export type PublishAnswer = z.infer<typeof PublishAnswerSchema>;

/** A learner pinned to an older version, with their progress there and on the current version. */
export const OlderEnrolmentSchema = lazySchema(() => z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  version: z.number().int(),
  enrolledAt: z.string(),
  before: JourneyProgressSchema,
  after: JourneyProgressSchema,
}));
export type OlderEnrolment = z.infer<typeof OlderEnrolmentSchema>;

/** `GET /api/admin/journeys/:journeyId/enrolments`: open enrolments on older versions (completed ones stay where they finished). */
export const OlderEnrolmentPageSchema = lazySchema(() => z.object({
  currentVersion: z.number().int().nullable(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  learners: z.array(OlderEnrolmentSchema),
}));
export type OlderEnrolmentPage = z.infer<typeof OlderEnrolmentPageSchema>;

export const EnrolmentMoveResultSchema = lazySchema(() => z.object({
  toVersion: z.number().int(),
  moved: z.number().int(),
  /** Moves after which the learner's completions already met the current version's rule. */
  completedNow: z.number().int(),
  learners: z.array(
    z.object({
      userId: z.string(),
      fromVersion: z.number().int(),
      before: JourneyProgressSchema,
      after: JourneyProgressSchema,
      completed: z.boolean(),
    }),
  ),
}));
export type EnrolmentMoveResult = z.infer<typeof EnrolmentMoveResultSchema>;
