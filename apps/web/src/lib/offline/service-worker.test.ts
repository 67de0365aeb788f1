import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnsubmittedForm, watchFormEdits } from './dirty-forms';

/** A fake ServiceWorkerContainer with one registration whose new version waits. */
function fakeServiceWorker() {
  const waiting = { postMessage: vi.fn() };
  const registration = { waiting: null as typeof waiting | null, update: vi.fn(() => Promise.resolve()) };
  const listeners = new Map<string, Array<() => void>>();
  const container = {
    controller: {} as { postMessage?: (message: unknown) => void } | null,
    register: vi.fn(() => Promise.resolve(registration)),
    getRegistration: vi.fn(() => Promise.resolve(registration)),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: () => {},
    fire: (type: string) => listeners.get(type)?.forEach((l) => l()),
  };
  return { waiting, registration, container };
}

let sw: ReturnType<typeof fakeServiceWorker>;
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  sw = fakeServiceWorker();
  Object.defineProperty(navigator, 'serviceWorker', { value: sw.container, configurable: true });
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.stubEnv('DEV', false);
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function registered() {
  const module = await import('./service-worker');
  await module.registerServiceWorker();
  expect(sw.container.register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  return module;
}

describe('the page side of the service worker', () => {
  it('does nothing at a navigation while no new version waits', async () => {
    const { takeUpdateAtNavigation } = await registered();
    expect(await takeUpdateAtNavigation()).toBe(false);
    expect(sw.waiting.postMessage).not.toHaveBeenCalled();
  });

  it('lets a waiting version take over at the next navigation and reloads on it', async () => {
    const { takeUpdateAtNavigation } = await registered();
    sw.registration.waiting = sw.waiting;
    expect(await takeUpdateAtNavigation()).toBe(true);
    expect(sw.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    sw.container.fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("takes a version the browser installed at a navigation made before the page's own registration resolved", async () => {
    const { takeUpdateAtNavigation } = await import('./service-worker');
    sw.registration.waiting = sw.waiting;
    expect(await takeUpdateAtNavigation()).toBe(true);
    expect(sw.container.register).not.toHaveBeenCalled();
    expect(sw.waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    sw.container.fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never takes over while a form has unsubmitted edits; it waits for a later navigation', async () => {
    const { takeUpdateAtNavigation } = await registered();
    sw.registration.waiting = sw.waiting;
    document.body.innerHTML = '<form><textarea></textarea><button type="submit">Send</button></form>';
    const form = document.forms[0]!;
    form.addEventListener('submit', (event) => event.preventDefault());
    form.querySelector('textarea')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(await takeUpdateAtNavigation()).toBe(false);
    expect(sw.waiting.postMessage).not.toHaveBeenCalled();
    form.requestSubmit();
    expect(await takeUpdateAtNavigation()).toBe(true);
    expect(sw.waiting.postMessage).toHaveBeenCalledTimes(1);
  });
});

describe('saveReadsAtFirstControl', () => {
  it("sends the first worker, as it takes the page over, the paths read until then", async () => {
    sw.container.controller = null;
    const { saveReadsAtFirstControl } = await import('./service-worker');
    const read = ['/api/session'];
    saveReadsAtFirstControl(() => read);
    read.push('/api/leaderboard');
    const postMessage = vi.fn();
    sw.container.controller = { postMessage };
    sw.container.fire('controllerchange');
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SAVE_READS', paths: ['/api/session', '/api/leaderboard'] });
  });

  it('sends nothing when a worker already controls the page (its reads were saved as they were made)', async () => {
    const postMessage = vi.fn();
    sw.container.controller = { postMessage };
    const { saveReadsAtFirstControl } = await import('./service-worker');
    saveReadsAtFirstControl(() => ['/api/session']);
    sw.container.fire('controllerchange');
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('hasUnsubmittedForm', () => {
  it('counts a form with input until it is submitted, reset or gone', () => {
    watchFormEdits();
    document.body.innerHTML = '<form id="a"><input></form><form id="b"><input></form>';
    expect(hasUnsubmittedForm()).toBe(false);
    document.querySelector('#a input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsubmittedForm()).toBe(true);
    (document.querySelector('#a') as HTMLFormElement).reset();
    expect(hasUnsubmittedForm()).toBe(false);
    document.querySelector('#b input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasUnsubmittedForm()).toBe(true);
    document.querySelector('#b')!.remove();
    expect(hasUnsubmittedForm()).toBe(false);
  });
});
