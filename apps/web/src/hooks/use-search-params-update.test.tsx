import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hrefOf, useSearchParamsUpdate, withSearchParamChanges } from './use-search-params-update';

const apply = (search: string, changes: Parameters<typeof withSearchParamChanges>[1]) =>
  withSearchParamChanges(new URLSearchParams(search), changes).toString();

describe('withSearchParamChanges', () => {
  it.each([
    { search: '', changes: { q: 'ada' }, expected: 'q=ada' },
    { search: 'q=ada&page=3', changes: { role: 'admin' }, expected: 'q=ada&role=admin' },
    { search: 'q=ada&role=admin', changes: { q: '' }, expected: 'role=admin' },
    { search: 'q=ada&role=admin', changes: { role: undefined }, expected: 'q=ada' },
    { search: 'q=ada&page=3', changes: { page: 4 }, expected: 'q=ada&page=4' },
    { search: 'q=ada&page=3', changes: { page: 1 }, expected: 'q=ada' },
    { search: 'q=ada&page=3', changes: { page: undefined }, expected: 'q=ada' },
    {
      search: 'tab=roi',
      changes: { from: '2026-01-01', page: 2 },
      expected: 'tab=roi&from=2026-01-01&page=2',
    },
  ])('$search with $changes → $expected', ({ search, changes, expected }) => {
    expect(apply(search, changes)).toBe(expected);
  });

  it('leaves the given params alone', () => {
    const params = new URLSearchParams('q=ada&page=2');
    withSearchParamChanges(params, { q: 'kofi' });
    expect(params.toString()).toBe('q=ada&page=2');
  });
});

describe('hrefOf', () => {
  it('adds the search only when there is one', () => {
    expect(hrefOf('/admin/users', new URLSearchParams('q=ada'))).toBe('/admin/users?q=ada');
    expect(hrefOf('/admin/users', new URLSearchParams())).toBe('/admin/users');
  });
});

describe('useSearchParamsUpdate', () => {
  function setup(path: string) {
    let result: ReturnType<typeof useSearchParamsUpdate> | undefined;
    function Probe() {
      result = useSearchParamsUpdate();
      return null;
    }
    const router = createMemoryRouter([{ path: '/list', Component: Probe }], {
      initialEntries: [path],
    });
    render(<RouterProvider router={router} />);
    return {
      router,
      current: () => {
        if (!result) throw new Error('The hook did not render');
        return result;
      },
    };
  }

  it('links pages keeping the filters, page 1 without a page', () => {
    const { current } = setup('/list?q=ada&page=2');
    expect(current().pageHref(1)).toBe('/list?q=ada');
    expect(current().pageHref(3)).toBe('/list?q=ada&page=3');
    expect(current().href({ q: undefined, page: 2 })).toBe('/list?page=2');
    expect(current().params.get('q')).toBe('ada');
  });

  it('updates the address and goes back to page one', async () => {
    const { router, current } = setup('/list?q=ada&page=2');
    await act(async () => current().update({ role: 'admin' }));
    expect(router.state.location.search).toBe('?q=ada&role=admin');
    await act(async () => current().update({ page: 4 }, { replace: true }));
    expect(router.state.location.search).toBe('?q=ada&role=admin&page=4');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
