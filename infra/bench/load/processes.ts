import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A process of a system under test, as /proc sees it. */
export type ProcessInfo = { pid: number; label: string };

const CLOCK_TICKS_PER_SECOND = 100;

/** A free loopback TCP port (bound, read, released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A /proc file's text (`stat`, `12/status` …), undefined when it cannot be read (a process gone, no /proc). */
function readProcFile(file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

const readProc = (pid: number, file: string): string | undefined => readProcFile(`${pid}/${file}`);

/** Resident memory in MB (VmRSS), undefined once the process is gone. */
export function rssMb(pid: number): number | undefined {
  const kb = /VmRSS:\s+(\d+)/.exec(readProc(pid, 'status') ?? '')?.[1];
  return kb === undefined ? undefined : Number(kb) / 1024;
}

/** User + system CPU seconds of a `stat` line (a process's or one thread's). */
function statCpuSeconds(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / CLOCK_TICKS_PER_SECOND;
}

/** CPU seconds (user + system) the process has used so far, all its threads together. */
export function cpuSeconds(pid: number): number {
  return statCpuSeconds(readProc(pid, 'stat') ?? '');
}

/**
 * CPU seconds its main thread has used so far: the thread whose id is the process id, for Node the
 * event loop's. Beside the process's total it tells a process held by its loop (near a whole core) from
 * one waiting on other threads (libuv's workers run SQLite and crypto jobs) or on other processes.
 */
export function mainThreadCpuSeconds(pid: number): number {
  return statCpuSeconds(readProc(pid, `task/${pid}/stat`) ?? '');
}

/**
 * Seconds its main thread has spent ready to run but waiting for a core so far (the second field of
 * `/proc/<pid>/task/<pid>/schedstat`, the scheduler's run delay in ns; 0 where the kernel keeps no
 * schedstats). Beside its CPU seconds it splits the time the loop was off a core into waiting for one
 * (the machine, or threads woken on the loop's core, were the limit) and having nothing to do.
 */
export function mainThreadRunDelaySeconds(pid: number): number {
  const delayNs = Number((readProc(pid, `task/${pid}/schedstat`) ?? '').split(' ')[1]);
  return Number.isFinite(delayNs) ? delayNs / 1e9 : 0;
}

/**
 * The whole machine's CPU time so far, in clock ticks summed over every core (`/proc/stat`'s first line):
 * `idle` counts idle and I/O wait, `total` every state. Between two readings, idle ÷ total is the share of
 * all cores' time nobody used: near 0 the machine was the limit, well above it a process or a wait was.
 */
export function machineCpuTicks(): { idle: number; total: number } {
  const line = readProcFile('stat')?.split('\n')[0];
  if (!line) return { idle: 0, total: 0 };
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest times are already inside user and nice)
  const states = ticks.slice(0, 8);
  return { idle: (states[3] ?? 0) + (states[4] ?? 0), total: states.reduce((sum, t) => sum + t, 0) };
}

/** A counter of a /proc/<pid>/io text by name (`syscr`, `write_bytes` …); 0 when the text lacks it (the process is gone). */
function ioCounter(io: string, name: string): number {
  return Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(io)?.[1] ?? 0);
}

/** System calls the process has made so far that read or write (`syscr`, `syscw` of /proc/<pid>/io; 0 once it is gone). */
export function ioSystemCalls(pid: number): { reads: number; writes: number } {
  const io = readProc(pid, 'io') ?? '';
  return { reads: ioCounter(io, 'syscr'), writes: ioCounter(io, 'syscw') };
}

/**
 * Bytes the process has had written to storage so far (`write_bytes` of /proc/<pid>/io: counted when it
 * dirties the page cache, whenever the kernel writes the pages out; 0 once it is gone).
 */
export function diskBytesWritten(pid: number): number {
  return ioCounter(readProc(pid, 'io') ?? '', 'write_bytes');
}

/** Every process id /proc lists now. */
function procPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

/** Direct children of a process (Linux /proc). */
function childrenOf(pid: number): number[] {
  return procPids().filter((candidate) => {
    const stat = readProc(candidate, 'stat');
    return stat !== undefined && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
  });
}

/** The database servers of distributed mode (their disk writes and CPU go to the system whose round it is). */
export const DATABASE_SERVERS = ['mariadbd', 'mysqld'];
/** What runs beside a distributed stack on a developer's machine: the database, Redis, the Kafka-protocol broker. */
export const INFRASTRUCTURE_SERVERS = [...DATABASE_SERVERS, 'redis-server', 'kcat'];

/** Processes outside the system under test whose command name (`comm`) is one of `names`: the database, cache and broker beside it. */
export function processesNamed(names: readonly string[]): ProcessInfo[] {
  return procPids().flatMap((pid) => {
    const comm = readProc(pid, 'comm')?.trim();
    return comm && names.includes(comm) ? [{ pid, label: comm }] : [];
  });
}

/**
 * A process and its node descendants, labelled by the script each runs (`gateway`, `quiz`, …); a second
 * process of one script (a replica) is `attempt 2`, a third `attempt 3`.
 */
export function processTree(rootPid: number, label: (cmdline: string) => string): ProcessInfo[] {
  const all: ProcessInfo[] = [];
  const seen = new Map<string, number>();
  const visit = (pid: number) => {
    const cmdline = (readProc(pid, 'cmdline') ?? '').split('\0').join(' ');
    const name = label(cmdline);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    all.push({ pid, label: count === 1 ? name : `${name} ${count}` });
    for (const child of childrenOf(pid)) visit(child);
  };
  visit(rootPid);
  return all;
}

/** Starts a node process with its output discarded (stderr kept on failure for the message). */
export function startNode(script: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; execArgv?: string[]; stdout?: 'pipe' | 'ignore' }): ChildProcess {
  return spawn(process.execPath, [...(opts.execArgv ?? []), script, ...args], { cwd: opts.cwd, env: opts.env, stdio: ['ignore', opts.stdout ?? 'ignore', 'pipe'] });
}

/** Keeps the last few KB of a child's stderr, to explain a failed start. */
export function tailOf(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  });
  return () => tail;
}

/** SIGTERM, then SIGKILL after graceMs; resolves once the process has exited. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Polls url until it answers 2xx, or fails when the child exits or the time is up. */
export async function waitUntilUp(url: string, child: ChildProcess, why: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited during start-up (${child.exitCode}):\n${why()}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${why()}`);
}
