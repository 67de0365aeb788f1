import { describe, expect, it } from 'vitest';
import { toCsv } from './admin';
import {
  cpdCsvRow,
  cpdHours,
  cpdTotals,
  CpdVoidInputSchema,
  externalCpdInputFor,
  ExternalCpdInputSchema,
  formatCpdMinutes,
  type CpdTotalsEntry,
} from './cpd';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.success ? null : `${result.error?.issues[0]?.path.join('.')}: ${result.error?.issues[0]?.message}`;

describe('formatCpdMinutes / cpdHours', () => {
  it.each([
    [0, '0:00', 0],
    [1, '0:01', 0.02],
    [45, '0:45', 0.75],
    [60, '1:00', 1],
    [90, '1:30', 1.5],
    [125, '2:05', 2.08],
    [1440, '24:00', 24],
    [6001, '100:01', 100.02],
    [-30, '0:00', 0],
  ])('%i minutes → %s, %d hours', (minutes, hm, hours) => {
    expect(formatCpdMinutes(minutes)).toBe(hm);
    expect(cpdHours(minutes)).toBe(hours);
  });
});

const entry = (type: CpdTotalsEntry['type'], endDate: string, minutes: number, voided = false): CpdTotalsEntry => ({ type, endDate, minutes, voided });

describe('cpdTotals', () => {
  it.each<[string, CpdTotalsEntry[], ReturnType<typeof cpdTotals>]>([
    ['an empty record', [], { minutes: 0, byYear: [], byType: [] }],
    [
      'one year, two types',
      [entry('module', '2026-03-01', 45), entry('external', '2026-05-02', 90), entry('module', '2026-06-01', 30)],
      { minutes: 165, byYear: [{ year: 2026, minutes: 165 }], byType: [{ type: 'module', minutes: 75 }, { type: 'external', minutes: 90 }] },
    ],
    [
      'voided entries count nowhere',
      [entry('webinar', '2025-12-31', 60), entry('external', '2026-01-01', 600, true), entry('external', '2026-01-02', 30)],
      { minutes: 90, byYear: [{ year: 2026, minutes: 30 }, { year: 2025, minutes: 60 }], byType: [{ type: 'webinar', minutes: 60 }, { type: 'external', minutes: 30 }] },
    ],
    [
      'years newest first, types in their fixed order',
      [entry('capstone', '2024-07-01', 120), entry('mentoring', '2026-02-01', 60), entry('module', '2025-02-01', 45), entry('webinar', '2026-02-01', 75)],
      {
        minutes: 300,
        byYear: [{ year: 2026, minutes: 135 }, { year: 2025, minutes: 45 }, { year: 2024, minutes: 120 }],
        byType: [{ type: 'module', minutes: 45 }, { type: 'webinar', minutes: 75 }, { type: 'mentoring', minutes: 60 }, { type: 'capstone', minutes: 120 }],
      },
    ],
    ['only voided', [entry('external', '2026-01-01', 30, true)], { minutes: 0, byYear: [], byType: [] }],
  ])('%s', (_name, entries, totals) => {
    const result = cpdTotals(entries);
    expect(result).toEqual(totals);
    // The total is always the sum of the non-voided entries, and of each breakdown.
    const sum = entries.filter((e) => !e.voided).reduce((s, e) => s + e.minutes, 0);
    expect(result.minutes).toBe(sum);
    expect(result.byYear.reduce((s, y) => s + y.minutes, 0)).toBe(sum);
    expect(result.byType.reduce((s, t) => s + t.minutes, 0)).toBe(sum);
  });
});

const external = { title: 'Negotiation short course', provider: 'Strathmore Business School', startDate: '2026-11-20', minutes: 180 };

