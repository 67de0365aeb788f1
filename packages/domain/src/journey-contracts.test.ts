import { describe, expect, it } from 'vitest';
import {
  CompletionRuleSchema,
  JourneyDetailSchema,
  JourneyVersionSchema,
  KebabSlugSchema,
  ModuleCompletionInputSchema,
  ModuleContentSchema,
  ModuleVideoSchema,
} from './journey-contracts';

type Result = { success: boolean; error?: { issues: Array<{ message: string }> } };
const firstMessage = (result: Result) => (result.success ? null : (result.error?.issues[0]?.message ?? null));

describe('the reflection answer', () => {
  it.each([
    [{ reflection: 'I will ask my team what slows them down.' }, null],
    [{ reflection: 'x'.repeat(20) }, null],
    [{ reflection: `  ${'x'.repeat(20)}  ` }, null],
    [{ reflection: 'x'.repeat(4_000) }, null],
    [{}, 'Write your reflection to complete the module'],
    [{ reflection: 42 }, 'Write your reflection to complete the module'],
    [{ reflection: '' }, 'Write your reflection to complete the module'],
    [{ reflection: ' \n\t ' }, 'Write your reflection to complete the module'],
    [{ reflection: 'Too short.' }, 'Write at least 20 characters'],
    [{ reflection: `   ${'x'.repeat(19)}   ` }, 'Write at least 20 characters'], // trimmed first
    [{ reflection: 'x'.repeat(4_001) }, 'Keep your reflection to 4,000 characters or fewer'],
    [{ reflection: 'x'.repeat(30), points: 500 }, 'Unrecognized key: "points"'],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(ModuleCompletionInputSchema.safeParse(body))).toBe(message);
  });

  it('trims it and drops control characters', () => {
    expect(ModuleCompletionInputSchema.parse({ reflection: '\r\n  We meet on Mondays now.\u0000\r\nIt works.  ' })).toEqual({
      reflection: 'We meet on Mondays now.\nIt works.',
    });
  });
});

const lesson = {
  slug: 'lead-with-data',
  title: 'Lead with data',
  summary: 'Turn one weekly number into a team habit.',
  body: '## Why\n\nNumbers start conversations.',
  practice: 'Pick one number and share it on Monday.',
  reflectionQuestion: 'Which number did you pick, and why?',
  video: null,
  estimatedMinutes: 25,
  cpdMinutes: 30,
};

describe('a module’s content', () => {
  it.each([
    [{}, null],
    [{ video: { url: 'https://videos.example.org/lesson-1.mp4', sizeMb: 12.5, durationMinutes: 8 } }, null],
    [{ video: { url: 'http://videos.example.org/lesson-1.mp4', sizeMb: 12.5, durationMinutes: 8 } }, 'Must be an https:// address'],
    [{ video: { url: 'javascript:alert(1)', sizeMb: 1, durationMinutes: 1 } }, 'Must be an https:// address'],
    [{ video: { url: 'https://videos.example.org/a.mp4', sizeMb: 0, durationMinutes: 8 } }, 'The video size must be more than 0 MB'],
    [{ video: { url: 'https://videos.example.org/a.mp4', sizeMb: 3, durationMinutes: 0 } }, 'The video length must be at least 1 minute'],
    [{ slug: 'Lead With Data' }, 'Use lower-case letters, digits and single hyphens'],
    [{ slug: 'lead--data' }, 'Use lower-case letters, digits and single hyphens'],
    [{ title: '   ' }, 'Give the module a title'],
    [{ title: 'x'.repeat(121) }, 'Keep it to 120 characters or fewer'],
    [{ body: '' }, 'Write the lesson'],
    [{ body: 'x'.repeat(20_001) }, 'Keep it to 20,000 characters or fewer'],
    [{ reflectionQuestion: '' }, 'Write the reflection question'],
    [{ estimatedMinutes: 0 }, 'The estimated time must be at least 1 minute'],
    [{ estimatedMinutes: 12.5 }, 'Enter the estimated time in whole minutes'],
    [{ cpdMinutes: 0 }, null],
    [{ cpdMinutes: -1 }, 'The CPD time must be at least 0 minutes'],
    [{ cpdMinutes: 601 }, 'The CPD time must be at most 600 minutes'],
  ])('%j → %s', (change, message) => {
    expect(firstMessage(ModuleContentSchema.safeParse({ ...lesson, ...change }))).toBe(message);
  });

  it('refuses a video served from a private address', () => {
    expect(firstMessage(ModuleVideoSchema.safeParse({ url: 'https://10.0.0.4/v.mp4', sizeMb: 1, durationMinutes: 1 }))).toBe('Must be a public internet address');
  });
});

