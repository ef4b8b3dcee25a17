import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import mysql from 'mysql2/promise';
import { parseMysqlUrl } from '@quizlink/kit-db';
import type { Measurement } from '../bench/load/compare-mode.ts';
import { countersBetween, openDatabaseCounters } from '../bench/load/database-counters.ts';
import { cpuSeconds, diskBytesWritten, machineCpuTicks, mainThreadCpuSeconds, mainThreadRunDelaySeconds } from '../bench/load/processes.ts';
import { formatMemory, formatMode } from '../bench/load/report.ts';

/** Keeps the calling thread busy until it has used `ms` of CPU itself, however busy the machine is. */
function spin(ms: number): void {
  const used = () => {
    const { user, system } = process.threadCpuUsage();
    return user + system;
  };
  const until = used() + ms * 1000;
  while (used() < until);
}

/** The same spin, as a worker's whole program: 400 ms of its own CPU. */
const WORKER_SPINNING_400_MS =
  'const used = () => { const { user, system } = process.threadCpuUsage(); return user + system; }; const until = used() + 400_000; while (used() < until);';

/** A worker's whole program: keeps a core busy for 1.5 s of wall time. */
const WORKER_BUSY_FOR_1500_MS_OF_WALL_TIME = 'const until = Date.now() + 1500; while (Date.now() < until);';

const measurement = (system: Measurement['system'], overrides: Partial<Measurement>): Measurement => ({
  system,
  concurrency: 16,
  round: 1,
  submits: 1000,
  errors: 0,
  errorSamples: [],
  latencies: [5, 6, 7],
  reads: 0,
  readLatencies: [],
  readsSkipped: 0,
  seconds: 2,
  cpu: {},
  mainThreadCpu: {},
  mainThreadRunDelay: {},
  diskWrites: {},
  serverCpu: {},
  driverCpu: 0,
  machineTicks: { idle: 0, total: 0 },
  ...overrides,
});

describe('the load bench: main threads', () => {
  it("reads the main thread's CPU apart from the other threads' (a worker's spin counts for the process, not for its main thread)", async () => {
    const processBefore = cpuSeconds(process.pid);
    const mainBefore = mainThreadCpuSeconds(process.pid);
    const worker = new Worker(WORKER_SPINNING_400_MS, { eval: true });
    await new Promise((resolve) => worker.once('exit', resolve));
    const processUsed = cpuSeconds(process.pid) - processBefore;
    const mainUsed = mainThreadCpuSeconds(process.pid) - mainBefore;

    // /proc counts in ticks of 10 ms.
    expect(processUsed).toBeGreaterThanOrEqual(0.38);
    expect(mainUsed).toBeLessThan(processUsed - 0.3);

    const mainBeforeSpin = mainThreadCpuSeconds(process.pid);
    spin(200);
    expect(mainThreadCpuSeconds(process.pid) - mainBeforeSpin).toBeGreaterThanOrEqual(0.18);
  }, 20_000);

  it('reads the time the main thread was ready to run but waited for a core (every core kept busy by workers meanwhile)', async () => {
    const workers = Array.from({ length: os.availableParallelism() + 1 }, () => new Worker(WORKER_BUSY_FOR_1500_MS_OF_WALL_TIME, { eval: true }));
    // Listened for from the start: on a loaded machine a worker may end before the spin below does.
    const exited = Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve))));
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('online', resolve))));
    const delayBefore = mainThreadRunDelaySeconds(process.pid);
    spin(200);
    const delayed = mainThreadRunDelaySeconds(process.pid) - delayBefore;
    await exited;

    // More runnable threads than cores: the spinning main thread spends part of its time in the run queue.
    expect(delayed).toBeGreaterThanOrEqual(0.05);
    expect(delayed).toBeLessThan(5);
  }, 20_000);

  it("prints each process's main-thread share of the rounds' wall time under the table", () => {
    const text = formatMode({
      mode: 'distributed',
      measurements: [
        measurement('QuizLink', {
          cpu: { gateway: 0.8, attempt: 1.2 },
          mainThreadCpu: { gateway: 0.7, attempt: 0.9, launcher: 0.01 },
          mainThreadRunDelay: { gateway: 0.2, attempt: 0.1, launcher: 0 },
        }),
        measurement('baseline', { cpu: { baseline: 1.1 }, mainThreadCpu: { baseline: 1.0 } }),
      ],
      memory: [],
      acknowledged: {},
      settleSeconds: 0,
    });

    expect(text).toContain(
      'distributed, 16 takers, QuizLink: main thread (the event loop) on a core gateway 35 %, attempt 45 % of the time, ready but waiting for a core gateway 10 %, attempt 5 %',
    );
    expect(text).toContain('distributed, 16 takers, baseline: main thread (the event loop) on a core baseline 50 % of the time, ready but waiting for a core baseline 0 %');
  });
});

