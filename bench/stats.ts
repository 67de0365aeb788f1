import { readFileSync } from 'node:fs';

/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Busy and total CPU time of the whole machine so far (jiffies, from /proc/stat). */
function machineCpu(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * How busy the machine is while this process waits (0-1), over `ms`: what other work takes.
 * Figures taken on a busy shared machine are low, and not only by the busy share: the server
 * batches less per event-loop turn, so each request costs it more CPU.
 */
export async function machineBusyShare(ms = 1000): Promise<number> {
  const before = machineCpu();
  await new Promise((r) => setTimeout(r, ms));
  const after = machineCpu();
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}
