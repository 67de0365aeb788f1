import type { IdentityCache } from '../db/identity';
import type { UserRow } from '../db/schema';

interface Entry {
  user: UserRow;
  /** mark() taken before the row was read. */
  read: number;
  /** Epoch ms after which the entry is not used: the session's expiry or the cache's own limit. */
  until: number;
}

/**
 * Who a signed session cookie belongs to, kept in this process so most requests need no database
 * read. Told of every change to a user's row or sessions (db/identity.ts: the code that makes the
 * change calls `db.identity.changed(userId)` once it has committed), it uses an entry only while
 * its user has not changed since the row was read, so a role change, a deactivation or a sign-out
 * applies from the next request. Keyed by the signed cookie value: a hit needs no HMAC either,
 * since only a value that verified was ever stored.
 */
export class SessionCache implements IdentityCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves at every invalidation. */
  private generation = 0;
  /** The generation of each user's last change (users changed since the last invalidateAll). */
  private readonly changedAt = new Map<string, number>();
  private allChangedAt = 0;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** Taken before reading a user, for set(): a change between the two keeps that read out. */
  mark(): number {
    return this.generation;
  }

  get(cookie: string, now: number): UserRow | null {
    const entry = this.entries.get(cookie);
    if (!entry) return null;
    if (entry.until <= now || !this.unchangedSince(entry.user.id, entry.read)) {
      this.entries.delete(cookie);
      return null;
    }
    return entry.user;
  }

  /** Stores a user read after `mark` (unless it changed since); the oldest entry goes when full. */
  set(cookie: string, mark: number, user: UserRow, sessionExpiresAt: number, now: number): void {
    if (!this.unchangedSince(user.id, mark)) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // Shared by every request that hits it: frozen, so a handler that tried to change it would fail loudly.
    this.entries.set(cookie, { user: Object.freeze(user), read: mark, until: Math.min(sessionExpiresAt, now + this.maxAgeMs) });
  }

  invalidate(userId: string): void {
    this.generation += 1;
    this.changedAt.set(userId, this.generation);
    // Bounded like the entries: past that, forgetting everything is as correct and costs a miss each.
    if (this.changedAt.size > this.maxEntries) this.invalidateAll();
  }

  invalidateAll(): void {
    this.generation += 1;
    this.allChangedAt = this.generation;
    this.changedAt.clear();
  }

  private unchangedSince(userId: string, mark: number): boolean {
    return mark >= this.allChangedAt && mark >= (this.changedAt.get(userId) ?? 0);
  }
}
