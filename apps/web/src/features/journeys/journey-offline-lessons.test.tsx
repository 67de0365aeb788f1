import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { API_CACHE, SAVE_READS } from '../../sw/routes';
import { JourneyScreen } from './journey-screen';
import { answerWith, detail, enrolment, moduleCheck, moduleDetail } from './journeys-test-data';

/**
 * "Save lessons for offline reading" on the journey page. The service worker is played by a fake
 * controller: asked to save reads (SAVE_READS, with a port), it reads each through the fetch fake
 * and keeps what reached the server in a Cache Storage fake, as the worker's network-first route
 * does (src/sw/service-worker.ts), then answers how many it saved.
 */

const auth = makeAuth({ status: 'signedIn', user: makeUser() });
const JOURNEY_API = '/api/journeys/amara';
const moduleApi = (n: number) => `${JOURNEY_API}/modules/module-${n}`;

let saved: Map<string, string>;
/** When the fake worker stored each copy (its `x-lv-saved-at`). */
let savedAt: Map<string, number>;
let failing: Set<string>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** The fake worker's SAVE_READS: each path read through fetch, saved when the server answered. */
async function workerSaves(message: { type: string; paths: string[] }, port: MessagePort | undefined) {
  expect(message.type).toBe(SAVE_READS);
  let count = 0;
  for (const path of message.paths) {
    const response = await fetchMock(path);
    if (!response.ok) continue;
    saved.set(`${window.location.origin}${path}`, await response.text());
    savedAt.set(`${window.location.origin}${path}`, Date.now());
    count += 1;
  }
  port?.postMessage({ saved: count });
}

function withServiceWorker(controlled: boolean) {
  const controller = { postMessage: (message: { type: string; paths: string[] }, transfer: MessagePort[]) => void workerSaves(message, transfer[0]) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controlled ? controller : null, addEventListener: () => {}, removeEventListener: () => {} },
  });
}

