import { describe, expect, it } from 'vitest';
import {
  dueRoiRemeasure,
  ROI_REMEASURE_DAYS,
  roiRemeasureSchedule,
  roiTrend,
  roiTrendFigure,
  type RoiRemeasureStatus,
  type SavedRoiEstimate,
} from './roi-remeasure';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 10, 9);

/** Estimates saved on the given days after START, with the given scores (default 50). */
const saved = (days: readonly number[], scores: readonly number[] = []): SavedRoiEstimate[] =>
  days.map((d, i) => ({ id: `e${i}`, savedAt: START + d * DAY, score: scores[i] ?? 50 }));

describe('ROI_REMEASURE_DAYS', () => {
  it('is 30, 90 and 180 days', () => expect(ROI_REMEASURE_DAYS).toEqual([30, 90, 180]));
});

describe('dueRoiRemeasure and the schedule', () => {
  const cases: Array<{
    name: string;
    days: number[];
    today: number;
    due: 30 | 90 | 180 | null;
    statuses: RoiRemeasureStatus[];
  }> = [
    { name: 'nothing saved: no schedule', days: [], today: 400, due: null, statuses: [] },
    {
      name: 'day 29: nothing due yet',
      days: [0],
      today: 29.9,
      due: null,
      statuses: ['upcoming', 'upcoming', 'upcoming'],
    },
    {
      name: 'day 30 exactly: the 30-day one',
      days: [0],
      today: 30,
      due: 30,
      statuses: ['due', 'upcoming', 'upcoming'],
    },
    {
      name: 'an estimate before day 30 satisfies nothing',
      days: [0, 10],
      today: 31,
      due: 30,
      statuses: ['due', 'upcoming', 'upcoming'],
    },
    {
      name: 'saved at day 31: 30 done, nothing due',
      days: [0, 31],
      today: 60,
      due: null,
      statuses: ['done', 'upcoming', 'upcoming'],
    },
    {
      name: 'day 90 after the 30-day one: the 90-day one',
      days: [0, 31],
      today: 90,
      due: 90,
      statuses: ['done', 'due', 'upcoming'],
    },
    {
      name: 'two saves in one window count once',
      days: [0, 31, 40],
      today: 95,
      due: 90,
      statuses: ['done', 'due', 'upcoming'],
    },
    {
      name: '30 never taken: at day 95 only the 90-day one is offered',
      days: [0],
      today: 95,
      due: 90,
      statuses: ['missed', 'due', 'upcoming'],
    },
    {
      name: 'saved at day 100 after missing 30: it satisfies 90',
      days: [0, 100],
      today: 120,
      due: null,
      statuses: ['missed', 'done', 'upcoming'],
    },
    {
      name: 'day 180: the 180-day one',
      days: [0, 31, 92],
      today: 180,
      due: 180,
      statuses: ['done', 'done', 'due'],
    },
    {
      name: 'the 180-day one stays due until taken',
      days: [0, 31, 92],
      today: 700,
      due: 180,
      statuses: ['done', 'done', 'due'],
    },
    {
      name: 'all three done: none after 180',
      days: [0, 31, 92, 181],
      today: 900,
      due: null,
      statuses: ['done', 'done', 'done'],
    },
    {
      name: 'the first is the oldest, whatever the order given',
      days: [181, 0, 31],
      today: 200,
      due: null,
      statuses: ['done', 'missed', 'done'],
    },
  ];
  it.each(cases)('$name', ({ days, today, due, statuses }) => {
    const list = saved(days);
    const now = START + today * DAY;
    expect(dueRoiRemeasure(list, now)?.day ?? null).toBe(due);
    expect(roiRemeasureSchedule(list, now).map((p) => p.status)).toEqual(statuses);
  });

  it('dates each point from the first estimate and names the estimate that satisfied it', () => {
    const points = roiRemeasureSchedule(saved([0, 31]), START + 40 * DAY);
    expect(points.map((p) => (p.dueAt - START) / DAY)).toEqual([30, 90, 180]);
    expect(points.map((p) => p.estimateId)).toEqual(['e1', null, null]);
  });
});

describe('roiTrend', () => {
  it('gives each estimate its score, band and change from the first, oldest first', () => {
    const trend = roiTrend(saved([92, 0, 31, 45], [85, 40, 60, 70]), START + 100 * DAY);
    expect(trend.map((e) => [e.id, e.score, e.band, e.changeFromFirst, e.remeasureDay])).toEqual([
      ['e1', 40, 'moderate', 0, null],
      ['e2', 60, 'moderate', 20, 30],
      ['e3', 70, 'high', 30, null],
      ['e0', 85, 'critical', 45, 90],
    ]);
  });
  it('is empty without estimates and shows a fall as a negative change', () => {
    expect(roiTrend([], START)).toEqual([]);
    expect(
      roiTrend(saved([0, 35], [80, 20]), START + 40 * DAY).map((e) => [e.band, e.changeFromFirst]),
    ).toEqual([
      ['high', 0],
      ['low', -60],
    ]);
  });
});

describe('roiTrendFigure', () => {
  const cases: Array<{
    name: string;
    days: number[];
    scores: number[];
    today: number;
    figure: ReturnType<typeof roiTrendFigure>;
  }> = [
    { name: 'nothing saved: no figure', days: [], scores: [], today: 10, figure: null },
    {
      name: 'one estimate: first and newest are it, no change, no re-measure',
      days: [0],
      scores: [72],
      today: 5,
      figure: { firstScore: 72, newestScore: 72, change: 0, remeasures: 0, estimates: 1 },
    },
    {
      name: 'a 30-day re-measure that came down',
      days: [0, 31],
      scores: [80, 65],
      today: 40,
      figure: { firstScore: 80, newestScore: 65, change: -15, remeasures: 1, estimates: 2 },
    },
    {
      name: 'one saved in between counts in the trend, not as a re-measure',
      days: [0, 10, 31, 95],
      scores: [80, 78, 70, 60],
      today: 100,
      figure: { firstScore: 80, newestScore: 60, change: -20, remeasures: 2, estimates: 4 },
    },
    {
      name: 'all three re-measures, given in any order',
      days: [181, 0, 92, 31],
      scores: [55, 40, 50, 45],
      today: 200,
      figure: { firstScore: 40, newestScore: 55, change: 15, remeasures: 3, estimates: 4 },
    },
  ];
  it.each(cases)('$name', ({ days, scores, today, figure }) =>
    expect(roiTrendFigure(saved(days, scores), START + today * DAY)).toEqual(figure),
  );
});
