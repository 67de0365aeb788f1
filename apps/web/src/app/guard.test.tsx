import type { RouteAccess } from '@lv/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthValue } from '../lib/auth-state';
import { makeAuth, makeUser } from '../lib/testing/fakes';
import { Guard } from './guard';

function renderGuarded(access: RouteAccess, auth: AuthValue, path = '/target?tab=2') {
  const router = createMemoryRouter(
    [
      {
        path: '/target',
        element: (
          <Guard access={access}>
            <p>The screen</p>
          </Guard>
        ),
      },
      { path: '/auth', Component: () => <p>Auth screen</p> },
      { path: '/upgrade', Component: () => <p>Upgrade screen</p> },
      { path: '/', Component: () => <p>Home screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

const learner = makeUser();
const inactive = makeUser({ accountStatus: 'inactive' });
const paid = makeUser({ membershipStatus: 'paid' });
const admin = makeUser({ role: 'admin' });

describe('Guard', () => {
  it('shows an accessible spinner with "Loading..." while the auth state loads', () => {
    renderGuarded('signedIn', makeAuth({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('The screen')).not.toBeInTheDocument();
  });

  it('renders public screens even while loading', () => {
    renderGuarded('public', makeAuth({ status: 'loading' }));
    expect(screen.getByText('The screen')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth and remembers where they wanted to go', () => {
    const router = renderGuarded('signedIn', makeAuth({ status: 'signedOut' }));
    expect(screen.getByText('Auth screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/target?tab=2');
  });

  it.each<{ name: string; access: RouteAccess; auth: AuthValue; expected: string }>([
    {
      name: 'inactive account → /auth',
      access: 'signedIn',
      auth: makeAuth({ status: 'signedIn', user: inactive }),
      expected: 'Auth screen',
    },
    {
      name: 'inactive admin on admin route → /auth',
      access: 'admin',
      auth: makeAuth({ status: 'signedIn', user: { ...admin, accountStatus: 'inactive' } }),
      expected: 'Auth screen',
    },
    {
      name: 'learner on admin route → /',
      access: 'admin',
      auth: makeAuth({ status: 'signedIn', user: learner }),
      expected: 'Home screen',
    },
    {
      name: 'free member on paid route → /upgrade',
      access: 'paid',
      auth: makeAuth({ status: 'signedIn', user: learner }),
      expected: 'Upgrade screen',
    },
    {
      name: 'paid member on paid route → screen',
      access: 'paid',
      auth: makeAuth({ status: 'signedIn', user: paid }),
      expected: 'The screen',
    },
    {
      name: 'admin on admin route → screen',
      access: 'admin',
      auth: makeAuth({ status: 'signedIn', user: admin }),
      expected: 'The screen',
    },
    {
      name: 'learner on signed-in route → screen',
      access: 'signedIn',
      auth: makeAuth({ status: 'signedIn', user: learner }),
      expected: 'The screen',
    },
  ])('$name', ({ access, auth, expected }) => {
    const router = renderGuarded(access, auth);
    expect(screen.getByText(expected)).toBeInTheDocument();
    if (expected === 'Auth screen') expect(router.state.location.search).toBe('');
  });
});
