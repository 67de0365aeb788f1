import { describe, expect, it } from 'vitest';
import { BUILT_IN_BADGES } from './badges';
import { abbreviateName } from './demo';
import { defaultKnowledgeBase, KbEntryInputSchema } from './knowledge-base';
import { answerParagraphs, cleanKbText, groupKbEntries, KB_CATEGORIES, kbEntryMatches } from './knowledge-base-text';
import { LEVELS } from './levels';
import { computeRoiScore, MAX_ROI_SCORE, ROI_BANDS, roiBand, roiScoreParts } from './roi';
import { STREAK_DAYS_FOR_MULTIPLIER, STREAK_MULTIPLIER, XP_ACTIONS } from './xp-actions';

const answerTo = (question: string) => {
  const entry = defaultKnowledgeBase().find((e) => e.question === question);
  if (!entry) throw new Error(`no seeded entry "${question}"`);
  return entry.answer;
};

describe('cleanKbText', () => {
  it.each([
    ['  hello  ', 'hello'],
    ['a\r\nb', 'a\nb'],
    ['a\n\n\n\nb', 'a\n\nb'],
    ['a\u0000b\u0007c', 'abc'],
    ['tab\there', 'tab here'],
    ['line   \nnext', 'line\nnext'],
    ['zero\u200Bwidth \u202Eflip', 'zerowidth flip'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
  ])('%j -> %j', (input, expected) => {
    expect(cleanKbText(input)).toBe(expected);
  });
});

describe('KbEntryInputSchema', () => {
  const valid = { category: 'Badges', question: 'What is a badge?', answer: 'A mark of progress.' };
  it.each([
    [{ ...valid }, null],
    [{ ...valid, category: 'Other' }, 'category'],
    [{ ...valid, question: 'Why' }, 'question'],
    [{ ...valid, question: 'Two\nlines?' }, 'question'],
    [{ ...valid, question: 'x'.repeat(201) }, 'question'],
    [{ ...valid, answer: '   ' }, 'answer'],
    [{ ...valid, answer: 'x'.repeat(5001) }, 'answer'],
    [{ ...valid, position: 3 }, ''],
  ])('%j fails on %s', (input, field) => {
    const result = KbEntryInputSchema.safeParse(input);
    if (field === null) return expect(result.success).toBe(true);
    expect(result.success).toBe(false);
    if (field) expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
  it('stores the cleaned text', () => {
    expect(KbEntryInputSchema.parse({ ...valid, question: '  What\u0000 is a badge?  ' }).question).toBe('What is a badge?');
  });
});

describe('answerParagraphs', () => {
  it.each([
    ['one', ['one']],
    ['one\ntwo', ['one\ntwo']],
    ['one\n\ntwo', ['one', 'two']],
    ['one\n  \ntwo\n\n', ['one', 'two']],
  ])('%j', (answer, expected) => expect(answerParagraphs(answer)).toEqual(expected));
});

describe('groupKbEntries and kbEntryMatches', () => {
  it('groups in category order and sorts by position, leaving empty categories out', () => {
    const groups = groupKbEntries([
      { id: 'b', category: 'Privacy' as const, position: 2 },
      { id: 'a', category: 'Privacy' as const, position: 1 },
      { id: 'c', category: 'Getting started' as const, position: 1 },
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Getting started', 'Privacy']);
    expect(groups[1]?.entries.map((e) => e.id)).toEqual(['a', 'b']);
  });
  it.each([
    ['', true],
    ['STREAK', true],
    ['multiplied', true],
    ['nothing like this', false],
  ])('search %j matches: %s', (search, expected) => {
    expect(kbEntryMatches({ question: 'How do streaks work?', answer: 'Awards are multiplied.' }, search)).toBe(expected);
  });
});

describe('the seeded FAQ matches the rules', () => {
  const entries = defaultKnowledgeBase();
  it('covers every category, with unique questions', () => {
    expect(new Set(entries.map((e) => e.category))).toEqual(new Set(KB_CATEGORIES));
    expect(new Set(entries.map((e) => e.question)).size).toBe(entries.length);
  });
  it.each(XP_ACTIONS.map((a) => [a.label, a.points] as const))('XP: %s gives %i XP', (label, points) => {
    expect(answerTo('How do I earn XP?')).toContain(`${label}: ${points.toLocaleString('en-US')} XP`);
  });
  it.each(LEVELS.map((l) => [l.number, l.name, l.minXp] as const))('levels: Level %i %s from %i XP', (number, name, minXp) => {
    expect(answerTo('What are the levels and what do they unlock?')).toContain(`Level ${number} ${name}: ${minXp.toLocaleString('en-US')}`);
  });
  it('streaks: the day and the multiplier', () => {
    const text = answerTo('How do streaks work?');
    expect(text).toContain(`From day ${STREAK_DAYS_FOR_MULTIPLIER}`);
    expect(text).toContain(`multiplied by ${STREAK_MULTIPLIER}`);
    expect(text).toContain('100 XP becomes 150 XP');
  });
  it('streaks: the freezes, earned and never bought', () => {
    const text = answerTo('How do streaks work?');
    expect(text).toContain('Every 7 days of a streak earn you a streak freeze, and you can hold up to 2.');
    expect(text).toContain('a freeze is used automatically and your streak carries on');
    expect(text).toContain('never bought');
    expect(text).not.toContain('until you miss a day');
  });
  it.each(BUILT_IN_BADGES.map((b) => [b.name, b.description] as const))('badges: %s', (name, description) => {
    expect(answerTo('Which badges can I earn?')).toContain(`${name}: ${description}`);
  });
  // The score text is written out; each threshold it names is checked against the score function.
  it.each([
    [{ issuesPercentage: 51 }, 'issues', 30, 'above 50% adds 30'],
    [{ issuesPercentage: 31 }, 'issues', 20, 'above 30% adds 20'],
    [{ issuesPercentage: 11 }, 'issues', 10, 'above 10% adds 10'],
    [{ issuesPercentage: 10 }, 'issues', 0, 'above 10% adds 10'],
    [{ turnoverCost: 100_001 }, 'turnover', 25, 'above $100,000 adds 25'],
    [{ turnoverCost: 50_001 }, 'turnover', 20, 'above $50,000 adds 20'],
    [{ turnoverCost: 20_001 }, 'turnover', 10, 'above $20,000 adds 10'],
    [{ leadershipPrepTime: 13 }, 'prepTime', 25, 'above 12 adds 25'],
    [{ leadershipPrepTime: 7 }, 'prepTime', 20, 'above 6 adds 20'],
    [{ leadershipPrepTime: 4 }, 'prepTime', 10, 'above 3 adds 10'],
    [{ projectStalls: 'yes' as const }, 'projectStalls', 20, '"Yes, frequently" adds 20'],
    [{ projectStalls: 'sometimes' as const }, 'projectStalls', 10, '"Sometimes" adds 10'],
  ])('ROI: %j gives %s %i ("%s")', (change, part, points, phrase) => {
    const base = { issuesPercentage: 0, turnoverCost: 0, leadershipPrepTime: 0, projectStalls: 'no' as const };
    expect(roiScoreParts({ ...base, ...change })[part as 'issues']).toBe(points);
    expect(answerTo('How is the ROI score computed?')).toContain(phrase);
  });
  it('ROI: cap and bands', () => {
    expect(answerTo('How is the ROI score computed?')).toContain(`capped at ${MAX_ROI_SCORE}`);
    const bands = answerTo('What do the ROI bands mean?');
    expect(bands).toContain('81 and above: Critical ROI Leverage Moment');
    expect(bands).toContain('61 to 80: High ROI Potential');
    expect(bands).toContain('31 to 60: Moderate ROI Potential');
    expect(bands).toContain('below 31: Low ROI Potential');
    for (const b of ROI_BANDS) expect(bands).toContain(b.message);
    expect(roiBand(80).label).toBe('High ROI Potential');
    expect(computeRoiScore({ issuesPercentage: 100, turnoverCost: 1e9, leadershipPrepTime: 24, projectStalls: 'yes' })).toBe(100);
  });
});

describe('abbreviateName', () => {
  it.each([
    ['Amina Okafor', 'Amina O.'],
    ['  Kofi  Ama Mensah ', 'Kofi M.'],
    ['Zanele', 'Zanele'],
    ['ézé ölu', 'ézé Ö.'],
    ['', 'A learner'],
  ])('%j -> %j', (name, expected) => expect(abbreviateName(name)).toBe(expected));
});