beforeEach(() => {
  saved = new Map();
  savedAt = new Map();
  failing = new Set();
  vi.stubGlobal('caches', {
    has: async (name: string) => name === API_CACHE && saved.size > 0,
    open: async (name: string) => {
      if (name !== API_CACHE) throw new Error(`unexpected cache ${name}`);
      return {
        match: async (url: string) =>
          saved.has(url) ? new Response(saved.get(url), { headers: { 'x-lv-saved-at': String(savedAt.get(url) ?? 1) } }) : undefined,
      };
    },
  });
  const moduleRead = (n: number) => () => {
    if (failing.has(moduleApi(n))) return jsonResponse({ error: { code: 'unavailable', message: 'Try again later.' } }, 503);
    return jsonResponse(moduleDetail({ slug: `module-${n}` }));
  };
  fetchMock = vi.fn(
    answerWith({
      [`GET ${JOURNEY_API}`]: () => jsonResponse(detail({ status: 'in_progress', enrolment: enrolment() })),
      [`GET ${moduleApi(1)}`]: moduleRead(1),
      [`GET ${moduleApi(2)}`]: moduleRead(2),
      [`GET ${moduleApi(3)}`]: moduleRead(3),
      // Modules 1 and 2 have a knowledge check; module 3 has none (404).
      [`GET ${moduleApi(1)}/check`]: () => jsonResponse(moduleCheck()),
      [`GET ${moduleApi(2)}/check`]: () => jsonResponse(moduleCheck()),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  withServiceWorker(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const render = () => renderScreen(<JourneyScreen />, { path: '/journeys/amara', route: '/journeys/:journeyId', auth });
const moduleReads = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.includes('/modules/'));

describe('JourneyScreen: lessons saved for offline reading', () => {
  it('says what is saved, saves every lesson from the keyboard, and says how much space it took', async () => {
    const user = userEvent.setup();
    // One lesson was opened before: its copy is saved already.
    saved.set(`${window.location.origin}${moduleApi(1)}`, 'x'.repeat(3000));
    render();
    const section = await screen.findByRole('region', { name: 'Offline reading' });
    const status = within(section).getByRole('status');
    expect(await within(section).findByText('Saved for offline reading: 1 of 3 lessons (3 KB on this phone).')).toBe(status);

    const save = within(section).getByRole('button', { name: 'Save lessons for offline reading' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(await within(section).findByRole('button', { name: 'Save lessons again (update them)' })).toBeEnabled();
    // The lessons, then their knowledge checks (module 3 has none: not counted as a failure).
    expect(moduleReads()).toEqual([moduleApi(1), moduleApi(2), moduleApi(3), `${moduleApi(1)}/check`, `${moduleApi(2)}/check`, `${moduleApi(3)}/check`]);
    expect(saved.has(`${window.location.origin}${moduleApi(2)}/check`)).toBe(true);
    expect(saved.has(`${window.location.origin}${moduleApi(3)}/check`)).toBe(false);
    expect(status.textContent).toMatch(/^Saved for offline reading: 3 of 3 lessons \(\d+ KB on this phone\)\.$/);
    const bytes = [1, 2, 3].reduce((sum, n) => sum + (saved.get(`${window.location.origin}${moduleApi(n)}`)?.length ?? 0), 0);
    expect(status).toHaveTextContent(`(${Math.round(bytes / 1024)} KB on this phone)`);
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('says none is saved yet, and how many could not be saved when the server was not reached', async () => {
    const user = userEvent.setup();
    failing.add(moduleApi(2));
    render();
    const section = await screen.findByRole('region', { name: 'Offline reading' });
    expect(await within(section).findByText('None of the 3 lessons is saved on this phone yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Save lessons for offline reading' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('1 lesson could not be saved: the server was not reached. Try again when you are online.');
    expect(within(section).getByRole('status').textContent).toMatch(/^Saved for offline reading: 2 of 3 lessons/);
    // Not all saved: the control still offers to save them.
    expect(within(section).getByRole('button', { name: 'Save lessons for offline reading' })).toBeEnabled();
  });

  it('is not offered before enrolling, nor where no service worker controls the page', async () => {
    fetchMock.mockImplementation(answerWith({ [`GET ${JOURNEY_API}`]: () => jsonResponse(detail()) }));
    const first = render();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Offline reading' })).toBeNull();
    first.unmount();

    withServiceWorker(false);
    fetchMock.mockImplementation(answerWith({ [`GET ${JOURNEY_API}`]: () => jsonResponse(detail({ status: 'in_progress', enrolment: enrolment() })) }));
    render();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: 'Your progress' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offline reading' })).toBeNull();
  });
});

describe('JourneyScreen in French: the journey page and its offline reading', () => {
  beforeEach(async () => {
    await loadCatalogs('fr', CATALOG_NAMES);
  });
  afterEach(async () => {
    await loadCatalogs('en', CATALOG_NAMES);
  });

  it('says what is saved and what failed with French plurals, beside the progress and the modules', async () => {
    const user = userEvent.setup();
    failing.add(moduleApi(2));
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre progression' })).toBeInTheDocument();
    expect(screen.getByText('0 / 3 modules obligatoires terminés')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commencer le premier module' })).toHaveAttribute('href', '/journeys/amara/modules/module-1');
    expect(screen.getByText('Défi final : pas encore validé')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Modules' })).toHaveTextContent('Module 1');
    expect(screen.getByRole('region', { name: 'Défi final' })).toHaveTextContent('Obligatoire pour terminer le parcours.');

    const section = screen.getByRole('region', { name: 'Lecture hors ligne' });
    expect(await within(section).findByText("3 leçons : aucune n'est encore enregistrée sur ce téléphone.")).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Enregistrer les leçons pour les lire hors ligne' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "1 leçon n'a pas pu être enregistrée : le serveur est injoignable. Réessayez une fois en ligne.",
    );
    expect(within(section).getByRole('status').textContent).toMatch(/^Lecture hors ligne : 2 sur 3 leçons enregistrées \(\d+ Ko sur ce téléphone\)\.$/);
  });
});
