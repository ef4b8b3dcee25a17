import dns from 'node:dns';
import net from 'node:net';

/*
 * No test may reach the network: every socket to a host other than the loopback interface, and every
 * DNS lookup of another name, is refused and recorded, and the test that made it fails. (The LangChain
 * tests use a fake OpenAI server on 127.0.0.1; tesseract.js reads its bundled data from disk.)
 */
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);
const attempts: string[] = [];
export const NETWORK_BLOCKED = 'Network access is blocked in tests';

const refuse = (target: string): Error => {
  attempts.push(target);
  return new Error(`${NETWORK_BLOCKED}: ${target}`);
};

/** Tests of the guard itself read and clear the record. */
export function takeBlockedAttempts(): string[] {
  return attempts.splice(0, attempts.length);
}

type ConnectArgs = Parameters<net.Socket['connect']>;
let installed = false;

/**
 * Installs the guard for the calling test file (once per module registry) and fails any test of it
 * that tried to reach the network.
 */
export function blockNetwork(): void {
  if (installed) return;
  installed = true;
  const originalConnect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: ConnectArgs) {
    const [first, second] = args as unknown[];
    const options = (Array.isArray(first) ? first[0] : first) as { host?: string; path?: string } | number | string;
    const host = typeof options === 'object' && options !== null ? options.host : typeof second === 'string' ? second : undefined;
    const isPipe = typeof options === 'object' && options !== null && typeof options.path === 'string';
    if (!isPipe && host !== undefined && !LOOPBACK.has(host)) {
      const error = refuse(`connect ${host}`);
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return originalConnect.apply(this, args);
  } as typeof net.Socket.prototype.connect;

  const originalLookup = dns.lookup;
  dns.lookup = function guardedLookup(hostname: string, ...rest: unknown[]) {
    if (!LOOPBACK.has(hostname)) {
      const callback = rest.at(-1) as (error: Error) => void;
      const error = refuse(`lookup ${hostname}`);
      process.nextTick(() => callback(error));
      return;
    }
    return (originalLookup as (...a: unknown[]) => void).call(dns, hostname, ...rest);
  } as typeof dns.lookup;

  const originalPromiseLookup = dns.promises.lookup;
  dns.promises.lookup = async function guardedPromiseLookup(hostname: string, ...rest: unknown[]) {
    if (!LOOPBACK.has(hostname)) throw refuse(`lookup ${hostname}`);
    return (originalPromiseLookup as (...a: unknown[]) => Promise<unknown>).call(dns.promises, hostname, ...rest);
  } as typeof dns.promises.lookup;

  afterEach(() => {
    const blocked = takeBlockedAttempts();
    if (blocked.length > 0) throw new Error(`${NETWORK_BLOCKED}; this test tried: ${blocked.join(', ')}`);
  });
}
