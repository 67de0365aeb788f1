import { API_CACHE, saveReadsMessage } from '../../sw/routes';
import { serviceWorkerUrl } from '../trusted-types';
import { hasUnsubmittedForm, watchFormEdits } from './dirty-forms';

/*
 * The page's side of the service worker (src/sw/service-worker.ts; docs/ARCHITECTURE.md
 * "Offline"). Registered after the page has loaded, from this module alone (src/main.tsx imports
 * it then), so the landing page's first JavaScript is unchanged.
 *
 * Updates: a new version installs in the background and waits. It never takes over by itself
 * (no skipWaiting in the worker): a page running one version while the worker serves another
 * would load the wrong chunks, and reloading under a learner's half-written reflection would lose
 * it. Instead, at the learner's next navigation to another screen, when no form on the page has
 * unsubmitted edits, the page asks the waiting worker to take over and reloads itself on the new
 * version (from the precache: no network needed). Otherwise it waits for the next navigation.
 */

const WORKER_URL = '/service-worker.js';
/** How often a long-open app asks the server for a new version (a navigation checks at most this often). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registration: ServiceWorkerRegistration | null = null;
let lastUpdateCheck = 0;
let reloading = false;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers the worker (production builds only) and starts watching forms. */
export async function registerServiceWorker(): Promise<void> {
  if (!supported() || import.meta.env.DEV) return;
  watchFormEdits();
  try {
    registration = await navigator.serviceWorker.register(serviceWorkerUrl(WORKER_URL), { scope: '/' });
    lastUpdateCheck = Date.now();
  } catch (error) {
    // Without a worker the app works online as before.
    console.error('Service worker registration failed', error);
  }
}

/**
 * Called on each navigation to another screen: applies a waiting new version (reload on it) when
 * no form has unsubmitted edits; otherwise, now and then, asks whether there is a new version.
 * True when the page is about to reload. A navigation made before this page's own registration
 * has resolved (a tap soon after the page loaded, on a slow phone) asks the browser for the
 * registration: a version the browser installed on this page's load is taken at this navigation,
 * not at the one after.
 */
export async function takeUpdateAtNavigation(doc: Document = document): Promise<boolean> {
  if (!supported()) return false;
  const current = registration ?? (await navigator.serviceWorker.getRegistration().catch(() => undefined));
  const waiting = current?.waiting;
  if (waiting && navigator.serviceWorker.controller && !hasUnsubmittedForm(doc)) {
    if (!reloading) {
      reloading = true;
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    }
    return true;
  }
  if (registration && Date.now() - lastUpdateCheck > UPDATE_CHECK_MS) {
    lastUpdateCheck = Date.now();
    registration.update().catch(() => {}); // offline: the next navigation asks again
  }
  return false;
}

/**
 * When the first worker takes control of this page, sends it the paths of the reads made before
 * (`paths()` then): the worker reads and saves them itself (src/sw/service-worker.ts), so the page
 * neither reads them again nor renders for them. Later reads go through the worker and are saved.
 */
export function saveReadsAtFirstControl(paths: () => string[]): () => void {
  if (!supported() || navigator.serviceWorker.controller) return () => {};
  const handler = () => {
    if (!reloading) navigator.serviceWorker.controller?.postMessage(saveReadsMessage(paths()));
  };
  navigator.serviceWorker.addEventListener('controllerchange', handler, { once: true });
  return () => navigator.serviceWorker.removeEventListener('controllerchange', handler);
}

/** Deletes the saved API reads (at sign-out: the next person on this phone must not see them). */
export async function forgetSavedReads(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE);
}
