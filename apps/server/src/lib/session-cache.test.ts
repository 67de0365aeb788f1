import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { SessionCache } from './session-cache';

const user = (id: string) => ({ id, role: 'learner' }) as UserRow;
const NOW = 1_000_000;
const LATER = NOW + 24 * 60 * 60 * 1000;

describe('SessionCache', () => {
  it('serves a stored user until the session expires or a minute has passed', () => {
    const cache = new SessionCache();
    cache.set('a', cache.mark(), user('u1'), LATER, NOW);
    expect(cache.get('a', NOW + 59_999)?.id).toBe('u1');
    expect(cache.get('a', NOW + 60_000)).toBeNull();
    cache.set('b', cache.mark(), user('u1'), NOW + 10, NOW);
    expect(cache.get('b', NOW + 9)?.id).toBe('u1');
    expect(cache.get('b', NOW + 10)).toBeNull();
    expect(cache.get('unknown', NOW)).toBeNull();
  });

  it('drops the entries of a changed user only', () => {
    const cache = new SessionCache();
    cache.set('a1', cache.mark(), user('u1'), LATER, NOW);
    cache.set('a2', cache.mark(), user('u1'), LATER, NOW);
    cache.set('b', cache.mark(), user('u2'), LATER, NOW);
    cache.invalidate('u1');
    expect(cache.get('a1', NOW)).toBeNull();
    expect(cache.get('a2', NOW)).toBeNull();
    expect(cache.get('b', NOW)?.id).toBe('u2');
    // Read again after the change: kept.
    cache.set('a1', cache.mark(), user('u1'), LATER, NOW);
    expect(cache.get('a1', NOW)?.id).toBe('u1');
  });

  it('never keeps a read that a change overtook (marked before the change, stored after)', () => {
    const cache = new SessionCache();
    const mark = cache.mark();
    cache.invalidate('u1');
    cache.set('a', mark, user('u1'), LATER, NOW);
    expect(cache.get('a', NOW)).toBeNull();
    // Another user's read in flight at the same time is unaffected.
    cache.set('b', mark, user('u2'), LATER, NOW);
    expect(cache.get('b', NOW)?.id).toBe('u2');
  });

  it('invalidateAll drops every entry and every read in flight', () => {
    const cache = new SessionCache();
    cache.set('a', cache.mark(), user('u1'), LATER, NOW);
    const mark = cache.mark();
    cache.invalidateAll();
    cache.set('b', mark, user('u2'), LATER, NOW);
    expect(cache.get('a', NOW)).toBeNull();
    expect(cache.get('b', NOW)).toBeNull();
  });

  it('stays right once more users have changed than it keeps track of', () => {
    const cache = new SessionCache(2);
    const mark = cache.mark();
    for (const id of ['u1', 'u2', 'u3']) cache.invalidate(id);
    cache.set('a', mark, user('u1'), LATER, NOW);
    cache.set('c', mark, user('u3'), LATER, NOW);
    expect(cache.get('a', NOW)).toBeNull();
    expect(cache.get('c', NOW)).toBeNull();
    cache.set('c', cache.mark(), user('u3'), LATER, NOW);
    expect(cache.get('c', NOW)?.id).toBe('u3');
  });

  it('hands out frozen users and keeps at most maxEntries', () => {
    const cache = new SessionCache(2);
    for (const c of ['a', 'b', 'c']) cache.set(c, cache.mark(), user(c), LATER, NOW);
    expect(cache.get('a', NOW)).toBeNull();
    const hit = cache.get('c', NOW)!;
    expect(Object.isFrozen(hit)).toBe(true);
    expect(cache.get('b', NOW)?.id).toBe('b');
  });
});
