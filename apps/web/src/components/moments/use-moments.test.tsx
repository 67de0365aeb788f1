import { act, renderHook } from '@testing-library/react';
import { certificateMomentKey } from '@lv/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LivePoints } from '../../lib/live-points-state';
import type { Moment } from './moment';
import { momentsStorageKey } from './moments-store';
import { useMoments } from './use-moments';

const live = (points: number, userId: string | null = 'u1'): LivePoints => ({
  points,
  pointsLevel: 0,
  isLoaded: true,
  streak: { days: 1, freezes: 0, earnedToday: true },
  userId,
});

const journey: Moment = {
  kind: 'journey',
  title: "Amara's Path",
  verifyUrl: 'https://example.test/verify/c1',
};

beforeEach(() => localStorage.clear());

describe('useMoments', () => {
  it('shows a journey completed once, not again after a reload', () => {
    const first = renderHook(() => useMoments(live(300), 'u1'));
    act(() => first.result.current.offer(certificateMomentKey('c1'), journey));
    act(() => first.result.current.offer(certificateMomentKey('c1'), journey));
    expect(first.result.current.current).toEqual(journey);
    act(() => first.result.current.dismiss());
    expect(first.result.current.current).toBeNull();
    first.unmount();

    const reload = renderHook(() => useMoments(live(300), 'u1'));
    act(() => reload.result.current.offer(certificateMomentKey('c1'), journey));
    expect(reload.result.current.current).toBeNull();
  });

  it('keeps each learner apart on a shared device, and offers nothing when nobody is signed in', () => {
    const ada = renderHook(() => useMoments(live(300), 'u1'));
    act(() => ada.result.current.offer(certificateMomentKey('c1'), journey));
    ada.unmount();
    const kofi = renderHook(() => useMoments(live(300, 'u2'), 'u2'));
    act(() => kofi.result.current.offer(certificateMomentKey('c1'), journey));
    expect(kofi.result.current.current).toEqual(journey);
    const nobody = renderHook(() => useMoments(live(0, null), null));
    act(() => nobody.result.current.offer(certificateMomentKey('c9'), journey));
    expect(nobody.result.current.current).toBeNull();
  });

  it('queues a level-up after the baseline, one moment at a time', () => {
    const { result, rerender } = renderHook(({ points }) => useMoments(live(points), 'u1'), {
      initialProps: { points: 450 },
    });
    expect(result.current.current).toBeNull();
    expect(JSON.parse(localStorage.getItem(momentsStorageKey('u1'))!)).toMatchObject({ level: 1 });
    rerender({ points: 2_100 });
    expect(result.current.current).toEqual({ kind: 'level', level: 3 });
    act(() => result.current.offer(certificateMomentKey('c1'), journey));
    expect(result.current.current).toEqual({ kind: 'level', level: 3 });
    act(() => result.current.dismiss());
    expect(result.current.current).toEqual(journey);
  });

  it('survives storage that refuses writes (the moment may show again, nothing breaks)', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      const { result } = renderHook(() => useMoments(live(300), 'u1'));
      act(() => result.current.offer(certificateMomentKey('c1'), journey));
      expect(result.current.current).toEqual(journey);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
