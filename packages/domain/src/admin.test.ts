import { describe, expect, it } from 'vitest';
import {
  AdminUserListQuerySchema,
  AdminUserPatchSchema,
  countIntoBuckets,
  AuditQuerySchema,
  csvCell,
  dayRange,
  dashboardBuckets,
  refuseSelfChange,
  toCsv,
} from './admin';

describe('refuseSelfChange', () => {
  it.each([
    ['a', 'b', { role: 'learner' as const }, null],
    ['a', 'b', { accountStatus: 'inactive' as const }, null],
    ['a', 'a', { role: 'learner' as const }, 'You cannot remove your own admin role.'],
    ['a', 'a', { accountStatus: 'inactive' as const }, 'You cannot deactivate your own account.'],
    ['a', 'a', { role: 'admin' as const, accountStatus: 'active' as const }, null],
    ['a', 'a', {}, null],
  ])('%s changing %s with %j → %s', (actor, target, patch, expected) => {
    expect(refuseSelfChange(actor, target, patch)).toBe(expected);
  });
});

describe('AdminUserPatchSchema', () => {
  it('takes any subset of the editable fields', () => {
    expect(
      AdminUserPatchSchema.parse({
        membershipStatus: 'paid',
        transformationTier: 'individual_paid',
      }),
    ).toEqual({
      membershipStatus: 'paid',
      transformationTier: 'individual_paid',
    });
    expect(AdminUserPatchSchema.parse({ transformationTier: null })).toEqual({
      transformationTier: null,
    });
  });

  it.each([[{}], [{ points: 100 }], [{ role: 'owner' }], [{ email: 'x@y.z' }], [{ name: '  ' }]])(
    'refuses %j',
    (body) => {
      expect(AdminUserPatchSchema.safeParse(body).success).toBe(false);
    },
  );
});

describe('AdminUserListQuerySchema', () => {
  it('defaults paging and coerces query strings', () => {
    expect(AdminUserListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(
      AdminUserListQuerySchema.parse({ page: '3', pageSize: '10', transformationTier: 'none' }),
    ).toMatchObject({
      page: 3,
      pageSize: 10,
      transformationTier: 'none',
    });
    expect(AdminUserListQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(AdminUserListQuerySchema.safeParse({ sort: 'x' }).success).toBe(false);
  });
});

describe('dashboard buckets', () => {
  const now = Date.UTC(2026, 10, 22, 15, 30);
  it('gives daily buckets up to 30 days and weekly beyond, ending today', () => {
    const week = dashboardBuckets('7d', now);
    expect(week.bucket).toBe('day');
    expect(week.starts).toHaveLength(7);
    expect(week.starts.at(-1)).toBe(Date.UTC(2026, 10, 22));
    expect(week.from).toBe(Date.UTC(2026, 10, 16));
    const year = dashboardBuckets('365d', now);
    expect(year.bucket).toBe('week');
    expect(year.starts).toHaveLength(53);
    expect(year.starts.at(-1)).toBe(Date.UTC(2026, 10, 22));
  });

  it('counts instants into their buckets', () => {
    const starts = [0, 10, 20];
    expect(countIntoBuckets([-1, 0, 5, 10, 19, 20, 99], starts)).toEqual([2, 2, 2]);
    expect(countIntoBuckets([1], [])).toEqual([]);
  });
});

describe('CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', "'+1"],
    ['@sum', "'@sum"],
    [null, ''],
    [42, '42'],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('builds lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });
});

describe('audit date filter', () => {
  it('takes whole UTC days, end inclusive', () => {
    expect(dayRange('2026-11-01', '2026-11-02')).toEqual({
      start: Date.UTC(2026, 10, 1),
      end: Date.UTC(2026, 10, 3),
    });
    expect(dayRange()).toEqual({});
  });

  it('refuses a range that ends before it starts, or a non-day', () => {
    expect(AuditQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(
      false,
    );
    expect(AuditQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(AuditQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
  });
});
