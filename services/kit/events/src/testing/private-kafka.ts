import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export type PrivateKafka = {
  /** The broker's bootstrap address, for `createKafkaBus({ brokers })`. */
  brokers: string[];
  /** SIGSTOP / SIGCONT: a broker that holds its connections open but does not answer. */
  pause(): void;
  resume(): void;
  /** Resumes it if paused, then ends it; resolves once the process is gone. */
  stop(): Promise<void>;
};

/** Whether `kcat` is installed here (CI installs it; tests that need a broker of their own skip without it). */
export const kcatInstalled = spawnSync('kcat', ['-V'], { stdio: 'ignore' }).status === 0;

/** librdkafka's mock cluster inside kcat, as `.ci/run` starts the shared one (infra/README's Kafka section). */
const KCAT_MOCK_ARGS = ['-b', 'localhost', '-X', 'test.mock.num.brokers=1', '-d', 'mock', '-C', '-t', 'warmup', '-o', 'beginning'];
const BOOTSTRAP_PATTERN = /bootstrap\.servers=([0-9.]+:[0-9]+)/;
const START_TIMEOUT_MS = 10_000;

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * A Kafka-protocol broker of the test's own (kcat's mock cluster on a free loopback port), so a test can
 * pause it without stalling the shared broker every other test file, in another jest worker, is using.
 */
export async function startPrivateKafka(): Promise<PrivateKafka> {
  const child = spawn('kcat', KCAT_MOCK_ARGS, { stdio: ['ignore', 'ignore', 'pipe'] });
  const address = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      child.off('error', onFailure);
      child.off('exit', onExit);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-4096);
      const match = BOOTSTRAP_PATTERN.exec(seen);
      if (match) settle(() => resolve(match[1] as string));
    };
    const onFailure = (error: Error) =>
      settle(() => {
        child.kill('SIGKILL');
        reject(error);
      });
    const onExit = (code: number | null) => onFailure(new Error(`kcat mock broker exited with ${code}`));
    const timer = setTimeout(() => onFailure(new Error('kcat mock broker did not print its address')), START_TIMEOUT_MS);
    child.stderr?.on('data', onData);
    child.once('error', onFailure);
    child.once('exit', onExit);
  });
  // Its debug output goes on for as long as it runs: keep draining it so the pipe never fills and stalls it.
  child.stderr?.resume();
  return {
    brokers: [address],
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    async stop() {
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
