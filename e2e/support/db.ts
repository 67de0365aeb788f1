import Sqlite from 'better-sqlite3';
import { DB_FILE } from './env';

/** Direct access to the e2e server's SQLite file (WAL lets us read and write beside it). */
function open() {
  const db = new Sqlite(DB_FILE);
  db.pragma('busy_timeout = 5000');
  return db;
}

export function updateUser(email: string, fields: Partial<Record<'role' | 'accountStatus' | 'membershipStatus' | 'transformationTier', string | null>>): void {
  const db = open();
  try {
    const keys = Object.keys(fields);
    const set = keys.map((k) => `"${k}" = ?`).join(', ');
    db.prepare(`update users set ${set} where email = ?`).run(...keys.map((k) => fields[k as keyof typeof fields] ?? null), email);
  } finally {
    db.close();
  }
}

/** Marks an account as having seen /welcome, so sign-in goes on to where it was heading. */
export function markWelcomed(email: string): void {
  const db = open();
  try {
    db.prepare('update users set "welcomedAt" = ? where email = ?').run(Date.now(), email);
  } finally {
    db.close();
  }
}

/** The newest dev-outbox mail to an address. */
export function latestMail(to: string): { subject: string; text: string } | undefined {
  const db = open();
  try {
    return db.prepare(`select subject, text from dev_outbox where "to" = ? order by "createdAt" desc limit 1`).get(to) as { subject: string; text: string } | undefined;
  } finally {
    db.close();
  }
}

export function linkIn(text: string): string {
  const m = text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in: ${text}`);
  return m[0];
}

/** A Pathfinder booking whose webhook delivery failed for good (what the admin retries). */
export function insertFailedBooking(row: { id: string; name: string; email: string }): void {
  const db = open();
  try {
    const now = Date.now();
    const payload = { name: row.name, email: row.email, teamSize: 12, timeline: '1month', duration: '6months', date: '2026-12-01', time: '13:30', timezone: 'Africa/Lagos', painPoints: 'Silos, "handoffs"' };
    db.prepare(`insert into bookings (id, payload, email, date, time, timezone, "userId", "createdAt") values (?, ?, ?, ?, ?, ?, null, ?)`).run(row.id, JSON.stringify(payload), row.email, payload.date, payload.time, payload.timezone, now);
    db.prepare(`insert into booking_outbox ("bookingId", status, attempts, "nextAttemptAt", "lockedUntil", "lastError", "deliveredAt", "createdAt") values (?, 'failed', 60, ?, null, 'HTTP 502 from the webhook', null, ?)`).run(row.id, now + 3_600_000, now);
  } finally {
    db.close();
  }
}
