/**
 * `npm run bench -- upload [--rounds=3] [--uploads=6] [--reads=20]`: what image uploads at the pixel limit
 * cost the rest of the content service, with its decode queue (as shipped: one image decoded at a time)
 * against a baseline without it (every upload decoded at once), both in this run, in turns.
 *
 * Each system is the content service in this process on a fresh database (a SQLite file, as embedded mode
 * runs it; MySQL/MariaDB when DATABASE_URL is set, Redis rate limits when REDIS_URL is set). Per round and
 * system: a cheap read that touches the database (`GET /api/blog/public/posts`, like answering a quiz)
 * timed alone, one 4096 × 4096 upload alone, then `--uploads` of them at once while the read runs in a
 * loop. Then, on the shipped system, a 7000 × 7000 PNG (a small file, a decompression bomb's shape) is
 * refused from its header, timed against an accepted upload at the limit. Prints medians, p99 and maxima.
 * Exits 0 unless the service fails: benchmarks measure, they do not fail a build.
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { UPLOAD_MAX_IMAGE_PIXELS } from '@quizlink/contracts/content';
import { contentConfigSchema, createContentService } from '@quizlink/content-service';
import { openDatabase } from '@quizlink/kit-db';
import { createTestDatabase } from '@quizlink/kit-db/testing';
import { createInProcessBus } from '@quizlink/kit-events';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createLogger } from '@quizlink/kit-logger';

const flag = (name: string, fallback: number): number => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = flag('rounds', 3);
const UPLOADS = flag('uploads', 6);
const READS = flag('reads', 20);
/** The largest square image an upload may have (4096 × 4096). */
const LIMIT_SIDE = Math.floor(Math.sqrt(UPLOAD_MAX_IMAGE_PIXELS));
const BOMB_SIDE = 7000;
const UPLOAD_PATH = '/api/upload-image';
const CHEAP_READ_PATH = '/api/blog/public/posts';

/** The shipped decode queue, and the baseline that decodes every upload at once. */
const SYSTEMS = [
  { name: 'decode queue (shipped)', env: {} },
  { name: 'baseline: no queue', env: { IMAGE_DECODE_CONCURRENCY: String(UPLOADS) } },
] as const;
type SystemName = (typeof SYSTEMS)[number]['name'];

const logger = createLogger({ service: 'bench-upload', level: 'silent' });
const cleanups: Array<() => Promise<void>> = [];

/** One colour compresses to almost nothing: a small file with many pixels to decode. */
const squarePng = (side: number): Promise<Buffer> =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#ffffff' } }).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer();

async function startContent(label: string, env: Record<string, string>): Promise<string> {
  const db = await createTestDatabase(`bench_upload_${label}`);
  const sequelize = await openDatabase({ url: db.url, sqliteFile: db.sqliteFile, logger });
  const bus = createInProcessBus(logger);
  const config = contentConfigSchema.parse({
    PORT: '0',
    REDIS_URL: process.env.REDIS_URL,
    UPLOAD_RATE_LIMIT_PER_HOUR: '1000000',
    IMAGE_QUEUE_MAX_WAITING: String(UPLOADS),
    ...env,
  });
  const service = await createContentService({ config, sequelize, bus, logger, announce: () => undefined, rateLimitNamespace: `bench-upload-${label}-${process.pid}` });
  await service.start();
  const server = await listen(service.app, { port: 0, host: '127.0.0.1' });
  cleanups.push(async () => {
    await closeServer(server, 100);
    await service.stop();
    await bus.close();
    await sequelize.close();
    await db.drop();
  });
  return baseUrlOf(server);
}

let client = 0;
/** Each upload comes from a client of its own (the service trusts the loopback hop's X-Forwarded-For). */
async function upload(url: string, bytes: Buffer): Promise<number> {
  client += 1;
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
  const res = await fetch(`${url}${UPLOAD_PATH}`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `10.9.${client >> 8}.${client & 255}` } });
  await res.arrayBuffer();
  return res.status;
}

