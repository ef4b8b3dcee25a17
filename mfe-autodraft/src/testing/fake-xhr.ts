/**
 * A scriptable XMLHttpRequest for upload tests: records what was sent, and lets the test report upload
 * progress and answer (or watch the request being aborted). jsdom's own would try the network.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  body: unknown = undefined;
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private listeners = new Map<string, Array<(event: unknown) => void>>();
  upload = {
    listeners: [] as Array<(e: { lengthComputable: boolean; loaded: number; total: number }) => void>,
    addEventListener(_type: 'progress', listener: (e: { lengthComputable: boolean; loaded: number; total: number }) => void) {
      this.listeners.push(listener);
    },
  };

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  private emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ type });
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.upload.listeners) listener({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }

  static install(): { latest(): FakeXhr; restore(): void } {
    const original = globalThis.XMLHttpRequest;
    FakeXhr.instances = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    return {
      latest: () => {
        const last = FakeXhr.instances.at(-1);
        if (!last) throw new Error('no XMLHttpRequest was made');
        return last;
      },
      restore: () => void (globalThis.XMLHttpRequest = original),
    };
  }
}
