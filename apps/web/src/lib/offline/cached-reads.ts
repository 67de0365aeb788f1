import { useSyncExternalStore } from 'react';
import { SAVED_AT_HEADER } from '../../sw/routes';

/*
 * Which of the reads on screen came from the service worker's saved copies (their answers carry
 * `x-lv-saved-at`), so the shell can say "Offline — showing what was saved at HH:MM". A fresh
 * answer for the same path takes its place; reconnecting forgets them all (screens refetch).
 * It also keeps every path the page has read, for the first worker to save.
 */

const savedAt = new Map<string, number>();
const listeners = new Set<() => void>();
let oldest: number | null = null;

function changed(): void {
  oldest = savedAt.size ? Math.min(...savedAt.values()) : null;
  for (const listener of listeners) listener();
}

/** When the worker saved this answer (epoch ms), or 0 for a fresh answer from the server. */
export function savedCopyStamp(response: Response): number {
  const stamp = Number(response.headers.get(SAVED_AT_HEADER));
  return stamp > 0 ? stamp : 0;
}

/** Every path this page has read (the browser's reads and the server's for the page it rendered). */
const pathsRead = new Set<string>();

/** The reads the server made for the page it rendered (ADR 024's state), as if the page had made them. */
export function noteServerReads(paths: readonly string[]): void {
  for (const path of paths) pathsRead.add(path);
}

/** The paths read so far: what the first service worker saves for offline use (lib/offline/service-worker.ts). */
export const readPaths = (): string[] => [...pathsRead];

/** Records an API answer: a saved copy (with when it was saved) or a fresh one. */
export function noteApiRead(path: string, response: Response): void {
  pathsRead.add(path);
  const stamp = savedCopyStamp(response);
  if (stamp > 0) savedAt.set(path, stamp);
  else if (!savedAt.delete(path)) return;
  changed();
}

/** Forgets every saved copy shown (the network is back; fresh reads follow). */
export function forgetCachedReads(): void {
  if (savedAt.size === 0) return;
  savedAt.clear();
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the oldest saved copy on screen was saved (epoch ms), or null when every read is fresh. */
export function useOldestCachedRead(): number | null {
  return useSyncExternalStore(subscribe, () => oldest, () => null);
}
