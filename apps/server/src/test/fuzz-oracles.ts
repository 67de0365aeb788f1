import { performance } from 'node:perf_hooks';
import { expectSafeHtml } from './safe-html';

/*
 * What the fuzz suite (plugins/fuzz.test.ts) asks of every answer, written apart from the code it
 * checks: each rule is one a finding of the issue "Trust" broke.
 */

/**
 * Budgets. A request: 10 s. Most answer in milliseconds; the slowest honest one is a PDF, rendered
 * on the worker pool's threads at a lower priority: measured on this 2-core machine running eight
 * test suites at once (load average 16), an empty CPD statement took 0.7-0.9 s (6 s for the one
 * that starts the thread, which the suite makes before the walk), and up to 13 s when four queued
 * together (the walk sends one request at a time). The stall took 25 s (an 8,000-character
 * name) or minutes (60,000 characters): well past the budget.
 * The head-of-line probe: 2 s for `/api/health`, which answers in about a millisecond on an idle
 * server; on the loaded machine GC and the scheduler delayed it by up to 0.8 s (the run's report
 * prints the worst), while a render holding the only thread delays it by the whole render.
 * Both can be tightened for a quiet machine (FUZZ_REQUEST_BUDGET_MS, FUZZ_PROBE_BUDGET_MS).
 */
export const REQUEST_BUDGET_MS = Number(process.env.FUZZ_REQUEST_BUDGET_MS ?? 10_000);
export const PROBE_BUDGET_MS = Number(process.env.FUZZ_PROBE_BUDGET_MS ?? 2_000);

/** What an error answer must never carry: a stack frame, a source path, SQL or a driver's words. */
const LEAK = new RegExp(
  [
    String.raw`\n\s+at |node_modules|\.ts:\d+|SQLITE_|sqlite3|syntax error at`,
    String.raw`\bselect\b[^"]{0,80}\bfrom\b|\binsert into\b|\bupdate\b \S+ \bset\b|relation "|violates .* constraint|duplicate key|TypeError|ReferenceError`,
  ].join('|'),
  'i',
);
/** What stored text must not keep: C0 (but tab and line ends), DEL, C1, bidi overrides and isolates, line separators. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;
/** A key whose value a page puts in an href or src. */
const URL_KEY = /(image|url|href|link|photo|avatar|src)$/i;
const SAFE_URL = /^(https?:\/\/|\/(?!\/)|mailto:|$)/i;
/** Markup the fuzzer sends, which a non-JSON answer must never carry as it was sent. */
const MARKUP = /<script>alert\(1\)|<img src=x onerror=alert\(1\)>/i;

export interface Answer {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  text: string;
  ms: number;
}

