import { useEffect, useSyncExternalStore } from 'react';
import {
  DEFAULT_LANDING_SETTINGS,
  DEFAULT_SITE_NAME,
  type LandingSettings,
  type PublicConfig,
  fetchPublicConfig,
  forgetPublicConfigAnswer,
  takePublicConfigAnswer,
  toPublicConfig,
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
      config = { ...answer, settings: steadySettings(answer.settings, config?.settings) };
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

/**
 * The settings object readers already hold when the answer says the same (usually the defaults):
 * a reader's snapshot then keeps its identity and nothing renders again. An update of an external
 * store re-renders its readers synchronously, which cannot be split into short tasks: on the
 * landing page every section reads the settings.
 */
function steadySettings(next: LandingSettings, previous: LandingSettings | undefined): LandingSettings {
  for (const held of [previous, DEFAULT_LANDING_SETTINGS]) {
    if (held && (Object.keys(held) as Array<keyof LandingSettings>).every((key) => held[key] === next[key]))
      return held;
  }
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the public settings again (after an admin has changed them). */
export function refreshPublicConfig(): Promise<void> {
  return load(true);
}

/** The settings a page the server rendered was rendered with: its first render reads them too. */
let rendered: PublicConfig | undefined;

/**
 * The public settings the server read for a page it renders (`#lv-state`, ADR 027): the render
 * and, in the browser, the first render that takes its HTML over show them (a configured social
 * sign-in, the site's own name), and the browser does not ask for them again. The server sets them
 * for each render and clears them after it (undefined).
 */
export function renderWithPublicConfig(body: unknown): void {
  if (body === undefined) {
    rendered = undefined;
    return;
  }
  takePublicConfigAnswer(body);
  const answer = toPublicConfig(body);
  config = { ...answer, settings: steadySettings(answer.settings, config?.settings) };
  rendered = config;
}

/** Tests only: forgets the loaded settings. */
export function resetPublicConfig(): void {
  rendered = undefined;
  config = undefined;
  loading = null;
  forgetPublicConfigAnswer();
}

/**
 * One part of the public settings. On the server and in the first render that takes over its HTML,
 * the settings the page was rendered with, or `serverValue` (the prerendered landing page shows the
 * defaults). Readers of a part render again only when that part changes.
 */
function useConfigPart<T>(read: (loaded: PublicConfig | undefined) => T, serverValue: T): T {
  const value = useSyncExternalStore(
    subscribe,
    () => read(config),
    () => (rendered === undefined ? serverValue : read(rendered)),
  );
  useEffect(() => {
    if (config === undefined && loading === null) void load();
  }, []);
  return value;
}

const whole = (loaded: PublicConfig | undefined) => loaded;
const siteName = (loaded: PublicConfig | undefined) => loaded?.siteName ?? DEFAULT_SITE_NAME;
const landingSettings = (loaded: PublicConfig | undefined) =>
  loaded?.settings ?? DEFAULT_LANDING_SETTINGS;

/** The public settings: `data` is undefined until they have loaded (or when they cannot be). */
export function usePublicConfig(): { data: PublicConfig | undefined } {
  return { data: useConfigPart(whole, undefined) };
}

/** The configured site name, or the default while it loads or when it cannot be loaded. */
export function useSiteName(): string {
  return useConfigPart(siteName, DEFAULT_SITE_NAME);
}

/** The landing page's public settings, or the spec's defaults while they load. */
export function useLandingSettings(): LandingSettings {
  return useConfigPart(landingSettings, DEFAULT_LANDING_SETTINGS);
}