describe('a version and its rule', () => {
  const modules = [
    { moduleId: 'm1', position: 1, required: true },
    { moduleId: 'm2', position: 2, required: false },
  ];
  const version = { rule: { requiredWebinars: 1, capstoneRequired: true }, capstoneBrief: 'Run a 30-day change with your team.', modules };
  it.each([
    [{}, null],
    [{ modules: [] }, 'Add at least one module'],
    [{ modules: [modules[0], { ...modules[1], moduleId: 'm1' }] }, 'A module appears twice in the version'],
    [{ modules: [modules[0], { ...modules[1], position: 1 }] }, 'Two modules share a position'],
    [{ rule: { requiredWebinars: -1, capstoneRequired: true } }, 'The number of webinars cannot be negative'],
    [{ rule: { requiredWebinars: 1 } }, 'Say whether a capstone is required'],
    [{ capstoneBrief: '' }, 'Write the capstone brief'],
  ])('%j → %s', (change, message) => {
    expect(firstMessage(JourneyVersionSchema.safeParse({ ...version, ...change }))).toBe(message);
  });

  it.each([
    [{ requiredWebinars: 0, capstoneRequired: false }, null],
    [{ requiredWebinars: 21, capstoneRequired: false }, 'Require at most 20 webinars'],
    [{ requiredWebinars: 1.5, capstoneRequired: false }, 'Enter a whole number of webinars'],
  ])('rule %j → %s', (rule, message) => {
    expect(firstMessage(CompletionRuleSchema.safeParse(rule))).toBe(message);
  });
});

describe('KebabSlugSchema', () => {
  it.each([
    ['amara', null],
    ['six-month-path-2', null],
    ['', 'Enter a short id'],
    ['-lead', 'Use lower-case letters, digits and single hyphens'],
    ['lead_data', 'Use lower-case letters, digits and single hyphens'],
    ['x'.repeat(81), 'Keep the id to 80 characters or fewer'],
  ])('%j → %s', (slug, message) => {
    expect(firstMessage(KebabSlugSchema.safeParse(slug))).toBe(message);
  });
});

describe('the journey page answer', () => {
  it('lists the journey’s events as a learner sees them, and refuses a malformed one', () => {
    const page = {
      id: 'amara',
      path: 'first',
      title: "Amara's Path",
      summary: 'Build digital confidence.',
      durationMonths: 6,
      focusAreas: ['Digital confidence'],
      recommended: true,
      version: 1,
      moduleCount: 0,
      estimatedMinutes: 0,
      cpdMinutes: 0,
      status: 'not_enrolled',
      enrolment: null,
      progress: { done: 0, required: 0, percent: 100 },
      modules: [],
      next: null,
      requirements: { modules: { done: 0, required: 0 }, webinars: { attended: 0, required: 1 }, capstone: { required: true, accepted: false }, met: false },
      capstone: { required: true, briefHtml: '<p>Brief</p>' },
      webinars: [],
      certificate: null,
      months: [],
    };
    expect(JourneyDetailSchema.safeParse(page).success).toBe(true);
    const event = {
      id: 'e1',
      title: 'Live clinic',
      description: 'Bring one change.',
      startsAt: '2026-12-08T14:00:00.000Z',
      endsAt: '2026-12-08T15:30:00.000Z',
      cpdMinutes: 90,
      journey: { id: 'amara', title: "Amara's Path" },
      phase: 'upcoming',
      cancelled: false,
      registered: true,
      attendance: null,
      hasJoinUrl: false,
      joinUrl: null,
      joinOpensAt: '2026-12-08T13:45:00.000Z',
      attendanceOpen: false,
      attendanceClosesAt: '2026-12-08T15:40:00.000Z',
    };
    expect(JourneyDetailSchema.safeParse({ ...page, webinars: [event] }).success).toBe(true);
    expect(JourneyDetailSchema.safeParse({ ...page, webinars: [{ title: 'x' }] }).success).toBe(false);
    expect(JourneyDetailSchema.safeParse({ ...page, webinars: [{ ...event, phase: 'soon' }] }).success).toBe(false);
  });
});
