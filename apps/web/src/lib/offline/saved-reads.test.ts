import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_READS } from '../../sw/routes';
import { saveReads } from './saved-reads';

/** A worker controlling the page that answers each SAVE_READS message on its port with `answer(paths)`. */
function controlledBy(answer: ((paths: string[]) => number) | null) {
  const asked: string[][] = [];
  const controller = {
    postMessage: (message: { type: string; paths: string[] }, transfer: MessagePort[]) => {
      expect(message.type).toBe(SAVE_READS);
      asked.push(message.paths);
      const port = transfer[0];
      if (answer && port) port.postMessage({ saved: answer(message.paths) });
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
  return asked;
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('saveReads', () => {
  it('asks the worker for each path in turn and counts the ones it did not save', async () => {
    const asked = controlledBy((paths) => (paths[0] === '/api/journeys/amara/modules/two' ? 0 : 1));
    const progress = vi.fn();
    const paths = ['/api/journeys/amara/modules/one', '/api/journeys/amara/modules/two', '/api/journeys/amara/modules/three'];
    expect(await saveReads(paths, progress)).toBe(1);
    expect(asked).toEqual(paths.map((path) => [path]));
    expect(progress.mock.calls).toEqual([[1], [2], [3]]);
  });

  it('counts every path as not saved when no worker controls the page', async () => {
    expect(await saveReads(['/api/journeys/amara'])).toBe(1);
  });

  it('counts a path as not saved when the worker never answers, and goes on', async () => {
    vi.useFakeTimers();
    const asked = controlledBy(null);
    const saving = saveReads(['/api/journeys/amara/modules/one', '/api/journeys/amara/modules/two']);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await saving).toBe(2);
    expect(asked).toHaveLength(2);
  });
});
