import { describe, expect, it } from 'vitest';
import { FIRST_READS, firstReadsOf } from './first-reads';
import { ROUTE_TABLE } from './routes';

describe('first reads (issue 18)', () => {
  it("puts the route's params into its reads, percent-encoded once", () => {
    expect(firstReadsOf('/admin/user/:userId', '/admin/user/u%201')).toEqual([
      '/api/admin/users/u%201',
      '/api/admin/users/u%201/xp',
      '/api/admin/audit?targetId=u%201&page=1&pageSize=10',
    ]);
    expect(
      firstReadsOf('/journeys/:journeyId/modules/:moduleId', '/journeys/amara/modules/m-1/'),
    ).toEqual(['/api/journeys/amara/modules/m-1', '/api/journeys/amara/modules/m-1/check']);
    expect(firstReadsOf('/welcome', '/welcome')).toEqual(['/api/me/next-steps']);
    expect(firstReadsOf('/upgrade', '/upgrade')).toEqual([]);
  });

  it('names only API reads, each param one the route has', () => {
    for (const [route, reads] of Object.entries(FIRST_READS)) {
      const params = new Set(route.split('/').filter((part) => part.startsWith(':')));
      for (const read of reads ?? []) {
        expect(read, route).toMatch(/^\/api\//);
        for (const param of read.match(/:\w+/g) ?? [])
          expect(params.has(param), `${route} ${read}`).toBe(true);
      }
      expect(ROUTE_TABLE.some((r) => r.path === route)).toBe(true);
    }
  });
});
