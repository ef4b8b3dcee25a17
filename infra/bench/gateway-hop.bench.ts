/**
 * `npm run bench -- gateway-hop [flags]`: what one hop through the gateway costs, in CPU per request of
 * the process in front, against the floors under it — measured on one machine, interleaved in rounds.
 *
 *   no hop          the service stand-in alone (gateway-hop/stub-upstream.ts): one Node HTTP server
 *   node:http       a bare Node proxy (gateway-hop/bare-proxy.ts): the least any Node gateway does
 *   express + hpm   Express with http-proxy-middleware and nothing else (gateway-hop/express-proxy.ts)
 *   QuizLink        the gateway as shipped (gateway/src/main.ts, LOG_LEVEL=info, the runtime flags of
 *                   run-stack.mjs; its rate limiter on Redis when REDIS_URL is set, else in memory)
 *
 * Each system gets the same closed-loop clients POSTing a submission with an Idempotency-Key. The stand-in
 * answers after `--upstream-delay` ms: 0 shows the cost when requests arrive back to back; 25 is about
 * what the attempt service takes at 16 takers in distributed mode, so each wake-up of the proxy carries
 * one request, as in the load bench.
 *
 * Flags: --rounds=3 --seconds=4 --warm-up=8 --concurrency=16,64 --upstream-delay=0,25
 *        --before=<checkout>: also the gateway of another checkout of the repo (its gateway/src/main.ts,
 *        run with this tree's node_modules), measured in the same rounds as "QuizLink before"
 * Benchmarks measure; they never fail a build. Only loopback addresses are used.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { uniformRateLimitEnv } from '@quizlink/gateway/rate-limit-budgets';
import { nodeRuntimeFlags } from '../scripts/lib/node-runtime.mjs';
import { driveWindow, type HopWindow } from './gateway-hop/drive.ts';
import { freePort, startNode, stopProcess, tailOf, waitUntilUp } from './load/processes.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const list = (name: string, fallback: string) => (flag(name) ?? fallback).split(',').map(Number);
const rounds = Number(flag('rounds') ?? 3);
const seconds = Number(flag('seconds') ?? 4);
const warmUpSeconds = Number(flag('warm-up') ?? 8);
const concurrencies = list('concurrency', '16,64');
const delays = list('upstream-delay', '0,25');
const beforeCheckout = flag('before');

type System = { name: string; port: number; child: ChildProcess };
const SERVICE_URL_VARIABLES = ['QUIZ_SERVICE_URL', 'ATTEMPT_SERVICE_URL', 'GENERATION_SERVICE_URL', 'CONTENT_SERVICE_URL', 'SHORTLINK_SERVICE_URL'];

async function start(name: string, script: string, args: string[], env: NodeJS.ProcessEnv = process.env, execArgv: string[] = []): Promise<System> {
  const port = await freePort();
  const child = startNode(path.resolve(repoRoot, script), args.map((a) => a.replace('{port}', String(port))), { cwd: repoRoot, env: { ...env, PORT: String(port) }, execArgv });
  await waitUntilUp(`http://127.0.0.1:${port}/healthz`, child, tailOf(child), 60_000);
  return { name, port, child };
}

async function startSystems(delayMs: number): Promise<System[]> {
  const stub = await start('no hop', 'infra/bench/gateway-hop/stub-upstream.ts', ['--port={port}', `--delay=${delayMs}`]);
  const upstream = `--upstream=${stub.port}`;
  const stubUrl = `http://127.0.0.1:${stub.port}`;
  const gatewayEnv: NodeJS.ProcessEnv = {
    // One loopback client is not one person: the per-client budgets would refuse the run.
    ...uniformRateLimitEnv(1_000_000_000),
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    CACHE_KEY_PREFIX: `bench-hop-${randomBytes(4).toString('hex')}:`,
    ...Object.fromEntries(SERVICE_URL_VARIABLES.map((name) => [name, stubUrl])),
  };
  return [
    stub,
    await start('node:http', 'infra/bench/gateway-hop/bare-proxy.ts', ['--port={port}', upstream]),
    await start('express + hpm', 'infra/bench/gateway-hop/express-proxy.ts', ['--port={port}', upstream]),
    await start('QuizLink', 'gateway/src/main.ts', [], gatewayEnv, nodeRuntimeFlags()),
    ...(beforeCheckout ? [await start('QuizLink before', path.resolve(beforeCheckout, 'gateway/src/main.ts'), [], gatewayEnv, nodeRuntimeFlags())] : []),
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const f = (n: number, d: number) => n.toFixed(d);

console.log(
  `gateway-hop bench — ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
    `rate limiter on ${process.env.REDIS_URL ? 'Redis' : 'memory'}; ${rounds} rounds × ${seconds} s, warm-up ${warmUpSeconds} s per system`,
);
console.log('delay  clients  system           requests/s  CPU ms/request (rounds)     reads  writes  errors  × express + hpm');
for (const delayMs of delays) {
  const systems = await startSystems(delayMs);
  try {
    const top = Math.max(...concurrencies);
    // Long enough for V8 to reach its optimised code: the gateway's CPU per request falls by about half over its first ~15,000 requests.
    for (const system of systems) await driveWindow(system.port, system.child.pid as number, top, warmUpSeconds);
    const windows = new Map<string, HopWindow[]>();
    for (let round = 0; round < rounds; round += 1) {
      for (const concurrency of concurrencies) {
        // A different system goes first in each round, so none always meets the machine at the same moment.
        const order = systems.map((_, i) => systems[(i + round) % systems.length] as System);
        for (const system of order) {
          const key = `${concurrency}|${system.name}`;
          windows.set(key, [...(windows.get(key) ?? []), await driveWindow(system.port, system.child.pid as number, concurrency, seconds)]);
        }
      }
    }
    for (const concurrency of concurrencies) {
      const reference = median((windows.get(`${concurrency}|express + hpm`) ?? []).map((w) => w.cpuMsPerRequest));
      for (const system of systems) {
        const runs = windows.get(`${concurrency}|${system.name}`) ?? [];
        const cpu = runs.map((w) => w.cpuMsPerRequest);
        const sum = (pick: (w: HopWindow) => number) => runs.reduce((total, w) => total + pick(w), 0);
        const perRequest = (pick: (w: HopWindow) => number) => sum((w) => pick(w) * w.requests) / Math.max(1, sum((w) => w.requests));
        console.log(
          [
            `${delayMs} ms`.padEnd(6),
            String(concurrency).padStart(7),
            ` ${system.name.padEnd(15)}`,
            f(sum((w) => w.requests) / sum((w) => w.seconds), 0).padStart(11),
            `  ${f(median(cpu), 3)} (${cpu.map((c) => f(c, 2)).join(', ')})`.padEnd(28),
            f(perRequest((w) => w.readsPerRequest), 2).padStart(6),
            f(perRequest((w) => w.writesPerRequest), 2).padStart(7),
            String(sum((w) => w.errors)).padStart(7),
            `  ${f(median(cpu) / reference, 2)}×`,
          ].join(' '),
        );
      }
    }
  } finally {
    for (const system of systems.reverse()) await stopProcess(system.child);
  }
}
console.log('CPU ms/request: CPU time (user + system, /proc) of the process in front over the window, divided by the requests it served; reads and writes: its read and write system calls per request.');
