import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { CAPSTONE_DECISIONS, CAPSTONE_LIMITS, CAPSTONE_STATUSES } from './capstone-rules';
import { MARKDOWN_NESTING_MESSAGE, withinMarkdownNesting } from './markdown-nesting';
import { cleanText } from './text';
import { HttpsUrlSchema } from './settings';

/*
 * The capstone contract: the learner's draft and submissions (Markdown, sanitised on the server
 * like a forum post, plus up to 5 https links), the admin's review queue and decision. The server
 * validates with these schemas and declares every answer with them; the web forms use the same
 * ones, so both sides show the same messages.
 */

const fmt = (n: number) => n.toLocaleString('en');

/** Markdown as the forum takes it: control characters removed, line ends normalised, trimmed. */
const markdown = (min: number) => {
  const text = z
    .string()
    .max(CAPSTONE_LIMITS.textMax, { error: `Keep your capstone to ${fmt(CAPSTONE_LIMITS.textMax)} characters or fewer` })
    .refine(withinMarkdownNesting, { error: MARKDOWN_NESTING_MESSAGE });
  return z
    .string({ error: 'Write your capstone' })
    .transform((v) => cleanText(v))
    .pipe(
      min > 0
        ? text
            .min(1, { error: 'Write your capstone before you submit it' })
            .min(min, { error: `Write at least ${fmt(min)} characters before you submit` })
        : text,
    );
};

/** One link the learner shares (a report, a dashboard, a folder): https only, on the public internet. */
export const CapstoneLinkSchema = lazySchema(() => z.strictObject({
  url: z
    .string({ error: "Enter the link's https:// address" })
    .trim()
    .min(1, { error: "Enter the link's https:// address" })
    .pipe(HttpsUrlSchema),
  /** What it is, plain text; may be empty (the address is shown then). */
  label: z
    .string({ error: 'Describe the link in words' })
    .transform((v) => cleanText(v))
    .pipe(z.string().max(CAPSTONE_LIMITS.linkLabelMax, { error: `Keep the description to ${CAPSTONE_LIMITS.linkLabelMax} characters or fewer` }))
    .default(''),
}));
export type CapstoneLink = z.infer<typeof CapstoneLinkSchema>;

const links = lazySchema(() => z
  .array(CapstoneLinkSchema, { error: 'Links must be a list' })
  .max(CAPSTONE_LIMITS.linksMax, { error: `Add at most ${CAPSTONE_LIMITS.linksMax} links` })
  .refine((list) => new Set(list.map((l) => l.url)).size === list.length, { error: 'You added the same link twice' })
  .default([]));

/** `PUT /api/journeys/:journeyId/capstone`: the working copy, saved as a draft (it may be short). */
export const CapstoneDraftInputSchema = lazySchema(() => z.strictObject({ text: markdown(0), links }));
export type CapstoneDraftInput = z.infer<typeof CapstoneDraftInputSchema>;

/** `POST /api/journeys/:journeyId/capstone/submissions`: what is sent for review (100..20,000 characters). */
export const CapstoneSubmissionInputSchema = lazySchema(() => z.strictObject({ text: markdown(CAPSTONE_LIMITS.textMin), links }));
export type CapstoneSubmissionInput = z.infer<typeof CapstoneSubmissionInputSchema>;

/** `POST /api/capstones/preview`: Markdown to render as the server will store it. */
export const CapstonePreviewInputSchema = lazySchema(() => z.strictObject({ text: markdown(0) }));
export const CapstonePreviewSchema = lazySchema(() => z.object({ html: z.string() }));
export type CapstonePreview = z.infer<typeof CapstonePreviewSchema>;

export const CapstoneStatusSchema = lazySchema(() => z.enum(CAPSTONE_STATUSES));
export const CapstoneDecisionSchema = lazySchema(() => z.enum(CAPSTONE_DECISIONS));

/** The admin's feedback: plain text (shown as text, never HTML). */
export const CapstoneFeedbackSchema = lazySchema(() => z
  .string({ error: 'Write your feedback for the learner' })
  .transform((v) => cleanText(v))
  .pipe(
    z
      .string()
      .min(1, { error: 'Write your feedback for the learner' })
      .min(CAPSTONE_LIMITS.feedbackMin, { error: `Write at least ${CAPSTONE_LIMITS.feedbackMin} characters of feedback` })
      .max(CAPSTONE_LIMITS.feedbackMax, { error: `Keep the feedback to ${fmt(CAPSTONE_LIMITS.feedbackMax)} characters or fewer` }),
  ));

/**
 * `POST /api/admin/capstones/:capstoneId/review`: the decision on one submission, named by its
 * number, so a reviewer never decides on a version they have not read.
 */
