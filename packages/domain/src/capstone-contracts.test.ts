import { describe, expect, it } from 'vitest';
import {
  AdminCapstoneQuerySchema,
  CapstoneDraftInputSchema,
  CapstoneLinkSchema,
  CapstoneReviewInputSchema,
  CapstoneSubmissionInputSchema,
} from './capstone-contracts';
import { JourneyVersionSchema } from './journey-contracts';

type Result = { success: boolean; error?: { issues: Array<{ message: string }> } };
const firstMessage = (result: Result) => (result.success ? null : (result.error?.issues[0]?.message ?? null));

const TEXT = 'We cut the weekly report from two days to half a day by moving it to a shared sheet. '.repeat(2);
const link = (url: string, label = 'Dashboard') => ({ url, label });

describe('a capstone submission', () => {
  it.each([
    [{ text: TEXT, links: [] }, null],
    [{ text: TEXT }, null], // links default to none
    [{ text: 'x'.repeat(100), links: [] }, null],
    [{ text: 'x'.repeat(20_000), links: [] }, null],
    [{ text: `  ${'x'.repeat(99)}  `, links: [] }, 'Write at least 100 characters before you submit'], // trimmed first
    [{ text: '', links: [] }, 'Write your capstone before you submit it'],
    [{ text: ' \n ', links: [] }, 'Write your capstone before you submit it'],
    [{ links: [] }, 'Write your capstone'],
    [{ text: 42 }, 'Write your capstone'],
    [{ text: 'x'.repeat(20_001) }, 'Keep your capstone to 20,000 characters or fewer'],
    [{ text: TEXT, links: Array.from({ length: 5 }, (_, i) => link(`https://docs.example.org/${i}`)) }, null],
    [{ text: TEXT, links: Array.from({ length: 6 }, (_, i) => link(`https://docs.example.org/${i}`)) }, 'Add at most 5 links'],
    [{ text: TEXT, links: [link('https://docs.example.org/a'), link('https://docs.example.org/a', 'Again')] }, 'You added the same link twice'],
    [{ text: TEXT, links: 'https://docs.example.org' }, 'Links must be a list'],
    [{ text: TEXT, status: 'accepted' }, 'Unrecognized key: "status"'],
    [{ text: TEXT, userId: 'someone-else' }, 'Unrecognized key: "userId"'],
  ])('case %#', (body, message) => {
    expect(firstMessage(CapstoneSubmissionInputSchema.safeParse(body))).toBe(message);
  });

  it('cleans the Markdown like a forum post: control characters out, Windows line ends normalised, trimmed', () => {
    const parsed = CapstoneSubmissionInputSchema.parse({ text: `\r\n  ${TEXT}\u0000\r\nDone.  `, links: [] });
    expect(parsed.text).toBe(`${TEXT}\nDone.`);
  });
});

describe('a capstone draft (may be short or empty; links are checked as for a submission)', () => {
  it.each([
    [{ text: '', links: [] }, null],
    [{ text: 'A first idea.' }, null],
    [{ text: 'x'.repeat(20_001) }, 'Keep your capstone to 20,000 characters or fewer'],
    [{ text: 'Idea', links: [link('http://docs.example.org')] }, 'Must be an https:// address'],
  ])('case %#', (body, message) => {
    expect(firstMessage(CapstoneDraftInputSchema.safeParse(body))).toBe(message);
  });
});

