import { useSyncExternalStore } from 'react';
import { API_CACHE, SAVED_AT_HEADER } from '../../sw/routes';

/*
 * Reads saved on purpose for offline use ("Save lessons for offline reading"; docs/ARCHITECTURE.md
 * "Offline"). The page does not write the cache itself: it reads each path through the service
 * worker, whose network-first route for the learner's reads (src/sw/routes.ts isCachedRead) keeps
 * the copy, stamped like every saved read. So a lesson saved here and a lesson opened are the same
 * entry, refreshed whenever it is read online again.
 */

/** How many of some paths have a saved copy on this device, and how many bytes those copies take. */
export interface SavedReads {
  saved: number;
  bytes: number;
}

/** True when reads can be saved for offline use: a service worker controls this page. */
export function canSaveReads(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller) && typeof caches !== 'undefined';
}

function subscribeControl(listener: () => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return () => {};
  container.addEventListener('controllerchange', listener);
  return () => container.removeEventListener('controllerchange', listener);
}

/** canSaveReads, live: the first worker takes control of the page after its first reads. */
export function useCanSaveReads(): boolean {
  return useSyncExternalStore(subscribeControl, canSaveReads, () => false);
}

/** Which of `paths` (same-origin API reads) have a saved copy, and their size. */
export async function savedReadsOf(paths: readonly string[]): Promise<SavedReads> {
  if (typeof caches === 'undefined' || !(await caches.has(API_CACHE))) return { saved: 0, bytes: 0 };
  const cache = await caches.open(API_CACHE);
  let saved = 0;
  let bytes = 0;
  for (const path of paths) {
    const copy = await cache.match(new URL(path, window.location.origin).href, { ignoreVary: true });
    if (!copy) continue;
    saved += 1;
    bytes += (await copy.blob()).size;
  }
  return { saved, bytes };
}

/** How long to wait for the worker to store an answer it already gave the page. */
const STORE_WAIT_MS = 3_000;
const STORE_POLL_MS = 50;

/**
 * Resolves once the worker's copy of `path` was saved at or after `since` (it answers the page
 * first and stores the copy just after), or after STORE_WAIT_MS; true when the copy is there.
 */
async function storedSince(path: string, since: number): Promise<boolean> {
  const url = new URL(path, window.location.origin).href;
  for (let waited = 0; waited <= STORE_WAIT_MS; waited += STORE_POLL_MS) {
    const copy = await (await caches.open(API_CACHE)).match(url, { ignoreVary: true });
    if (Number(copy?.headers.get(SAVED_AT_HEADER)) >= since) return true;
    await new Promise((resolve) => setTimeout(resolve, STORE_POLL_MS));
  }
  return false;
}

/**
 * Reads each path online, one after another (a phone on 3G), so the service worker saves a fresh
 * copy, and waits until it has; `onProgress` after each. Resolves with how many could not be
 * saved (an error, the network failed and the worker answered an older copy, or no copy came).
 */
export async function saveReads(paths: readonly string[], onProgress?: (done: number) => void): Promise<number> {
  let failed = 0;
  for (const [index, path] of paths.entries()) {
    try {
      const since = Date.now();
      const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      await response.arrayBuffer();
      if (!response.ok || response.headers.has(SAVED_AT_HEADER) || !(await storedSince(path, since))) failed += 1;
    } catch {
      failed += 1;
    }
    onProgress?.(index + 1);
  }
  return failed;
}
