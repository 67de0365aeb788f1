import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { observeApiReads } from '../lib/api';
import { useAuth } from '../lib/auth-state';
import { forgetCachedReads, noteApiRead, readPaths, savedCopyStamp } from '../lib/offline/cached-reads';
import { outbox } from '../lib/offline/outbox-instance';
import { SESSION_PATH } from '../lib/me-api';
import { forgetSavedReads, saveReadsAtFirstControl, takeUpdateAtNavigation } from '../lib/offline/service-worker';

/** The first wait before reading again when the saved copy answered while online; doubles to the cap. */
export const SAVED_COPY_RETRY_MS = 4_000;
const SAVED_COPY_RETRY_CAP_MS = 60_000;

/**
 * Wires the offline pieces to the app (renders nothing; docs/ARCHITECTURE.md "Offline"): the
 * signed-in learner's queue is sent on start and whenever the network returns, and screens
 * refresh after a queued write arrives; the reads on screen are marked fresh or saved; the saved
 * reads are deleted at sign-out; a waiting new version takes over at the next screen change.
 * When the phone says it is online but the worker still answered from its saved copy (the link
 * came back for the page before the worker, or stalled), the screens read again after a few
 * seconds, then less often, until a fresh answer arrives.
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.accountStatus === 'active' ? user.id : null;
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const previousUser = useRef(userId);

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = SAVED_COPY_RETRY_MS;
    observeApiReads((path, response) => {
      noteApiRead(path, response);
      if (savedCopyStamp(response) === 0) {
        wait = SAVED_COPY_RETRY_MS;
        return;
      }
      if (!navigator.onLine || retry !== undefined) return;
      retry = setTimeout(() => {
        retry = undefined;
        void queryClient.invalidateQueries();
      }, wait);
      wait = Math.min(wait * 2, SAVED_COPY_RETRY_CAP_MS);
    });
    return () => {
      observeApiReads(undefined);
      clearTimeout(retry);
    };
  }, [queryClient]);

  useEffect(() => {
    outbox.setUser(userId);
    if (previousUser.current !== null && previousUser.current !== userId) void forgetSavedReads();
    previousUser.current = userId;
  }, [userId]);

  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    const unsubscribeSent = outbox.onSent(refetch);
    const online = () => {
      forgetCachedReads();
      void outbox.sendNow();
      refetch();
    };
    window.addEventListener('online', online);
    // The first worker takes this page over after its first reads: it saves them for offline use
    // (the session too), reading them itself, so the screens do not read and render again.
    const stopWatching = saveReadsAtFirstControl(() => [SESSION_PATH, ...readPaths()]);
    return () => {
      unsubscribeSent();
      window.removeEventListener('online', online);
      stopWatching();
    };
  }, [queryClient]);

  useEffect(() => {
    if (pathname !== firstPath.current) void takeUpdateAtNavigation();
  }, [pathname]);

  return null;
}
