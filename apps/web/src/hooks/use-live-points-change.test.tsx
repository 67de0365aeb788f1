import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LivePointsContext, type LivePoints } from '../lib/live-points-state';
import { useLivePointsChange } from './use-live-points-change';

function setup(initial: LivePoints) {
  const onChange = vi.fn();
  let value = initial;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LivePointsContext.Provider value={value}>{children}</LivePointsContext.Provider>
  );
  const view = renderHook(() => useLivePointsChange(onChange), { wrapper });
  return {
    onChange,
    set(next: LivePoints) {
      value = next;
      view.rerender();
    },
  };
}

describe('useLivePointsChange', () => {
  it('reports changes after the first known value only', () => {
    const { onChange, set } = setup({ points: 0, pointsLevel: 1, isLoaded: false, streak: null, userId: null });
    set({ points: 500, pointsLevel: 1, isLoaded: true, streak: null, userId: null });
    expect(onChange).not.toHaveBeenCalled();
    set({ points: 500, pointsLevel: 1, isLoaded: true, streak: null, userId: null });
    expect(onChange).not.toHaveBeenCalled();
    set({ points: 600, pointsLevel: 1, isLoaded: true, streak: null, userId: null });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(600);
    set({ points: 0, pointsLevel: 0, isLoaded: true, streak: null, userId: null });
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