async function read(url: string): Promise<void> {
  const res = await fetch(`${url}${CHEAP_READ_PATH}`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${CHEAP_READ_PATH} answered ${res.status}`);
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const median = (values: number[]): number => percentile(values, 50);
const ms = (value: number): string => (value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value).toLocaleString('en')} ms`);

type Round = { idleRead: number; oneUpload: number; burst: number; reads: number[]; refused: number };

async function round(url: string, atLimit: Buffer): Promise<Round> {
  const idle: number[] = [];
  for (let i = 0; i < READS; i++) idle.push(await timed(() => read(url)));
  let status = 0;
  const oneUpload = await timed(async () => (status = await upload(url, atLimit)));
  if (status !== 201) throw new Error(`an upload at the limit answered ${status}`);
  const progress = { uploading: true };
  const startedBurst = performance.now();
  const statuses = Promise.all(Array.from({ length: UPLOADS }, () => upload(url, atLimit))).finally(() => (progress.uploading = false));
  const reads: number[] = [];
  while (progress.uploading) reads.push(await timed(() => read(url)));
  const burst = performance.now() - startedBurst;
  const refused = (await statuses).filter((s) => s !== 201).length;
  return { idleRead: median(idle), oneUpload, burst, reads, refused };
}

try {
  const backend = process.env.DATABASE_URL ? 'MySQL/MariaDB (DATABASE_URL)' : 'SQLite (temp file), as embedded mode';
  console.log(`upload benchmark — ${backend}; ${ROUNDS} rounds, ${UPLOADS} uploads of ${LIMIT_SIDE} × ${LIMIT_SIDE} at once, ${READS} idle reads`);
  const [atLimit, bomb] = await Promise.all([squarePng(LIMIT_SIDE), squarePng(BOMB_SIDE)]);
  const urls = new Map<SystemName, string>();
  for (const [i, system] of SYSTEMS.entries()) urls.set(system.name, await startContent(String(i), system.env));
  const results = new Map<SystemName, Round[]>(SYSTEMS.map((s) => [s.name, []]));
  for (let r = 0; r < ROUNDS; r++) {
    // Alternating order, so both systems see the same machine noise.
    const order = r % 2 === 0 ? SYSTEMS : [...SYSTEMS].reverse();
    for (const system of order) results.get(system.name)!.push(await round(urls.get(system.name)!, atLimit));
  }

  console.log('\nsystem | read alone p50 | one upload | all uploads | reads during them | read p50 / p99 / max during | max read / one upload | refused');
  for (const system of SYSTEMS) {
    const rounds = results.get(system.name)!;
    const reads = rounds.flatMap((r) => r.reads);
    const oneUpload = median(rounds.map((r) => r.oneUpload));
    const worst = Math.max(...reads);
    console.log(
      `${system.name} | ${ms(median(rounds.map((r) => r.idleRead)))} | ${ms(oneUpload)} | ${ms(median(rounds.map((r) => r.burst)))} | ${reads.length.toLocaleString('en')} | ${ms(median(reads))} / ${ms(percentile(reads, 99))} / ${ms(worst)} | ${(worst / oneUpload).toFixed(2)}× | ${rounds.reduce((n, r) => n + r.refused, 0)}`,
    );
  }
  const worstOf = (name: SystemName) => Math.max(...results.get(name)!.flatMap((r) => r.reads));
  console.log(`\nworst read while uploads run: ${ms(worstOf(SYSTEMS[0].name))} with the queue, ${ms(worstOf(SYSTEMS[1].name))} without (goal: under one upload's time)`);

  // Refused from the header, never decoded: against an upload at the limit, which is decoded.
  const shipped = urls.get(SYSTEMS[0].name)!;
  const accepted: number[] = [];
  const refusedBomb: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    accepted.push(await timed(() => upload(shipped, atLimit)));
    let status = 0;
    refusedBomb.push(await timed(async () => (status = await upload(shipped, bomb))));
    if (status !== 400) throw new Error(`a ${BOMB_SIDE} × ${BOMB_SIDE} PNG answered ${status}, not 400`);
  }
  console.log(
    `${BOMB_SIDE} × ${BOMB_SIDE} PNG (${Math.round(bomb.length / 1024)} kB) refused in ${ms(median(refusedBomb))} (median of ${ROUNDS}); an upload at the limit (${Math.round(atLimit.length / 1024)} kB) accepted in ${ms(median(accepted))}`,
  );
} catch (error) {
  console.error('upload benchmark failed:', error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
