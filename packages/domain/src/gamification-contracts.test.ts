import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from './api-error';
import { PointsStreamBadgeSchema, PointsStreamPointsSchema, pointsStreamEvent } from './gamification-contracts';

describe('live-points stream events', () => {
  it.each([
    ['points', { points: 120 }, 'event: points\ndata: {"points":120}\n\n'],
    ['badge', { name: 'First steps' }, 'event: badge\ndata: {"name":"First steps"}\n\n'],
  ] as const)('writes an `%s` event as one SSE block', (event, data, wire) => {
    expect(pointsStreamEvent(event, data)).toBe(wire);
  });

  it.each([
    [{ points: 5 }, true],
    [{ points: '5' }, false],
    [{}, false],
  ])('reads points data %j: %s', (data, ok) => {
    expect(PointsStreamPointsSchema.safeParse(data).success).toBe(ok);
  });

  it.each([
    [{ name: 'Streak' }, true],
    [{ name: '   ' }, false],
    [{ name: 3 }, false],
  ])('reads badge data %j: %s', (data, ok) => {
    expect(PointsStreamBadgeSchema.safeParse(data).success).toBe(ok);
  });
});

describe('the API error body', () => {
  it.each([
    [{ error: { code: 'not-found', message: 'That learner was not found.' } }, true],
    [{ error: { code: 'invalid-argument', message: 'Check', fields: { name: 'Required' } } }, true],
    [{ error: { code: 'NOT_A_CODE', message: 'x' } }, false],
    [{ error: { code: 'internal' } }, false],
    [{ message: 'x' }, false],
  ])('%j is an error body: %s', (body, ok) => {
    expect(ApiErrorBodySchema.safeParse(body).success).toBe(ok);
  });
});
