import type { UserRow } from '../db/schema';

interface Entry {
  user: UserRow;
  /** IdentityChanges.version() taken before the row was read. */
  version: number;
  /** Epoch ms after which the entry is not used: the session's expiry or the cache's own limit. */
  until: number;
}

/**
 * Who a signed session cookie belongs to, kept in this process so most requests need no database
 * read. An entry is used only while no user or session row has changed since it was read
 * (db/identity-changes counts committed changes, across processes on PostgreSQL), so a role change,
 * a deactivation or a sign-out applies from the next request. Keyed by the signed cookie value: a
 * hit needs no HMAC either, since only a value that verified was ever stored.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
  ) {}

  get(cookie: string, version: number, now: number): UserRow | null {
    const entry = this.entries.get(cookie);
    if (!entry) return null;
    if (entry.version !== version || entry.until <= now) {
      this.entries.delete(cookie);
      return null;
    }
    return entry.user;
  }

  /** Stores a user read at `version`; the oldest entry goes when full. */
  set(cookie: string, version: number, user: UserRow, sessionExpiresAt: number, now: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // Shared by every request that hits it: frozen, so a handler that tried to change it would fail loudly.
    this.entries.set(cookie, { user: Object.freeze(user), version, until: Math.min(sessionExpiresAt, now + this.maxAgeMs) });
  }
}
