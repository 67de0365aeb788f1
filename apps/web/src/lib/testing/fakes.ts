import { deriveFlags, type UserDocument } from '@lv/domain';
import type { AuthValue } from '../auth-state';

/** A user document for tests: an active learner on a free membership unless overridden. */
export function makeUser(overrides: Partial<UserDocument> = {}): UserDocument {
  return {
    id: 'user-1',
    name: 'Ada Learner',
    email: 'ada@example.com',
    emailVerified: true,
    image: null,
    role: 'learner',
    accountStatus: 'active',
    membershipStatus: 'free',
    transformationTier: null,
    lastActive: null,
    welcomePending: false,
    ...overrides,
  };
}

const noop = async () => {};
const noUser = async () => null;

/** An auth context value for tests. */
export function makeAuth(
  state:
    { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: UserDocument },
  overrides: Partial<Pick<AuthValue, 'refresh' | 'signOut' | 'updateUser'>> = {},
): AuthValue {
  const user = state.status === 'signedIn' ? state.user : null;
  return {
    status: state.status,
    user,
    flags: deriveFlags(user),
    refresh: overrides.refresh ?? noUser,
    updateUser: overrides.updateUser ?? (() => {}),
    signOut: overrides.signOut ?? noop,
  };
}

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
