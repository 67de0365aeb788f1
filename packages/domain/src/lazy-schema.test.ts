import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { LeaderboardQuerySchema, LeaderboardResponseSchema } from './leaderboard';

describe('lazySchema', () => {
  it('builds the schema at its first use, and only once', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Amara' })).toEqual({ name: 'Amara' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is not built by being a field of another lazy schema until that one is used', () => {
    const inner = vi.fn(() => z.enum(['week', 'month']));
    const period = lazySchema(inner);
    const query = lazySchema(() => z.object({ period: period.default('week') }));
    expect(inner).not.toHaveBeenCalled();
    expect(query.parse({})).toEqual({ period: 'week' });
    expect(() => query.parse({ period: 'year' })).toThrow(z.ZodError);
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema wherever zod or a caller looks at it', () => {
    const base = lazySchema(() => z.object({ id: z.string() }));
    expect(base).toBeInstanceOf(z.ZodType);
    expect(base).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(base.shape)).toEqual(['id']);
    const extended = base.extend({ points: z.number().int() });
    expect(extended.parse({ id: 'u1', points: 3 })).toEqual({ id: 'u1', points: 3 });
    expect(z.array(base).parse([{ id: 'a' }])).toEqual([{ id: 'a' }]);
    expect(base['~standard'].validate({ id: 1 })).toMatchObject({
      issues: [expect.objectContaining({ path: ['id'] })],
    });
    expect(z.toJSONSchema(base)).toMatchObject({ type: 'object', required: ['id'] });
  });

  it('keeps the domain contracts as they were: defaults, refusals, nested lazy parts', () => {
    expect(LeaderboardQuerySchema.parse({})).toEqual({
      period: 'week',
      scope: 'everyone',
      page: 1,
      pageSize: 50,
    });
    expect(LeaderboardQuerySchema.safeParse({ period: 'decade' }).success).toBe(false);
    const answer = {
      period: 'week',
      page: 1,
      pageSize: 50,
      total: 1,
      entries: [{ rank: 1, userId: 'u', name: 'Amara', image: null, points: 10 }],
      me: null,
    };
    expect(LeaderboardResponseSchema.parse(answer)).toEqual(answer);
    expect(LeaderboardResponseSchema.safeParse({ ...answer, entries: [{ rank: 0 }] }).success).toBe(
      false,
    );
  });
});