describe('the load bench: disk writes', () => {
  it("reads the bytes a process has had written to storage (a synced file's bytes count once written)", () => {
    const before = diskBytesWritten(process.pid);
    const file = path.join(os.tmpdir(), `load-report-disk-${process.pid}.bin`);
    fs.writeFileSync(file, Buffer.alloc(256 * 1024, 1), { flush: true });
    fs.rmSync(file);
    expect(diskBytesWritten(process.pid) - before).toBeGreaterThanOrEqual(256 * 1024);
  });

  it('prints the kilobytes written per submission under the table, each process and the database server by name', () => {
    const text = formatMode({
      mode: 'distributed',
      measurements: [
        measurement('QuizLink', { diskWrites: { attempt: 2048 * 1000, quiz: 1024 * 1000, mariadbd: 8192 * 1000, gateway: 0 } }),
        measurement('baseline', { diskWrites: { baseline: 0, mariadbd: 4096 * 1000 } }),
      ],
      memory: [],
      acknowledged: {},
      settleSeconds: 0,
    });

    expect(text).toContain('distributed, 16 takers, QuizLink: written to disk per submission 11.0 kB (attempt 2.0, quiz 1.0, mariadbd 8.0)');
    expect(text).toContain('distributed, 16 takers, baseline: written to disk per submission 4.0 kB (mariadbd 4.0)');
  });
});

describe('the load bench: the servers beside a distributed stack', () => {
  it("prints the servers' CPU per submission under the table, each by name, for the system whose rounds they worked in", () => {
    const text = formatMode({
      mode: 'distributed',
      measurements: [
        measurement('QuizLink', { serverCpu: { mariadbd: 0.3, 'redis-server': 0.002, kcat: 0.03 } }),
        measurement('baseline', { submits: 2000, serverCpu: { mariadbd: 0.2, 'redis-server': 0, kcat: 0 } }),
      ],
      memory: [],
      acknowledged: {},
      settleSeconds: 0,
    });

    expect(text).toContain('distributed, 16 takers, QuizLink: the servers beside it, CPU per submission 0.33 ms (mariadbd 0.30, redis-server 0.00, kcat 0.03)');
    expect(text).toContain('distributed, 16 takers, baseline: the servers beside it, CPU per submission 0.10 ms (mariadbd 0.10, redis-server 0.00, kcat 0.00)');
  });

  it('prints no servers line in embedded mode, where none is measured', () => {
    const text = formatMode({ mode: 'embedded', measurements: [measurement('QuizLink', {}), measurement('baseline', {})], memory: [], acknowledged: {}, settleSeconds: 0 });

    expect(text).not.toContain('the servers beside it');
  });
});

describe('the load bench: the floor', () => {
  it("puts QuizLink's ratio to the floor under the table and the floor's own ratio beside the distributed target it bounds", () => {
    const text = formatMode({
      mode: 'distributed',
      measurements: [measurement('QuizLink', { submits: 300 }), measurement('baseline', {}), measurement('floor', { submits: 750 })],
      memory: [],
      acknowledged: {},
      settleSeconds: 0,
    });

    expect(text).toContain('distributed, 16 takers: QuizLink/floor 0.40× (0.40–0.40)');
    expect(text).toContain('  ratio ≥ 0.8× at 16 takers: 0.30×, NOT met; the floor 0.75×, below the target: in this run not even a bare proxy in front of the baseline reached it');
  });
});

const withMariaDb = process.env.DATABASE_URL ? it : it.skip;

