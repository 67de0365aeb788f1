import Sqlite from 'better-sqlite3';
import { DB_FILE } from './env';

/** Direct access to the e2e server's SQLite file (WAL lets us read and write beside it). */
function open() {
  const db = new Sqlite(DB_FILE);
  db.pragma('busy_timeout = 5000');
  return db;
}

export function updateUser(email: string, fields: Partial<Record<'role' | 'accountStatus' | 'membershipStatus' | 'transformationTier' | 'country', string | null>>): void {
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

/**
 * The newest dev-outbox mail to an address, once the mail job has sent what was queued for it
 * (mail leaves in a job after the request, ADR 035): waits up to 20 s for none to be waiting.
 */
export async function latestMail(to: string): Promise<{ subject: string; text: string } | undefined> {
  const end = Date.now() + 20_000;
  for (;;) {
    const db = open();
    try {
      const waiting = db.prepare(`select 1 from mail_deliveries where "to" = ? and state in ('queued', 'sending') limit 1`).get(to);
      if (!waiting || Date.now() > end) {
        return db.prepare(`select subject, text from dev_outbox where "to" = ? order by "createdAt" desc limit 1`).get(to) as { subject: string; text: string } | undefined;
      }
    } finally {
      db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
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

/**
 * A learner's completed journey as the learning events would record it: one platform CPD entry
 * and the journey's certificate (the browser cannot tell the server's learning events; the
 * server suite covers how they issue).
 */
export function insertCompletedJourney(email: string, cert: { id: string; code: string; journeyTitle: string; minutes: number }): void {
  const db = open();
  try {
    const now = Date.now();
    const user = db.prepare('select id, name from users where email = ?').get(email) as { id: string; name: string };
    db.prepare(
      `insert into cpd_entries (id, "userId", type, title, provider, "startDate", "endDate", minutes, evidence, "verifiedBy", "sourceId", "journeyId", "createdAt") values (?, ?, 'module', 'Leading change in a small team', 'LeadVillage', '2026-11-20', '2026-11-20', ?, 'I will run a 15-minute stand-up.', 'platform', ?, 'amara', ?)`,
    ).run(`e2e-${cert.id}`, user.id, cert.minutes, `module-${cert.id}`, now);
    db.prepare(
      `insert into certificates (id, code, "issueKey", "userId", "journeyId", "journeyTitle", "journeyVersion", "holderName", "cpdMinutes", "completedAt", "issuedAt", "issuerName") values (?, ?, ?, ?, 'amara', ?, 1, ?, ?, ?, ?, 'LeadVillage')`,
    ).run(cert.id, cert.code, `journey:${user.id}:amara`, user.id, cert.journeyTitle, user.name, cert.minutes, now, now);
  } finally {
    db.close();
  }
}

/**
 * A learner's journey marked completed in its enrolment, as the journey's rule would leave it
 * (without the certificate or CPD entries the learning events add): what the elite certificate
 * needs beside the XP. Returns the learner's id.
 */
export function insertCompletedEnrolment(email: string): string {
  const db = open();
  try {
    const now = Date.now();
    const user = db.prepare('select id from users where email = ?').get(email) as { id: string };
    const journey = db
      .prepare('select j.id as "journeyId", v.id as "versionId" from journeys j join journey_versions v on v."journeyId" = j.id and v.version = j."currentVersion" order by j.id limit 1')
      .get() as { journeyId: string; versionId: string };
    db.prepare('insert into journey_enrolments ("userId", "journeyId", "versionId", "enrolledAt", "completedAt") values (?, ?, ?, ?, ?)').run(user.id, journey.journeyId, journey.versionId, now - 86_400_000, now);
    return user.id;
  } finally {
    db.close();
  }
}

/** Moves a learner's review questions to a day long past, as if the days they wait for had gone by. */
export function makeReviewDue(userId: string): number {
  const db = open();
  try {
    return db.prepare(`update review_cards set "dueDay" = '2026-01-01' where "userId" = ?`).run(userId).changes;
  } finally {
    db.close();
  }
}
