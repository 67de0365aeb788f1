import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Sqlite from 'better-sqlite3';
import { DB_FILE } from './env';

function open() {
  const db = new Sqlite(DB_FILE);
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Stores one admin setting straight into the e2e server's database. */
export function setSetting(key: string, value: unknown): void {
  const db = open();
  try {
    db.prepare(`insert into settings ("key", "value", "updatedAt") values (?, ?, ?) on conflict ("key") do update set "value" = excluded."value", "updatedAt" = excluded."updatedAt"`).run(key, JSON.stringify(value), Date.now());
  } finally {
    db.close();
  }
}

export function deleteSetting(key: string): void {
  const db = open();
  try {
    db.prepare(`delete from settings where "key" = ?`).run(key);
  } finally {
    db.close();
  }
}

export interface BookingRow {
  id: string;
  payload: string;
  status: string;
  attempts: number;
}

/** The bookings made with an email, with their outbox state. */
export function bookingsFor(email: string): BookingRow[] {
  const db = open();
  try {
    return db
      .prepare(`select b.id, b.payload, o.status, o.attempts from bookings b join booking_outbox o on o."bookingId" = b.id where b.email = ?`)
      .all(email) as BookingRow[];
  } finally {
    db.close();
  }
}

/** The Team Blueprint leads of an account (by email). */
export function blueprintLeadsOf(email: string): Array<{ recommendedPath: string; answers: string }> {
  const db = open();
  try {
    return db
      .prepare(`select l."recommendedPath", l.answers from blueprint_leads l join users u on u.id = l."userId" where u.email = ?`)
      .all(email) as Array<{ recommendedPath: string; answers: string }>;
  } finally {
    db.close();
  }
}

export function roiLeadsWith(email: string): Array<{ score: number; band: string }> {
  const db = open();
  try {
    return db.prepare(`select score, band from roi_leads where email = ?`).all(email) as Array<{ score: number; band: string }>;
  } finally {
    db.close();
  }
}

/** A local webhook receiver: for each idempotency key it answers the given statuses in turn (the last repeats). */
export async function startReceiver(statuses: number[]) {
  const received: Array<{ headers: IncomingHttpHeaders; body: Record<string, unknown> }> = [];
  const calls = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      const n = calls.get(key) ?? 0;
      calls.set(key, n + 1);
      const status = statuses[Math.min(n, statuses.length - 1)] ?? 200;
      if (status < 300) received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    callsFor: (key: string) => calls.get(key) ?? 0,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