describe('a capstone link', () => {
  it.each([
    [link('https://docs.example.org/report.pdf'), null],
    [{ url: '  https://docs.example.org/report.pdf  ' }, null],
    [link('http://docs.example.org/report.pdf'), 'Must be an https:// address'],
    [link('javascript:alert(1)'), 'Must be an https:// address'],
    [link('data:text/html,<script>alert(1)</script>'), 'Must be an https:// address'],
    [link('https://127.0.0.1/admin'), 'Must be a public internet address'],
    [link('https://localhost/x'), 'Must be a public internet address'],
    [link('not a link'), 'Must be an https:// address'],
    [link(''), "Enter the link's https:// address"],
    [{ label: 'No address' }, "Enter the link's https:// address"],
    [link(`https://docs.example.org/${'a'.repeat(2_000)}`), 'The address is too long'],
    [link('https://docs.example.org', 'x'.repeat(121)), 'Keep the description to 120 characters or fewer'],
    [{ url: 'https://docs.example.org', label: 'ok', title: 'extra' }, 'Unrecognized key: "title"'],
  ])('case %#', (value, message) => {
    expect(firstMessage(CapstoneLinkSchema.safeParse(value))).toBe(message);
  });

  it('keeps the label as plain text (control characters out, trimmed) and defaults it to empty', () => {
    expect(CapstoneLinkSchema.parse({ url: 'https://docs.example.org/a', label: '  Our\u0000 dashboard \u202E ' })).toEqual({ url: 'https://docs.example.org/a', label: 'Our dashboard' });
    expect(CapstoneLinkSchema.parse({ url: 'https://docs.example.org/a' })).toEqual({ url: 'https://docs.example.org/a', label: '' });
  });
});

describe('an admin review', () => {
  const ok = { submission: 1, decision: 'accepted', feedback: 'Clear problem, honest numbers.' };
  it.each([
    [ok, null],
    [{ ...ok, decision: 'changes_requested' }, null],
    [{ ...ok, decision: 'maybe' }, 'Accept the capstone or ask for changes'],
    [{ ...ok, feedback: '' }, 'Write your feedback for the learner'],
    [{ ...ok, feedback: '  Good.  ' }, 'Write at least 10 characters of feedback'],
    [{ ...ok, feedback: 'x'.repeat(4_001) }, 'Keep the feedback to 4,000 characters or fewer'],
    [{ decision: 'accepted', feedback: ok.feedback }, 'Name the submission you reviewed'],
    [{ ...ok, submission: 0 }, 'Name the submission you reviewed'],
    [{ ...ok, points: 5_000 }, 'Unrecognized key: "points"'],
  ])('case %#', (body, message) => {
    expect(firstMessage(CapstoneReviewInputSchema.safeParse(body))).toBe(message);
  });
});

describe('the admin queue query', () => {
  it.each([
    [{}, { view: 'waiting', page: 1, pageSize: 20 }],
    [{ view: 'reviewed', page: '3', pageSize: '10' }, { view: 'reviewed', page: 3, pageSize: 10 }],
  ])('%j → %j', (query, parsed) => {
    expect(AdminCapstoneQuerySchema.parse(query)).toEqual(parsed);
  });
  it.each([
    [{ view: 'all' }, 'Choose waiting or reviewed'],
    [{ page: 'two' }, 'Page must be a number'],
  ])('%j → %s', (query, message) => {
    expect(firstMessage(AdminCapstoneQuerySchema.safeParse(query))).toBe(message);
  });
});

describe("a journey version's capstone CPD minutes", () => {
  const version = { rule: { requiredWebinars: 0, capstoneRequired: true }, capstoneBrief: 'Show one change.', modules: [{ moduleId: 'm', position: 1, required: true }] };
  it.each([
    [{}, 120], // the default figure
    [{ capstoneCpdMinutes: 240 }, 240],
    [{ capstoneCpdMinutes: 0 }, 0],
  ])('%j → %d minutes', (extra, minutes) => {
    expect(JourneyVersionSchema.parse({ ...version, ...extra }).capstoneCpdMinutes).toBe(minutes);
  });
  it.each([
    [{ capstoneCpdMinutes: 601 }, 'The capstone CPD time must be at most 600 minutes'],
    [{ capstoneCpdMinutes: 1.5 }, 'Enter the capstone CPD time in whole minutes'],
  ])('%j → %s', (extra, message) => {
    expect(firstMessage(JourneyVersionSchema.safeParse({ ...version, ...extra }))).toBe(message);
  });
});
