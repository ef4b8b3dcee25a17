/** A test client for server-sent events over fetch: collects events and waits for one by name. */
export type SseEvent = { event: string; data: string };

export type SseClient = {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Resolves with the first event named `name` (already received or arriving within the timeout). */
  next(name: string, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
};

function parseFrame(frame: string): SseEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trim());
  }
  return data.length > 0 ? { event, data: data.join('\n') } : undefined;
}

export async function openSse(url: string): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const parsed = parseFrame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (parsed) events.push(parsed);
            for (const wake of waiters.splice(0)) wake();
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    events,
    async next(name, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === name);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no "${name}" event within ${timeoutMs} ms (got ${events.map((e) => e.event).join(', ') || 'nothing'})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}
