import { decideRouteAccess, type GuardAuthState, type RouteAccess } from '@lv/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useAuth, type AuthValue } from '../lib/auth-state';

function toGuardState({ status, user }: AuthValue): GuardAuthState {
  if (status === 'signedIn' && user) return { status, user };
  if (status === 'loading') return { status };
  // An auth state, not text.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return { status: 'signedOut' };
}

/**
 * Renders `children` when the domain's route guard allows it (`../shared/spec/platform-spec.md` section 5 (Validation rules)), a spinner while
 * the auth state loads, or a redirect. A signed-out visitor sent to /auth keeps the page they
 * wanted in `?redirect=` so sign-in can bring them back.
 */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const decision = decideRouteAccess(access, toGuardState(auth));

  switch (decision.kind) {
    case 'loading':
      return <Spinner fullPage />;
    case 'redirect': {
      let to: string = decision.to;
      if (to === '/auth' && auth.status === 'signedOut') {
        const wanted = `${location.pathname}${location.search}${location.hash}`;
        to = `/auth?${new URLSearchParams({ redirect: wanted }).toString()}`;
      }
      return <Navigate to={to} replace />;
    }
    case 'render':
      return <>{children}</>;
  }
}
