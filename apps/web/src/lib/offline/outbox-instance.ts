import { useSyncExternalStore } from 'react';
import { Outbox, type OutboxSnapshot } from './outbox';
import { indexedDbOutboxStore, type OutboxStore } from './outbox-store';

/**
 * Tells the other tabs when the queue changed, so each shows the same queue. Only in a browser:
 * Node has BroadcastChannel too, and an open one would keep a process that renders pages (or a
 * CLI that builds the app) from ever exiting.
 */
const channel = typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('lv-outbox');

function announcingChanges(store: OutboxStore): OutboxStore {
  return {
    list: (userId) => store.list(userId),
    put: async (write) => {
      await store.put(write);
      channel?.postMessage('changed');
    },
    remove: async (id) => {
      await store.remove(id);
      channel?.postMessage('changed');
    },
  };
}

/** The app's one offline queue (lib/offline/outbox.ts), in IndexedDB, drained by one tab at a time. */
export const outbox = new Outbox({
  store: announcingChanges(indexedDbOutboxStore()),
  exclusive: async (task) => {
    if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('lv-outbox', task);
    else await task();
  },
});

if (channel) channel.onmessage = () => void outbox.refresh();

/** The queue as the learner sees it: waiting, refused and recently sent writes. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
}
