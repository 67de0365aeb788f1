import type { deriveFlags, UserDocument } from '@lv/domain';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export type AuthFlags = ReturnType<typeof deriveFlags>;

/** What `useAuth()` gives: `../shared/spec/platform-spec.md` section 4 (States and transitions)'s auth state plus the derived flags of section 6. */
export interface AuthValue {
  status: AuthStatus;
  /** The user document while signed in, otherwise null. */
  user: UserDocument | null;
  flags: AuthFlags;
  /** Reloads the user document (after sign-in, payment, profile changes) and gives it back. */
  refresh: () => Promise<UserDocument | null>;
  /** Changes fields of the signed-in user's document at once (before a refresh confirms them). */
  updateUser: (patch: Partial<UserDocument>) => void;
  /** Ends the session and forgets the user's cached data. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

/** The visitor's auth state; needs the app's AuthProvider above it. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
