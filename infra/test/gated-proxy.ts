import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '@quizlink/kit-lifecycle';

export type GatedProxy = {
  url: string;
  /** From now on requests wait at the gate (they are counted in `held`). */
  hold(): void;
  /** Lets every waiting request through, and the ones after. */
  release(): void;
  held(): number;
  /** Requests passed on to the target so far. */
  passed(): number;
  close(): Promise<void>;
};

/**
 * A pass-through HTTP proxy in front of a service whose requests the test can hold: a caller of that
 * service (the attempt service asking the quiz service for an answer key) then stays in flight for as
 * long as the test needs, deterministically, whatever the machine's speed.
 */
export async function startGatedProxy(target: string): Promise<GatedProxy> {
  let gate: Promise<void> | undefined;
  let open = () => {};
  let held = 0;
  let passed = 0;
  const server = http.createServer(async (req, res) => {
    if (gate) {
      held += 1;
      await gate;
    }
    passed += 1;
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      gate = undefined;
      open();
    },
    held: () => held,
    passed: () => passed,
    close: () => closeServer(server, 100),
  };
}
