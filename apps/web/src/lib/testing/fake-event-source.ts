import type { PointsEventSource } from '../live-points-state';

/** A controllable stand-in for EventSource (jsdom has none): tests push events and errors. */
export class FakeEventSource implements PointsEventSource {
  static instances: FakeEventSource[] = [];

  readonly url: string;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  /** The most recently created source. */
  static get latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was created');
    return source;
  }

  /** The sources not closed yet. */
  static get open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed);
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  static create = (url: string): FakeEventSource => new FakeEventSource(url);

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** Delivers a named event with a raw `data` string. */
  emitRaw(type: string, data: string): void {
    const event = new MessageEvent<string>(type, { data });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** Delivers `event: points` with `data: {"points": N}` (and the streak, as the server sends it). */
  emitPoints(points: number, streak?: { days: number; freezes: number; earnedToday: boolean }): void {
    this.emitRaw('points', JSON.stringify(streak ? { points, streak } : { points }));
  }

  /** A failed or dropped connection. */
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}
