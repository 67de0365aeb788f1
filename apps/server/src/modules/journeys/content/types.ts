/*
 * The shape of the journey content the product ships (`../shared/spec/decisions.md` "Journeys delivery": the two
 * named journeys with real content, at least 6 modules each). The seed turns these into rows; admins
 * edit them afterwards at /admin/journeys. Server-only: lesson text never enters the web bundle.
 */

/** One lesson of a journey. */
export interface ModuleContent {
  /** Stable kebab-case id within the journey (part of the module's URL). */
  slug: string;
  title: string;
  /** One or two sentences shown on the journey page. */
  summary: string;
  /** The lesson, Markdown, 300-900 words: headings from `##`, lists, bold; no images, no HTML. */
  body: string;
  /** One practice exercise to do with the team this week, Markdown, 60-250 words. */
  practice: string;
  /** The reflection question the learner answers to complete the module. */
  reflectionQuestion: string;
  /** Minutes a leader needs to read the lesson and do the exercise. */
  estimatedMinutes: number;
  /** CPD minutes the module counts for (`../shared/spec/decisions.md` "CPD record and credentials"). */
  cpdMinutes: number;
}

/** A webinar the seed schedules for a journey (the first one a new install shows). */
export interface WebinarContent {
  title: string;
  /** Two or three sentences: what a leader leaves the session with. */
  description: string;
  durationMinutes: number;
  cpdMinutes: number;
}

/**
 * A month of a named journey (ADR 047): one per month of the path's length, in order. Plain text
 * (no Markdown): the journey page shows it as text.
 */
export interface MonthContent {
  title: string;
  /** One paragraph: what this month is for and what it asks of the leader. */
  purpose: string;
  /** The month's live session, in one line (month 1's is linked to the journey's seeded webinar). */
  liveSession: string;
  /** The practice assignment to carry out at work this month, one paragraph. */
  practice: string;
  /** Slugs of its modules, in the journey's module order. */
  modules: string[];
}

/** A named journey's content: which path it is, its modules in order, and its capstone brief. */
export interface JourneyContent {
  /** The path's position among the named journeys (its id follows the configured leader name). */
  path: 'first' | 'second';
  modules: ModuleContent[];
  /** Its months, one per month of the path's length; every module in exactly one, in order. */
  months: MonthContent[];
  /** What the capstone asks for, Markdown, 80-250 words. */
  capstoneBrief: string;
  webinar: WebinarContent;
}

/** One option of a knowledge-check question as shipped (the domain's CheckOption). */
export interface CheckOptionContent {
  text: string;
  /** Why this option is right or not: shown to a learner who chose it. */
  explanation: string;
  correct: boolean;
}

/** A scenario question of a module's knowledge check (the domain's CheckQuestion). */
export interface CheckQuestionContent {
  /** Stable kebab-case id within the module, the same in both languages. */
  id: string;
  prompt: string;
  options: CheckOptionContent[];
}

/** A named journey's knowledge checks: 3-5 questions per module, by module slug. */
export type JourneyChecks = Record<string, CheckQuestionContent[]>;

/** The right option of a question (keeps the shipped data readable). */
export const right = (text: string, explanation: string): CheckOptionContent => ({
  text,
  explanation,
  correct: true,
});
/** A wrong option of a question, with why it is wrong. */
export const wrong = (text: string, explanation: string): CheckOptionContent => ({
  text,
  explanation,
  correct: false,
});
