import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { observeApiReads } from '../lib/api';
import { useAuth } from '../lib/auth-state';
import { forgetCachedReads, noteApiRead } from '../lib/offline/cached-reads';
import { outbox } from '../lib/offline/outbox-instance';
import { forgetSavedReads, onFirstControl, takeUpdateAtNavigation } from '../lib/offline/service-worker';

/**
 * Wires the offline pieces to the app (renders nothing; docs/ARCHITECTURE.md "Offline"): the
 * signed-in learner's queue is sent on start and whenever the network returns, and screens
 * refresh after a queued write arrives; the reads on screen are marked fresh or saved; the saved
 * reads are deleted at sign-out; a waiting new version takes over at the next screen change.
 */
export function OfflineSupport() {
  const queryClient = useQueryClient();
  const { user, refresh } = useAuth();
  const userId = user?.accountStatus === 'active' ? user.id : null;
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const previousUser = useRef(userId);

  useEffect(() => {
    observeApiReads(noteApiRead);
    return () => observeApiReads(undefined);
  }, []);

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
    // The first worker takes this page over after its first reads: read them again (the session
    // too), so they are saved for offline use.
    const stopWatching = onFirstControl(() => {
      void refresh();
      refetch();
    });
    return () => {
      unsubscribeSent();
      window.removeEventListener('online', online);
      stopWatching();
    };
  }, [queryClient, refresh]);

  useEffect(() => {
    if (pathname !== firstPath.current) takeUpdateAtNavigation();
  }, [pathname]);

  return null;
}