describe('ExternalCpdInputSchema and externalCpdInputFor(today)', () => {
  it.each([
    ['a plain entry', external, null],
    ['with end date and evidence', { ...external, endDate: '2026-11-21', evidence: 'Certificate no. 118' }, null],
    ['null end date and evidence', { ...external, endDate: null, evidence: null }, null],
    ['with a request key', { ...external, idempotencyKey: '9b2f6a53-8d1e-4c47-9a51-0c7e3f0b9a10' }, null],
    ['no title', { ...external, title: '  ' }, 'title: Name the activity'],
    ['a long title', { ...external, title: 'x'.repeat(201) }, 'title: Use at most 200 characters'],
    ['no provider', { ...external, provider: '' }, 'provider: Name the provider (who ran it)'],
    ['no date', { ...external, startDate: '' }, 'startDate: Enter a date as YYYY-MM-DD'],
    ['not a day', { ...external, startDate: '2026-02-30' }, 'startDate: Enter a date as YYYY-MM-DD'],
    // Found by fuzzing: both dates malformed used to throw (a 500) in the date-order check.
    ['two malformed dates', { ...external, startDate: 'i"%qq!7', endDate: "'9V|" }, 'startDate: Enter a date as YYYY-MM-DD'],
    ['a malformed end date', { ...external, endDate: '2026-13-01' }, 'endDate: Enter a date as YYYY-MM-DD'],
    ['end before start', { ...external, endDate: '2026-11-19' }, 'endDate: The end date cannot be before the start date'],
    ['no minutes', { ...external, minutes: undefined }, 'minutes: Enter the minutes'],
    ['empty minutes field', { ...external, minutes: Number.NaN }, 'minutes: Enter the minutes'],
    ['text minutes', { ...external, minutes: '90' }, 'minutes: Enter the minutes as a number'],
    ['0 minutes', { ...external, minutes: 0 }, 'minutes: Enter at least 1 minute'],
    ['1 minute', { ...external, minutes: 1 }, null],
    ['1,440 minutes', { ...external, minutes: 1440 }, null],
    ['1,441 minutes', { ...external, minutes: 1441 }, 'minutes: Enter at most 1,440 minutes (one day) per entry'],
    ['fractional minutes', { ...external, minutes: 30.5 }, 'minutes: Enter whole minutes'],
    ['long evidence', { ...external, evidence: 'x'.repeat(4001) }, 'evidence: Use at most 4000 characters'],
    ['a bad request key', { ...external, idempotencyKey: 'abc' }, 'idempotencyKey: Not a valid request key'],
    ['an unknown field (verifiedBy)', { ...external, verifiedBy: 'platform' }, ': Unrecognized key: "verifiedBy"'],
  ])('%s → %s', (_name, input, message) => {
    expect(firstMessage(ExternalCpdInputSchema.safeParse(input))).toBe(message);
  });

  it.each([
    ['today', { ...external, startDate: '2026-11-24' }, null],
    ['yesterday to today', { ...external, startDate: '2026-11-23', endDate: '2026-11-24' }, null],
    ['tomorrow', { ...external, startDate: '2026-11-25' }, 'startDate: The date cannot be in the future'],
    ['ends tomorrow', { ...external, startDate: '2026-11-24', endDate: '2026-11-25' }, 'endDate: The date cannot be in the future'],
  ])('with today 2026-11-24: %s → %s', (_name, input, message) => {
    expect(firstMessage(externalCpdInputFor('2026-11-24').safeParse(input))).toBe(message);
  });

  it('cleans the text it keeps', () => {
    const parsed = ExternalCpdInputSchema.parse({ ...external, title: '  Coaching\u200B clinic ', evidence: '  notes\r\nline two ' });
    expect(parsed).toMatchObject({ title: 'Coaching clinic', evidence: 'notes\nline two' });
  });
});

describe('CpdVoidInputSchema', () => {
  it.each([
    [{ reason: 'Entered twice' }, null],
    [{ reason: ' ab ' }, 'reason: Say why you remove this entry (at least 3 characters)'],
    [{ reason: 'x'.repeat(501) }, 'reason: Use at most 500 characters'],
    [{}, 'reason: Say why you remove this entry (at least 3 characters)'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(CpdVoidInputSchema.safeParse(input))).toBe(message);
  });
});

describe('cpdCsvRow with toCsv', () => {
  it('writes one row per entry, defusing formulas in learner text', () => {
    const row = cpdCsvRow({
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      title: '=HYPERLINK("http://evil.example","click")',
      type: 'external',
      provider: '+Provider, Ltd',
      minutes: 90,
      verifiedBy: 'self',
      journeyId: null,
      evidence: '@SUM(A1:A9)',
      voided: null,
    });
    expect(toCsv(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm'], [row]).split('\r\n')[1]).toBe(
      `2026-11-20,2026-11-20,"'=HYPERLINK(""http://evil.example"",""click"")",External,"'+Provider, Ltd",90,1:30,Self-reported,,'@SUM(A1:A9),Counts,,`,
    );
  });

  it('marks a voided entry with its day and reason', () => {
    const row = cpdCsvRow({ startDate: '2026-01-02', endDate: '2026-01-03', title: 'Course', type: 'module', provider: 'LeadVillage', minutes: 45, verifiedBy: 'platform', journeyId: 'amara', evidence: null, voided: { at: '2026-02-01T10:00:00.000Z', reason: '-wrong' } });
    expect(row.slice(10)).toEqual(['Voided', '2026-02-01', '-wrong']);
    expect(toCsv(['x'], [[row[12]]])).toBe("x\r\n'-wrong\r\n");
  });
});
