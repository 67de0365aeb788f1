import { useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_LANDING_SETTINGS,
  DEFAULT_SITE_NAME,
  type LandingSettings,
  type PublicConfig,
  fetchPublicConfig,
  forgetPublicConfigAnswer,
} from '../lib/public-config';

/**
 * The public settings, loaded once per page load and shared by every screen. A small store of its
 * own rather than TanStack Query, so that the landing page's first chunks do without it.
 */
let config: PublicConfig | undefined;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const RETRY_DELAY_MS = 1_000;

function load(fresh = false): Promise<void> {
  // One retry after a second; after that the defaults stay until a screen mounts again.
  const attempt = (retries: number, again: boolean): Promise<PublicConfig> =>
    fetchPublicConfig(again).catch(async (error: unknown) => {
      if (retries === 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return attempt(retries - 1, true);
    });
  const current = attempt(1, fresh).then(
    (answer) => {
      if (loading !== current) return;
      config = answer;
      loading = null;
      for (const listener of listeners) listener();
    },
    () => {
      if (loading === current) loading = null;
    },
  );
  loading = current;
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => config;
// The prerendered landing page (and the first render that hydrates it) shows the defaults.
const getServerSnapshot = () => undefined;

/** Loads the public settings again (after an admin has changed them). */
export function refreshPublicConfig(): Promise<void> {
  return load(true);
}

/** Tests only: forgets the loaded settings. */
export function resetPublicConfig(): void {
  config = undefined;
  loading = null;
  forgetPublicConfigAnswer();
}

/** The public settings: `data` is undefined until they have loaded (or when they cannot be). */
export function usePublicConfig(): { data: PublicConfig | undefined } {
  const data = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    if (config === undefined && loading === null) void load();
  }, []);
  return { data };
}

/** The configured site name, or the default while it loads or when it cannot be loaded. */
export function useSiteName(): string {
  return usePublicConfig().data?.siteName ?? DEFAULT_SITE_NAME;
}

/** The landing page's public settings, or the spec's defaults while they load. */
export function useLandingSettings(): LandingSettings {
  return usePublicConfig().data?.settings ?? DEFAULT_LANDING_SETTINGS;
}