export const CapstoneReviewInputSchema = lazySchema(() => z.strictObject({
  submission: z.number({ error: 'Name the submission you reviewed' }).int().min(1),
  decision: z.enum(CAPSTONE_DECISIONS, { error: 'Accept the capstone or ask for changes' }),
  feedback: CapstoneFeedbackSchema,
}));
export type CapstoneReviewInput = z.infer<typeof CapstoneReviewInputSchema>;

export const CapstoneParamsSchema = lazySchema(() => z.strictObject({ capstoneId: z.string().min(1).max(100) }));

/** The admin queue: waiting (oldest submission first) or reviewed (newest review first). */
export const AdminCapstoneQuerySchema = lazySchema(() => z.strictObject({
  view: z.enum(['waiting', 'reviewed'], { error: 'Choose waiting or reviewed' }).default('waiting'),
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'Page size must be a number' }).int().min(1).max(50).default(20),
}));
export type AdminCapstoneQuery = z.infer<typeof AdminCapstoneQuerySchema>;

// ---- Answers ----

export const CapstoneReviewSchema = lazySchema(() => z.object({
  decision: CapstoneDecisionSchema,
  /** Plain text. */
  feedback: z.string(),
  reviewedAt: z.string(),
  reviewerName: z.string().nullable(),
}));
export type CapstoneReview = z.infer<typeof CapstoneReviewSchema>;

/** One submitted version, as it was sent, with the review it got (null while waiting). */
export const CapstoneSubmissionSchema = lazySchema(() => z.object({
  number: z.number().int(),
  /** Rendered and sanitised on the server: safe to insert as HTML. */
  textHtml: z.string(),
  links: z.array(z.object({ url: z.string(), label: z.string() })),
  submittedAt: z.string(),
  review: CapstoneReviewSchema.nullable(),
}));
export type CapstoneSubmission = z.infer<typeof CapstoneSubmissionSchema>;

/** `GET /api/journeys/:journeyId/capstone`: the learner's own capstone for a journey. */
export const CapstoneViewSchema = lazySchema(() => z.object({
  journey: z.object({ id: z.string(), title: z.string() }),
  /** The brief of the learner's journey version, rendered and sanitised. */
  briefHtml: z.string(),
  /** Whether the journey's rule asks for an accepted capstone. */
  required: z.boolean(),
  enrolled: z.boolean(),
  /** Null until the learner saves or submits anything. */
  status: CapstoneStatusSchema.nullable(),
  /** The working copy (Markdown and links): what the editor shows. */
  draft: z.object({ text: z.string(), links: z.array(z.object({ url: z.string(), label: z.string() })) }),
  /** Enrolled, and not waiting for review nor accepted. */
  canEdit: z.boolean(),
  /** Newest first. */
  submissions: z.array(CapstoneSubmissionSchema),
  /** A review the learner has not opened yet (the app points it out). */
  unseenReview: z.boolean(),
  /** XP the acceptance awarded (null until accepted). */
  xpAwarded: z.number().int().nullable(),
  /** CPD minutes an accepted capstone counts for in this journey version. */
  cpdMinutes: z.number().int(),
  updatedAt: z.string().nullable(),
}));
export type CapstoneView = z.infer<typeof CapstoneViewSchema>;

const PersonSchema = lazySchema(() => z.object({ id: z.string(), name: z.string() }));

/** A row of the admin queue. */
export const AdminCapstoneItemSchema = lazySchema(() => z.object({
  id: z.string(),
  learner: PersonSchema,
  journey: z.object({ id: z.string(), title: z.string() }),
  status: CapstoneStatusSchema,
  /** The latest submission's number and time. */
  submission: z.number().int(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
}));
export type AdminCapstoneItem = z.infer<typeof AdminCapstoneItemSchema>;

export const AdminCapstonePageSchema = lazySchema(() => z.object({
  capstones: z.array(AdminCapstoneItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}));
export type AdminCapstonePage = z.infer<typeof AdminCapstonePageSchema>;

/** `GET /api/admin/capstones/:capstoneId` (and the review's answer): every submission, newest first. */
export const AdminCapstoneDetailSchema = lazySchema(() => z.object({
  id: z.string(),
  learner: PersonSchema,
  journey: z.object({ id: z.string(), title: z.string(), briefHtml: z.string() }),
  status: CapstoneStatusSchema,
  submissions: z.array(CapstoneSubmissionSchema),
  /** The submission this admin may decide on now; null when none (reviewed, or their own). */
  reviewable: z.number().int().nullable(),
  /** Why there is nothing to decide, when there is not. */
  notice: z.string().nullable(),
  xpAwarded: z.number().int().nullable(),
  cpdMinutes: z.number().int(),
}));
export type AdminCapstoneDetail = z.infer<typeof AdminCapstoneDetailSchema>;