/** Everything wrong with one answer (empty when it is fine). */
export function answerProblems(a: Answer, origin: string): string[] {
  const problems: string[] = [];
  const type = a.headers.get('content-type') ?? '';
  if (a.status >= 500) problems.push(`a ${a.status}`);
  if (a.ms > REQUEST_BUDGET_MS)
    problems.push(`took ${Math.round(a.ms)} ms (budget ${REQUEST_BUDGET_MS} ms)`);
  if (!a.headers.get('content-security-policy')?.includes("default-src 'self'"))
    problems.push('no content-security-policy');
  if (a.headers.get('x-content-type-options') !== 'nosniff')
    problems.push('no x-content-type-options: nosniff');
  if (a.headers.get('x-frame-options') !== 'DENY') problems.push('no x-frame-options: DENY');
  if (a.status >= 400 && LEAK.test(a.text))
    problems.push('an error answer shows a stack, a path or SQL');
  // A file the learner downloads (their data as a readable page) is an attachment, never shown as a page.
  const download = /^attachment\b/i.test(a.headers.get('content-disposition') ?? '');
  if (
    /^\/(api|functions)(\/|$)/i.test(a.path) &&
    !download &&
    (type.startsWith('text/html') || /<html|<!doctype/i.test(a.text.slice(0, 200)))
  )
    problems.push('an API path answered with a page');
  if (a.status >= 300 && a.status < 400 && a.headers.get('location')) {
    const to = new URL(a.headers.get('location')!, origin);
    if (to.origin !== origin) problems.push(`redirects to another site: ${to.origin}`);
  }
  if (!type.includes('json')) {
    if (MARKUP.test(a.text)) problems.push('a non-JSON answer carries the markup sent, unescaped');
  } else if (a.text) {
    try {
      walkJson(JSON.parse(a.text), '', problems, a.status < 400);
    } catch (err) {
      problems.push(`JSON answer: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  return problems;
}

/**
 * Every string of a JSON answer: no invisible characters, no unsafe URL where a stored URL goes
 * (`stored`: not an error's field messages), safe HTML where HTML goes.
 */
function walkJson(value: unknown, key: string, problems: string[], stored: boolean): void {
  if (typeof value === 'string') {
    if (INVISIBLE.test(value))
      problems.push(
        `${key || 'a string'} keeps control or direction characters: ${JSON.stringify(value.slice(0, 80))}`,
      );
    if (stored && URL_KEY.test(key) && !SAFE_URL.test(value.trim()))
      problems.push(`${key} holds an unsafe URL: ${JSON.stringify(value.slice(0, 80))}`);
    if (/html$/i.test(key)) expectSafeHtml(value, key);
  } else if (Array.isArray(value)) {
    for (const item of value) walkJson(item, key, problems, stored);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walkJson(v, k, problems, stored);
  }
}

/**
 * Head-of-line blocking: while the fuzzed requests run, `/api/health` is asked every 50 ms, and
 * each answer is timed from the moment it was due (so a stall of the server's thread, which is
 * also this test's, counts in full even though the timer fired late). The labels of the fuzzed
 * requests in flight are kept with each slow answer: they are what it waited behind.
 */
export class HealthProbe {
  readonly inFlight = new Set<string>();
  readonly slow: Array<{ ms: number; behind: string[] }> = [];
  private times: number[] = [];
  private running = false;
  private paused = 0;
  /** When the test's own blocking work last ended: a probe is never due before it. */
  private quietEnded = 0;
  private loop: Promise<void> = Promise.resolve();
  private current: Promise<unknown> = Promise.resolve();

  constructor(private readonly url: string) {}

  start(): void {
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        const due = performance.now() + 50;
        await new Promise((r) => setTimeout(r, 50));
        if (this.paused || !this.running) continue;
        const behind = [...this.inFlight];
        this.current = fetch(`${this.url}/api/health`).then((res) => res.arrayBuffer());
        await this.current.catch(() => undefined);
        const ms = performance.now() - Math.max(due, this.quietEnded);
        this.times.push(ms);
        if (ms > PROBE_BUDGET_MS)
          this.slow.push({
            ms: Math.round(ms),
            behind: [...new Set([...behind, ...this.inFlight])],
          });
      }
    })();
  }

  /** Runs the test's own blocking work (a database snapshot) with no probe in flight or due. */
  async quiet<T>(work: () => Promise<T>): Promise<T> {
    this.paused += 1;
    try {
      await this.current.catch(() => undefined);
      return await work();
    } finally {
      this.paused -= 1;
      this.quietEnded = performance.now();
    }
  }

  /** Tracks one fuzzed request while it is in flight. */
  async during<T>(label: string, work: () => Promise<T>): Promise<T> {
    this.inFlight.add(label);
    try {
      return await work();
    } finally {
      this.inFlight.delete(label);
    }
  }

  async stop(): Promise<{ probes: number; maxMs: number; p99Ms: number }> {
    this.running = false;
    await this.loop;
    const sorted = [...this.times].sort((a, b) => a - b);
    return {
      probes: sorted.length,
      maxMs: Math.round(sorted.at(-1) ?? 0),
      p99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
    };
  }
}
