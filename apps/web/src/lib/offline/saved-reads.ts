import { useSyncExternalStore } from 'react';
import { API_CACHE, saveReadsMessage, type SaveReadsAnswer } from '../../sw/routes';

/*
 * Reads saved on purpose for offline use ("Save lessons for offline reading"; docs/ARCHITECTURE.md
 * "Offline"). The page does not write the cache itself: it asks the service worker (SAVE_READS,
 * src/sw/routes.ts), which reads each path through its network-first route for the learner's reads
 * and keeps the copy, stamped like every saved read. So a lesson saved here and a lesson opened are
 * the same entry, refreshed whenever it is read online again.
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

/** How long to wait for the worker's answer about one read (a lesson on a slow 3G link). */
const ANSWER_WAIT_MS = 60_000;

/**
 * Asks the worker controlling the page to read `paths` online and save them; resolves with how
 * many it saved fresh, or 0 without a worker or without its answer within ANSWER_WAIT_MS.
 */
function askWorkerToSave(paths: readonly string[]): Promise<number> {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(0);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = (saved: number) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(saved);
    };
    const timer = setTimeout(() => done(0), ANSWER_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<Partial<SaveReadsAnswer> | null>) => done(Number(event.data?.saved) || 0);
    worker.postMessage(saveReadsMessage(paths), [channel.port2]);
  });
}

/**
 * Has the service worker read and save each path online, one after another (a phone on 3G);
 * `onProgress` after each. Resolves with how many could not be saved (an error, the network
 * failed and only an older copy is kept, no worker, or no answer).
 */
export async function saveReads(paths: readonly string[], onProgress?: (done: number) => void): Promise<number> {
  let failed = 0;
  for (const [index, path] of paths.entries()) {
    if ((await askWorkerToSave([path])) === 0) failed += 1;
    onProgress?.(index + 1);
  }
  return failed;
}
