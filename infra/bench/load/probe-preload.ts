/**
 * Loaded into the QuizLink process by the load bench's --profile run (`node --import …/probe-preload.ts`):
 * measures, between two SIGUSR2 signals, event-loop delay and utilisation, and per database (SQLite file
 * or MySQL database) every Sequelize query (count and time by statement and table), the time at least
 * one query was in flight, transactions (how long each holds kit-db's in-process lock, how long it
 * waited for it, how long opening its connection and BEGIN took) and the connections opened. At the
 * second signal it writes the figures as JSON to `$BENCH_PROBE_OUT.<window>` (window 1, 2, …).
 * It only wraps Sequelize's prototypes from the outside; QuizLink's code is unchanged.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';

type Timing = { count: number; totalMs: number; maxMs: number };
type DatabaseStats = {
  queries: Record<string, Timing>;
  busyMs: number;
  inFlight: number;
  busySince: number;
  transactions: Timing & { prepareMs: number; lockWaitMs: number };
  connectionsOpened: Timing;
};
type AnyFn = (...args: unknown[]) => unknown;
type SequelizeLike = { options: { storage?: string }; config: { database?: string }; transaction: AnyFn };
type TransactionLike = { sequelize: SequelizeLike; parent?: unknown; probe?: { started: number; prepared?: number } };

const require = createRequire(path.join(process.cwd(), 'package.json'));
const { Sequelize } = require('sequelize') as { Sequelize: { prototype: Record<string, AnyFn> } };
const Transaction = require('sequelize/lib/transaction') as { prototype: Record<string, AnyFn> };
const SqliteConnections = require('sequelize/lib/dialects/sqlite/connection-manager') as { prototype: Record<string, AnyFn> };

let recording = false;
let stats = new Map<string, DatabaseStats>();
const timing = (): Timing => ({ count: 0, totalMs: 0, maxMs: 0 });
const add = (t: Timing, ms: number) => {
  t.count += 1;
  t.totalMs += ms;
  t.maxMs = Math.max(t.maxMs, ms);
};
const labelOf = (s: SequelizeLike) => (s.options.storage ? path.basename(s.options.storage) : (s.config.database ?? 'db'));
function statsOf(s: SequelizeLike): DatabaseStats {
  return statsOfLabel(labelOf(s));
}
function statsOfLabel(label: string): DatabaseStats {
  let found = stats.get(label);
  if (!found) {
    found = { queries: {}, busyMs: 0, inFlight: 0, busySince: 0, transactions: { ...timing(), prepareMs: 0, lockWaitMs: 0 }, connectionsOpened: timing() };
    stats.set(label, found);
  }
  return found;
}

/** `INSERT attempts`, `SELECT leaderboard_buckets`, `BEGIN`… */
function statementOf(sql: unknown): string {
  const text = typeof sql === 'string' ? sql : String((sql as { query?: string })?.query ?? '');
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? '?';
  const table = /\b(?:INTO|FROM|UPDATE)\s+[`"]?(\w+)/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const originalQuery = Sequelize.prototype.query as AnyFn;
Sequelize.prototype.query = async function query(this: SequelizeLike, sql: unknown, ...rest: unknown[]) {
  if (!recording) return originalQuery.call(this, sql, ...rest);
  const db = statsOf(this);
  const started = performance.now();
  if (db.inFlight++ === 0) db.busySince = started;
  try {
    return await originalQuery.call(this, sql, ...rest);
  } finally {
    const now = performance.now();
    if (--db.inFlight === 0) db.busyMs += now - db.busySince;
    add((db.queries[statementOf(sql)] ??= timing()), now - started);
  }
};

/** kit-db's SQLite write turns (`runSqliteWriteTurn`) reach the driver as one `exec` script each, past Sequelize. */
const Sqlite3 = require('sqlite3') as { Database: { prototype: Record<string, AnyFn> } };
const originalExec = Sqlite3.Database.prototype.exec as AnyFn;
Sqlite3.Database.prototype.exec = function exec(this: { filename?: string }, sql: unknown, maybeCallback?: unknown) {
  const callback = maybeCallback as AnyFn | undefined;
  if (!recording || typeof callback !== 'function') return originalExec.call(this, sql, callback);
  const db = statsOfLabel(path.basename(this.filename ?? 'sqlite'));
  const started = performance.now();
  const name = /^\s*BEGIN/i.test(String(sql)) ? 'write turn (one script)' : statementOf(sql);
  return originalExec.call(this, sql, (...args: unknown[]) => {
    add((db.queries[name] ??= timing()), performance.now() - started);
    callback(...args);
  });
};

const originalPrepare = Transaction.prototype.prepareEnvironment as AnyFn;
Transaction.prototype.prepareEnvironment = async function prepareEnvironment(this: TransactionLike, ...args: unknown[]) {
  const probe: { started: number; prepared?: number } = { started: performance.now() };
  this.probe = probe;
  const result = await originalPrepare.apply(this, args);
  probe.prepared = performance.now();
  return result;
};
const originalCleanup = Transaction.prototype.cleanup as AnyFn;
Transaction.prototype.cleanup = function cleanup(this: TransactionLike, ...args: unknown[]) {
  if (recording && this.probe && !this.parent) {
    const t = statsOf(this.sequelize).transactions;
    add(t, performance.now() - this.probe.started);
    t.prepareMs += (this.probe.prepared ?? this.probe.started) - this.probe.started;
  }
  return originalCleanup.apply(this, args);
};

const originalGetConnection = SqliteConnections.prototype.getConnection as AnyFn;
SqliteConnections.prototype.getConnection = async function getConnection(this: { connections: Record<string, unknown>; sequelize: SequelizeLike }, options?: unknown) {
  const isNew = !this.connections[(options as { uuid?: string } | undefined)?.uuid ?? 'default'];
  const started = performance.now();
  const connection = await originalGetConnection.call(this, options);
  if (recording && isNew) add(statsOf(this.sequelize).connectionsOpened, performance.now() - started);
  return connection;
};

/** kit-db's queue (the instance's own `transaction`) is in place once openDatabase authenticates: wrap it to time the wait for a turn. */
const wrapped = new WeakSet<object>();
const originalAuthenticate = Sequelize.prototype.authenticate as AnyFn;
Sequelize.prototype.authenticate = function authenticate(this: SequelizeLike, ...args: unknown[]) {
  if (!wrapped.has(this)) {
    wrapped.add(this);
    const queued = this.transaction;
    this.transaction = function transaction(this: SequelizeLike, first?: unknown, second?: unknown) {
      const callback = (typeof first === 'function' ? first : second) as AnyFn | undefined;
      const options = typeof first === 'function' ? undefined : (first as { transaction?: unknown } | undefined);
      if (!callback || options?.transaction) return queued.call(this, first, second);
      const called = performance.now();
      const timed = (t: TransactionLike) => {
        if (recording && t.probe) statsOf(this).transactions.lockWaitMs += t.probe.started - called;
        return callback(t);
      };
      return options ? queued.call(this, options, timed) : queued.call(this, timed);
    };
  }
  return originalAuthenticate.apply(this, args);
};

const delay = monitorEventLoopDelay({ resolution: 5 });
let window = 0;
let startedAt = 0;
let startedHrUs = 0;
let utilisation: EventLoopUtilization;
const ms = (ns: number) => ns / 1e6;

process.on('SIGUSR2', () => {
  if (!recording) {
    stats = new Map();
    delay.reset();
    delay.enable();
    utilisation = performance.eventLoopUtilization();
    startedAt = performance.now();
    startedHrUs = Number(process.hrtime.bigint() / 1000n);
    recording = true;
    return;
  }
  recording = false;
  delay.disable();
  window += 1;
  const report = {
    windowMs: performance.now() - startedAt,
    hrStartUs: startedHrUs,
    hrEndUs: Number(process.hrtime.bigint() / 1000n),
    eventLoopUtilisation: performance.eventLoopUtilization(utilisation).utilization,
    eventLoopDelayMs: { mean: ms(delay.mean), p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    databases: Object.fromEntries([...stats].map(([label, s]) => [label, { queries: s.queries, busyMs: s.busyMs, transactions: s.transactions, connectionsOpened: s.connectionsOpened }])),
  };
  fs.writeFileSync(`${process.env.BENCH_PROBE_OUT}.${window}`, JSON.stringify(report));
});