describe("the load bench: the database server's counters", () => {
  withMariaDb('reads the statements clients sent and the rows written (a table of its own: three rows in, one changed, one out)', async () => {
    const counters = await openDatabaseCounters(process.env.DATABASE_URL as string);
    const connection = await mysql.createConnection(parseMysqlUrl(process.env.DATABASE_URL as string));
    const table = `load_counters_${process.pid}`;
    try {
      await connection.query(`CREATE TABLE ${table} (id INT PRIMARY KEY) ENGINE=InnoDB`);
      const before = await counters.read();
      await connection.query(`INSERT INTO ${table} VALUES (1), (2), (3)`);
      await connection.query(`UPDATE ${table} SET id = id + 10 WHERE id = 1`);
      await connection.query(`DELETE FROM ${table} WHERE id = 2`);
      const used = countersBetween(before, await counters.read());

      // Server-wide: other clients of a shared server may add to them, never take away.
      expect(used.statements).toBeGreaterThanOrEqual(3);
      expect(used.rowsInserted).toBeGreaterThanOrEqual(3);
      expect(used.rowsUpdated).toBeGreaterThanOrEqual(1);
      expect(used.rowsDeleted).toBeGreaterThanOrEqual(1);
    } finally {
      await connection.query(`DROP TABLE IF EXISTS ${table}`);
      await connection.end();
      await counters.close();
    }
  });

  it('prints the statements and rows per submission under the table, with the row-lock waits', () => {
    const database = { rowLockWaits: 20, rowLockMs: 50, statements: 3500, rowsRead: 12000, rowsInserted: 3000, rowsUpdated: 1000, rowsDeleted: 0 };
    const text = formatMode({ mode: 'distributed', measurements: [measurement('QuizLink', { database }), measurement('baseline', {})], memory: [], acknowledged: {}, settleSeconds: 0 });

    expect(text).toContain('distributed, 16 takers, QuizLink: InnoDB row-lock waits 0.02 per submission, 0.05 ms waited per submission (server-wide counters)');
    expect(text).toContain('distributed, 16 takers, QuizLink: database statements 3.50 per submission; rows read 12.00, inserted 3.00, updated 1.00, deleted 0.00 (server-wide counters)');
    expect(text).not.toContain('baseline: database statements');
  });
});

describe('the load bench: the machine and the load driver', () => {
  it("counts the machine's busy ticks apart from its idle ones (a spin of this thread is busy time)", () => {
    const before = machineCpuTicks();
    spin(300);
    const after = machineCpuTicks();
    const busyTicks = after.total - before.total - (after.idle - before.idle);

    // /proc/stat counts in ticks of 10 ms over all cores; this thread alone used 300 ms of them.
    expect(busyTicks).toBeGreaterThanOrEqual(28);
    expect(after.total - before.total).toBeGreaterThanOrEqual(busyTicks);
  });

  it("prints the machine's idle share and the load driver's CPU per submission under the table", () => {
    const text = formatMode({
      mode: 'embedded',
      measurements: [
        measurement('QuizLink', { driverCpu: 0.8, machineTicks: { idle: 100, total: 400 } }),
        measurement('baseline', { submits: 2000, driverCpu: 1.2, machineTicks: { idle: 40, total: 400 } }),
      ],
      memory: [],
      acknowledged: {},
      settleSeconds: 0,
    });

    expect(text).toContain("embedded, 16 takers, QuizLink: the machine's cores idle 25 % of the time; the load driver 40 % of a core (0.80 ms per submission)");
    expect(text).toContain("embedded, 16 takers, baseline: the machine's cores idle 10 % of the time; the load driver 60 % of a core (0.60 ms per submission)");
  });
});

describe('the load bench: resident memory and its target', () => {
  const row = (system: string, label: string, afterEachRoundMb: number[], submissionsAfterEachRound: number[], settledMb?: number) => ({
    system,
    label,
    pid: 1,
    beforeMb: 200,
    warmMb: 240,
    afterMb: afterEachRoundMb.at(-1),
    settledMb,
    afterEachRoundMb,
    submissionsAfterEachRound,
  });

  it("judges QuizLink's processes on the submission path, with the reading after the idle seconds last, and leaves the others and the other systems out", () => {
    const text = formatMemory({
      mode: 'distributed',
      measurements: [],
      memory: [
        row('QuizLink', 'gateway', [214, 215, 216], [40_000, 80_000, 120_000], 216),
        row('QuizLink', 'attempt', [210, 219, 219], [40_000, 80_000, 120_000]),
        row('QuizLink', 'content', [210, 210, 151], [40_000, 80_000, 120_000]),
        row('before', 'gateway', [248, 310, 329], [40_000, 80_000, 120_000]),
      ],
      acknowledged: { QuizLink: 125_000, before: 125_000 },
      settleSeconds: 30,
    });
    const verdicts = text.split('\n').slice(text.split('\n').indexOf('targets (issue 14), distributed, memory:') + 1);
    expect(verdicts).toEqual([
      '  resident memory within ±10 % after 50,000 submissions, gateway: 215 MB at 80,000, at most +0.5 % over 2 later readings to 125,000, met',
      '  resident memory within ±10 % after 50,000 submissions, attempt: 219 MB at 80,000, at most +0.0 % over 1 later reading to 120,000, met',
    ]);
    expect(text).toContain('after each round: 248, 310, 329 MB');
  });
});
