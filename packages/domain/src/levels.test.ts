import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POINTS_LEVEL,
  LEVELS,
  levelForXp,
  pointsLevel,
  progressToNextLevel,
} from './levels';

describe('LEVELS', () => {
  it('is the table of ../shared/spec/platform-spec.md section 4 (States and transitions)', () => {
    expect(LEVELS.map((l) => [l.number, l.name, l.minXp, l.maxXp])).toEqual([
      [1, 'Explorer', 0, 500],
      [2, 'Impact Builder', 501, 2000],
      [3, 'Change Architect', 2001, 5000],
      [4, 'Transformation Leader', 5001, null],
    ]);
  });

  it('has no gaps or overlaps', () => {
    LEVELS.forEach((level, i) => {
      const next = LEVELS[i + 1];
      if (next) expect(next.minXp).toBe((level.maxXp ?? NaN) + 1);
    });
  });
});

describe('levelForXp', () => {
  it.each([
    [0, 1, 'Explorer'],
    [500, 1, 'Explorer'],
    [500.9, 1, 'Explorer'],
    [501, 2, 'Impact Builder'],
    [2000, 2, 'Impact Builder'],
    [2001, 3, 'Change Architect'],
    [5000, 3, 'Change Architect'],
    [5001, 4, 'Transformation Leader'],
    [1_000_000, 4, 'Transformation Leader'],
    [-10, 1, 'Explorer'],
    [NaN, 1, 'Explorer'],
    [Infinity, 4, 'Transformation Leader'],
  ])('%d XP → level %i %s', (xp, number, name) => {
    const level = levelForXp(xp);
    expect(level.number).toBe(number);
    expect(level.name).toBe(name);
  });
});

describe('progressToNextLevel', () => {
  it.each([
    [0, 1, 2, 501, 0],
    [250, 1, 2, 251, 49],
    [500, 1, 2, 1, 99],
    [501, 2, 3, 1500, 0],
    [2000, 2, 3, 1, 99],
    [2001, 3, 4, 3000, 0],
    [3501, 3, 4, 1500, 50],
    [5000, 3, 4, 1, 99],
    [5001, 4, null, 0, 100],
    [99_999, 4, null, 0, 100],
    [-5, 1, 2, 501, 0],
    [NaN, 1, 2, 501, 0],
  ])('%d XP → level %i, next %s, %i to go, %i percent', (xp, level, next, toGo, percent) => {
    const progress = progressToNextLevel(xp);
    expect(progress.level.number).toBe(level);
    expect(progress.nextLevel?.number ?? null).toBe(next);
    expect(progress.xpToNextLevel).toBe(toGo);
    expect(progress.percent).toBe(percent);
  });

  it('reports sanitized XP', () => {
    expect(progressToNextLevel(-5).xp).toBe(0);
    expect(progressToNextLevel(12.7).xp).toBe(12);
  });
});

describe('pointsLevel', () => {
  it.each([
    [0, 0],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [2000, 2],
    [2500, 3],
    [-1, 0],
    [NaN, 0],
  ])('%d points → level %i', (points, level) => {
    expect(pointsLevel(points)).toBe(level);
  });

  it('defaults to level 1 before the points load', () => {
    expect(DEFAULT_POINTS_LEVEL).toBe(1);
  });
});
