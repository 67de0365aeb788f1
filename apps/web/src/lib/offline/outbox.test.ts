import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { jsonResponse } from '../testing/fakes';
import { Outbox, retryDelayMs } from './outbox';
import { indexedDbOutboxStore, type OutboxStore } from './outbox-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const entry = { title: 'Shorter stand-ups', description: '', day: '2026-11-22', effect: null, visibility: 'private' };

interface Sent {
  path: string;
  key: string | null;
  body: unknown;
}

let dbCount = 0;
let store: OutboxStore;
let online: boolean;
let clock: number;
let sent: Sent[];
let answer: (call: number) => Response | Promise<Response>;
let scheduled: Array<{ ms: number }>;

function makeOutbox(userId = 'u1') {
  const box = new Outbox({
    store,
    now: () => clock,
    isOnline: () => online,
    schedule: (_task, ms) => {
      scheduled.push({ ms });
      return () => {};
    },
  });
  box.setUser(userId);
  return box;
}

const write = (over: Partial<Parameters<Outbox['submit']>[0]> = {}) => ({ userId: 'u1', kind: 'impact-entry', label: 'Impact entry: Shorter stand-ups', path: '/api/me/impact', body: entry, ...over });

beforeEach(() => {
  dbCount += 1;
  store = indexedDbOutboxStore(`lv-offline-test-${dbCount}`);
  online = true;
  clock = 1_000_000;
  sent = [];
  scheduled = [];
  answer = () => jsonResponse({ id: 'e1' }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      sent.push({ path: String(input), key: headers.get('Idempotency-Key'), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return Promise.resolve(answer(sent.length));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('retryDelayMs', () => {
  it.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [8, 256_000],
    [9, 300_000],
    [50, 300_000],
  ])('after %i failed attempts waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});

describe('Outbox', () => {
  it('sends a write made online at once, with a UUID Idempotency-Key, and keeps nothing', async () => {
    const box = makeOutbox();
    const outcome = await box.submit(write());
    expect(outcome).toEqual({ state: 'sent', data: { id: 'e1' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: '/api/me/impact', body: entry });
    expect(sent[0]!.key).toMatch(UUID);
    expect(await store.list('u1')).toEqual([]);
    expect(box.getSnapshot().sent.map((s) => s.label)).toEqual(['Impact entry: Shorter stand-ups']);
  });

  it('keeps a write made offline, shows it waiting, and sends it exactly once when the network returns', async () => {
    online = false;
    const box = makeOutbox();
    const arrived = vi.fn();
    box.onSent(arrived);
    const outcome = await box.submit(write());
    expect(outcome.state).toBe('queued');
    expect(sent).toHaveLength(0);
    expect(box.getSnapshot().waiting.map((w) => w.label)).toEqual(['Impact entry: Shorter stand-ups']);

    // The online event, the app start and a tap on "Send now" may all ask at once.
    online = true;
    await Promise.all([box.sendNow(), box.flush(), box.flush()]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toBe(outcome.state === 'queued' ? outcome.id : null);
    expect(box.getSnapshot().waiting).toEqual([]);
    expect(box.getSnapshot().sent).toHaveLength(1);
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(await store.list('u1')).toEqual([]);
  });

  it('hands the listeners the server answer of a write sent later, with its path', async () => {
    online = false;
    const box = makeOutbox();
    const arrived = vi.fn();
    box.onSent(arrived);
    await box.submit(write());
    online = true;
    await box.sendNow();
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(arrived.mock.calls[0]![0]).toMatchObject({ kind: 'impact-entry', path: '/api/me/impact' });
    expect(arrived.mock.calls[0]![1]).toEqual({ id: 'e1' });
  });

  it('lists a write made online that failed on the way as waiting, with its retry scheduled', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const box = makeOutbox();
    const outcome = await box.submit(write());
    expect(outcome.state).toBe('queued');
    await vi.waitFor(() => expect(box.getSnapshot().waiting.map((w) => w.attempts)).toEqual([1]));
    expect(scheduled.at(-1)?.ms).toBe(retryDelayMs(1));
  });

  it('survives a reload: a new queue on the same store sends what the old one kept', async () => {
    online = false;
    await makeOutbox().submit(write());
    online = true;
    const fresh = makeOutbox();
    await fresh.flush();
    expect(sent).toHaveLength(1);
    expect(await store.list('u1')).toEqual([]);
  });

  it('retries a 5xx with backoff and the same key, and sends it once it is due', async () => {
    answer = (call) => (call === 1 ? jsonResponse({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } }, 500) : jsonResponse({ id: 'e1' }, 201));
    const box = makeOutbox();
    const outcome = await box.submit(write());
    expect(outcome.state).toBe('queued');
    const [kept] = await store.list('u1');
    expect(kept).toMatchObject({ attempts: 1, nextAttemptAt: clock + 2_000, refused: null });

    await box.flush();
    expect(sent).toHaveLength(1); // not due yet
    expect(scheduled.at(-1)?.ms).toBe(2_000);
    clock += 2_000;
    await box.flush();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(await store.list('u1')).toEqual([]);
  });

  it('keeps waiting on a network failure and stops trying the rest until the network is back', async () => {
    online = false;
    const box = makeOutbox();
    await box.submit(write({ label: 'first' }));
    await box.submit(write({ label: 'second' }));
    online = true;
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await box.flush();
    expect(sent).toHaveLength(1);
    expect(box.getSnapshot().waiting.map((w) => [w.label, w.attempts])).toEqual([
      ['first', 1],
      ['second', 0],
    ]);
  });

  it('shows a refusal of a write sent later with its message and fields, never retries it, and drops it only when dismissed', async () => {
    online = false;
    const box = makeOutbox();
    await box.submit(write({ kind: 'weekly-reflection', label: 'Weekly reflection: My week', path: '/api/me/impact/reflections' }));
    online = true;
    answer = () => jsonResponse({ error: { code: 'invalid-argument', message: 'Please check the highlighted fields.', fields: { day: 'A reflection must arrive within 8 days of the day it was written' } } }, 400);
    await box.flush();
    const { refused, waiting } = box.getSnapshot();
    expect(waiting).toEqual([]);
    expect(refused.map((r) => [r.label, r.refused])).toEqual([
      ['Weekly reflection: My week', { status: 400, message: 'Please check the highlighted fields.', fields: { day: 'A reflection must arrive within 8 days of the day it was written' } }],
    ]);
    await box.sendNow();
    expect(sent).toHaveLength(1);
    await box.dismiss(refused[0]!.id);
    expect(box.getSnapshot().refused).toEqual([]);
    expect(await store.list('u1')).toEqual([]);
  });

  it('gives a refusal of a write made online back to its form, and keeps nothing', async () => {
    answer = () => jsonResponse({ error: { code: 'invalid-argument', message: 'Please check the highlighted fields.', fields: { day: 'The date cannot be in the future' } } }, 400);
    const box = makeOutbox();
    const refusal = box.submit(write());
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ status: 400, fields: { day: 'The date cannot be in the future' } });
    expect(await store.list('u1')).toEqual([]);
    expect(box.getSnapshot().refused).toEqual([]);
  });

  it('leaves a write waiting on 401 (the session ended): it goes when its learner is back', async () => {
    answer = () => jsonResponse({ error: { code: 'unauthenticated', message: 'Please sign in to continue.' } }, 401);
    const box = makeOutbox();
    expect((await box.submit(write())).state).toBe('queued');
    expect(box.getSnapshot().refused).toEqual([]);
    expect(box.getSnapshot().waiting).toHaveLength(1);
  });

  it("never sends one learner's writes in another learner's session", async () => {
    online = false;
    await makeOutbox('u1').submit(write());
    online = true;
    const other = makeOutbox('u2');
    await other.flush();
    expect(sent).toHaveLength(0);
    expect(other.getSnapshot().waiting).toEqual([]);
    other.setUser('u1');
    await other.flush();
    expect(sent).toHaveLength(1);
  });
});
