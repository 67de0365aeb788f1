import { describe, expect, it } from 'vitest';
import { currentMonth, monthDoneAt, monthReleases, type MonthReleaseInput } from './journey-months';

const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

type Row = [
  label: string,
  input: Omit<MonthReleaseInput, 'doneAt'> & { doneAt: Array<string | null> },
  opensOn: string[],
  open: boolean[],
];

const base = { enrolledAt: at('2026-01-05T10:00:00Z'), timeZone: 'Africa/Lagos' };

describe('monthReleases', () => {
  it.each<Row>([
    [
      'on their own: month 1 at enrolment, then every 28 days at the start of the day',
      { ...base, doneAt: [null, null, null], now: at('2026-01-05T10:00:00Z') },
      ['2026-01-05', '2026-02-02', '2026-03-02'],
      [true, false, false],
    ],
    [
      'a month opens at 00:00 in the learner zone, not at the enrolment hour',
      { ...base, doneAt: [null, null], now: at('2026-02-01T23:00:00Z') }, // 00:00 on 2 Feb in Lagos
      ['2026-01-05', '2026-02-02'],
      [true, true],
    ],
    [
      'an hour before that midnight it is still closed',
      { ...base, doneAt: [null, null], now: at('2026-02-01T22:59:59Z') },
      ['2026-01-05', '2026-02-02'],
      [true, false],
    ],
    [
      'finishing month 1 early opens month 2 at once, and month 3 follows 28 days after that',
      {
        ...base,
        doneAt: ['2026-01-12T09:00:00Z', null, null],
        now: at('2026-01-12T09:00:00Z'),
      },
      ['2026-01-05', '2026-01-12', '2026-02-09'],
      [true, true, false],
    ],
    [
      'finishing after the scheduled date changes nothing: the schedule came first',
      { ...base, doneAt: ['2026-02-20T09:00:00Z', null], now: at('2026-02-20T09:00:00Z') },
      ['2026-01-05', '2026-02-02'],
      [true, true],
    ],
    [
      'months done out of order (before pacing) never open a month before the one before it',
      {
        ...base,
        doneAt: ['2026-01-06T09:00:00Z', '2026-01-01T00:00:00Z', null],
        now: at('2026-01-06T09:00:00Z'),
      },
      ['2026-01-05', '2026-01-06', '2026-01-06'],
      [true, true, true],
    ],
    [
      'dates are in the learner zone: enrolling at 23:30 UTC in Nairobi is the next day there',
      {
        enrolledAt: at('2026-03-31T23:30:00Z'),
        timeZone: 'Africa/Nairobi',
        doneAt: [null, null],
        now: at('2026-04-01T00:00:00Z'),
      },
      ['2026-04-01', '2026-04-29'],
      [true, false],
    ],
    [
      'an unknown zone reads as UTC',
      {
        enrolledAt: at('2026-03-31T23:30:00Z'),
        timeZone: 'Mars/Olympus',
        doneAt: [null, null],
        now: at('2026-04-01T00:00:00Z'),
      },
      ['2026-03-31', '2026-04-28'],
      [true, false],
    ],
    [
      'a cohort date overrides: month 2 opens on it even if month 1 is done earlier',
      {
        ...base,
        doneAt: ['2026-01-06T09:00:00Z', null, null],
        cohortOpensAt: [null, at('2026-02-16T07:00:00Z')],
        now: at('2026-01-20T09:00:00Z'),
      },
      ['2026-01-05', '2026-02-16', '2026-03-16'],
      [true, false, false],
    ],
    [
      "a cohort's first month opens on its date, before or after enrolment",
      {
        ...base,
        doneAt: [null, null],
        cohortOpensAt: [at('2026-01-01T08:00:00Z'), at('2026-01-29T08:00:00Z')],
        now: at('2026-01-30T08:00:00Z'),
      },
      ['2026-01-01', '2026-01-29'],
      [true, true],
    ],
    [
      'over a clock change the schedule keeps the local day (Europe/Paris, March)',
      {
        enrolledAt: at('2026-03-10T09:00:00Z'),
        timeZone: 'Europe/Paris',
        doneAt: [null, null],
        now: at('2026-04-06T22:00:00Z'), // 00:00 on 7 April in Paris (summer time)
      },
      ['2026-03-10', '2026-04-07'],
      [true, true],
    ],
  ])('%s', (_label, input, opensOn, open) => {
    const releases = monthReleases({
      ...input,
      doneAt: input.doneAt.map((d) => (d === null ? null : at(d))),
    });
    expect(releases.map((r) => r.opensOn)).toEqual(opensOn);
    expect(releases.map((r) => r.open)).toEqual(open);
    expect(releases.map((r) => r.month)).toEqual(opensOn.map((_d, i) => i + 1));
  });

  it('opens month 1 at the enrolment instant itself', () => {
    const [first] = monthReleases({ ...base, doneAt: [null], now: base.enrolledAt - 1 });
    expect(first).toMatchObject({ opensAt: base.enrolledAt, open: false });
  });

  it('answers no months for a journey without them', () => {
    expect(monthReleases({ ...base, doneAt: [], now: base.enrolledAt })).toEqual([]);
  });
});

describe('monthDoneAt', () => {
  const done = new Map([
    ['a', 10],
    ['b', 30],
    ['opt', 50],
  ]);
  it.each([
    [
      'every required module done: the last of them',
      [
        ['a', true],
        ['b', true],
      ],
      30,
    ],
    [
      'an optional module does not hold the month back',
      [
        ['a', true],
        ['x', false],
      ],
      10,
    ],
    [
      'a required module missing',
      [
        ['a', true],
        ['x', true],
      ],
      null,
    ],
    [
      'only optional modules: all of them count',
      [
        ['a', false],
        ['opt', false],
      ],
      50,
    ],
    [
      'only optional modules, one missing',
      [
        ['a', false],
        ['x', false],
      ],
      null,
    ],
    ['no modules', [], null],
  ] as Array<[string, Array<[string, boolean]>, number | null]>)('%s', (_l, modules, expected) => {
    expect(
      monthDoneAt(
        modules.map(([moduleId, required]) => ({ moduleId, required })),
        done,
      ),
    ).toBe(expected);
  });
});

describe('currentMonth', () => {
  const releases = monthReleases({ ...base, doneAt: [null, null, null], now: base.enrolledAt });
  const later = (days: number) =>
    monthReleases({ ...base, doneAt: [1, null, null], now: base.enrolledAt + days * DAY });
  it.each([
    ['month 1 open and not done', releases, [null, null, null], 1],
    ['month 1 done, month 2 open', later(10), [1, null, null], 2],
    ['every open month done: the last open one', later(10), [1, 2, null], 2],
    ['nothing open yet', monthReleases({ ...base, doneAt: [null], now: 0 }), [null], null],
  ] as const)('%s', (_l, r, doneAt, expected) => {
    expect(currentMonth(r, doneAt)).toBe(expected);
  });
});
