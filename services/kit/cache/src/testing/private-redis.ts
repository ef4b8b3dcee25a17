import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export type PrivateRedis = {
  port: number;
  url: string;
  /** SIGKILL, as an outage would: no goodbye to the clients. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: a Redis that holds its connections open but does not answer. */
  pause(): void;
  resume(): void;
  /** Starts a fresh, empty server on the same port (after `kill`). */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/** Whether `redis-server` is installed here (CI installs it; tests that need one skip without it). */
export const redisServerInstalled = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A port nothing listens on right now (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function untilAccepting(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * A `redis-server` of the test's own on a free loopback port, without persistence, so a test can kill
 * it and start it again without touching the shared Redis other tests use.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const launch = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await untilAccepting(port, child);
  };
  const kill = async () => {
    if (!child) return;
    const dying = child;
    child = undefined;
    dying.kill('SIGKILL');
    await exited(dying);
  };
  await launch();
  const signal = (name: NodeJS.Signals) => () => {
    child?.kill(name);
  };
  const stop = async () => {
    child?.kill('SIGCONT');
    await kill();
  };
  return { port, url: `redis://127.0.0.1:${port}`, kill, pause: signal('SIGSTOP'), resume: signal('SIGCONT'), restart: launch, stop };
}
