/**
 * A stand-in for the browser's EventSource (jsdom has none): tests open it through the page and then
 * push server-sent events into it by name.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** Delivers one event, as the server would push it. */
  emit(name: string, data: unknown = {}): void {
    for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

export function installFakeEventSource(): { instances: FakeEventSource[]; restore(): void } {
  const original = (globalThis as { EventSource?: unknown }).EventSource;
  FakeEventSource.instances = [];
  Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true, writable: true });
  return {
    instances: FakeEventSource.instances,
    restore: () => Object.defineProperty(globalThis, 'EventSource', { value: original, configurable: true, writable: true }),
  };
}
