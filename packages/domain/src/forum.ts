import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { MARKDOWN_NESTING_MESSAGE, withinMarkdownNesting } from './markdown-nesting';
import { cleanText } from './text';
import type { Role } from './roles';

/*
 * The forum's contract (`../shared/spec/decisions.md` "Forum"): posts with a title and a Markdown body, comments,
 * likes, pagination and search by title. Limits and their messages live here once; the server
 * validates with these schemas and the web forms show the same messages.
 */

export const FORUM_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  bodyMax: 20_000,
  commentMax: 2_000,
  searchMax: 100,
  pageSizeDefault: 10,
  pageSizeMax: 50,
} as const;

export const ForumTitleSchema = lazySchema(() => z
  .string({ error: 'Give your post a title' })
  .transform((v) => cleanText(v, 'line'))
  .pipe(
    z
      .string()
      .min(1, { error: 'Give your post a title' })
      .min(FORUM_LIMITS.titleMin, { error: `The title needs at least ${FORUM_LIMITS.titleMin} characters` })
      .max(FORUM_LIMITS.titleMax, { error: `Keep the title to ${FORUM_LIMITS.titleMax} characters or fewer` }),
  ));

export const ForumBodySchema = lazySchema(() => z
  .string({ error: 'Write something in your post' })
  .transform((v) => cleanText(v))
  .pipe(
    z
      .string()
      .min(1, { error: 'Write something in your post' })
      .max(FORUM_LIMITS.bodyMax, { error: 'Keep the post to 20,000 characters or fewer' })
      .refine(withinMarkdownNesting, { error: MARKDOWN_NESTING_MESSAGE }),
  ));

export const ForumCommentBodySchema = lazySchema(() => z
  .string({ error: 'Write a comment first' })
  .transform((v) => cleanText(v))
  .pipe(
    z
      .string()
      .min(1, { error: 'Write a comment first' })
      .max(FORUM_LIMITS.commentMax, { error: 'Keep the comment to 2,000 characters or fewer' }),
  ));

/** A new post. */
export const ForumPostInputSchema = lazySchema(() => z.strictObject({ title: ForumTitleSchema, body: ForumBodySchema }));
export type ForumPostInput = z.infer<typeof ForumPostInputSchema>;

/** An edit: the title, the body or both. */
export const ForumPostPatchSchema = lazySchema(() => z
  .strictObject({ title: ForumTitleSchema.optional(), body: ForumBodySchema.optional() })
  .refine((p) => p.title !== undefined || p.body !== undefined, { error: 'Change the title or the body' }));
export type ForumPostPatch = z.infer<typeof ForumPostPatchSchema>;

/** A new comment. */
export const ForumCommentInputSchema = lazySchema(() => z.strictObject({ body: ForumCommentBodySchema }));
export type ForumCommentInput = z.infer<typeof ForumCommentInputSchema>;

/** The post list: search by title, paginate (newest first). */
export const ForumListQuerySchema = lazySchema(() => z.strictObject({
  q: z
    .string()
    .trim()
    .max(FORUM_LIMITS.searchMax, { error: 'Keep the search under 100 characters' })
    .optional(),
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int()
    .min(1)
    .max(FORUM_LIMITS.pageSizeMax)
    .default(FORUM_LIMITS.pageSizeDefault),
}));
export type ForumListQuery = z.infer<typeof ForumListQuerySchema>;

export const ForumAuthorSchema = lazySchema(() => z.object({ id: z.string(), name: z.string() }));
export type ForumAuthor = z.infer<typeof ForumAuthorSchema>;

/** A post in the list. */
export const ForumPostSummarySchema = lazySchema(() => z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text, the start of the body. */
  excerpt: z.string(),
  author: ForumAuthorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
}));
export type ForumPostSummary = z.infer<typeof ForumPostSummarySchema>;

export const ForumPostPageSchema = lazySchema(() => z.object({
  posts: z.array(ForumPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}));
export type ForumPostPage = z.infer<typeof ForumPostPageSchema>;

export const ForumCommentSchema = lazySchema(() => z.object({
  id: z.string(),
  postId: z.string(),
  body: z.string(),
  author: ForumAuthorSchema,
  createdAt: z.string(),
  canDelete: z.boolean(),
}));
export type ForumComment = z.infer<typeof ForumCommentSchema>;

/** One post with its Markdown source (for editing), its sanitised HTML and its comments. */
export const ForumPostDetailSchema = lazySchema(() => ForumPostSummarySchema.extend({
  bodyMarkdown: z.string(),
  /** Rendered and sanitised on the server: safe to insert as HTML. */
  bodyHtml: z.string(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  comments: z.array(ForumCommentSchema),
}));
export type ForumPostDetail = z.infer<typeof ForumPostDetailSchema>;

export const ForumLikeSchema = lazySchema(() => z.object({ likeCount: z.number().int(), likedByMe: z.boolean() }));
export type ForumLike = z.infer<typeof ForumLikeSchema>;

/** The one authorization rule of the forum: the author, or an admin, may edit or delete. */
export function canModifyForumItem(viewer: { id: string; role: Role }, authorId: string): boolean {
  return viewer.role === 'admin' || viewer.id === authorId;
}
