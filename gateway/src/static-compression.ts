import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { isCompressibleFile, isPrecompressedFile, STATIC_COMPRESSION, type StaticEncoding } from '@quizlink/contracts/platform';
import { cacheControlFor } from './asset-paths.ts';
import { TtlCache } from '@quizlink/kit-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const unbrotli = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

/** The best encoding the client accepts (br, then gzip), honouring q=0. */
export function pickEncoding(acceptEncoding: string | undefined): StaticEncoding | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** The file a URL path names inside `root`, or null for anything outside it or hidden. */
function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.resolve(root, `.${decoded}`);
  return file.startsWith(`${path.resolve(root)}${path.sep}`) ? file : null;
}

async function compress(raw: Buffer, encoding: StaticEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzip(raw, { level: 9 });
}

/**
 * The copy the build wrote beside the file (`<file>.br`, `<file>.gz`, see PrecompressPlugin), if there is
 * one and it holds this very file: a file replaced without its copies must not be answered with the old
 * content, and decompressing to compare costs a fraction of compressing.
 */
async function builtCopy(file: string, raw: Buffer, encoding: StaticEncoding): Promise<Buffer | null> {
  const copy = await fs.readFile(`${file}${STATIC_COMPRESSION.suffixes[encoding]}`).catch(() => null);
  if (!copy) return null;
  // Never more than the file's own size plus one byte is decompressed: a longer copy is not this file.
  const limit = { maxOutputLength: raw.length + 1 };
  const content = await (encoding === 'br' ? unbrotli(copy, limit) : gunzip(copy, limit)).catch(() => null);
  return content?.equals(raw) ? copy : null;
}

/** The file in this encoding: the build's copy when it has one, else compressed here. */
async function compressedFile(file: string, encoding: StaticEncoding): Promise<Buffer> {
  const raw = await fs.readFile(file);
  return (await builtCopy(file, raw, encoding)) ?? compress(raw, encoding);
}

const cacheKey = (file: string, stat: { size: number; mtimeMs: number }, encoding: StaticEncoding) => `${file}:${stat.size}:${stat.mtimeMs}:${encoding}`;
const DAY_MS = 24 * 60 * 60_000;

/** How many files a build folder has compressed (or its copies checked) after start; the rest waits for a request. */
const WARM_UP_MAX_FILES = 400;

/**
 * Readies a build's files in brotli (what browsers ask for) in the background after start, so even
 * the first visitor gets compressed files without waiting: the build's own copies are read, and only a
 * file without one (a build from before them) is compressed here. Source maps are left for when someone
 * asks. Errors (a build being replaced meanwhile) are ignored: files are then readied on first request.
 */
async function warmUp(root: string, cache: TtlCache<Buffer>): Promise<void> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile() && isPrecompressedFile(entry.name)).slice(0, WARM_UP_MAX_FILES);
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || stat.size < STATIC_COMPRESSION.minBytes) continue;
    const body = await compressedFile(file, 'br').catch(() => null);
    if (body) cache.set(cacheKey(file, stat, 'br'), body, DAY_MS);
    // Give the event loop back between files: start-up requests must not wait for this.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Serves the compressible files of a build folder brotli- or gzip-compressed, when the browser accepts
 * it: the bundles shrink to about a quarter, which is most of the first load on a phone. Each file is
 * compressed once per version (path, size and modification time) and kept in memory; everything else
 * (other files, clients without compression, misses) falls through to express.static, with the same
 * Cache-Control rules.
 */
export function compressedStatic(root: string, opts: { warmUp?: boolean } = {}): RequestHandler {
  const cache = new TtlCache<Buffer>(400);
  if (opts.warmUp) setTimeout(() => void warmUp(root, cache), 0).unref();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const file = encoding && isCompressibleFile(req.path) ? fileInside(root, req.path) : null;
    if (!encoding || !file) return next();
    (async () => {
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.size < STATIC_COMPRESSION.minBytes) return next();
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${encoding}"`;
      res.set({ Vary: 'Accept-Encoding', ETag: etag, 'Cache-Control': cacheControlFor(file) });
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      const key = cacheKey(file, stat, encoding);
      let body = cache.get(key);
      if (!body) {
        body = await compressedFile(file, encoding);
        cache.set(key, body, DAY_MS);
      }
      res.type(path.extname(file).toLowerCase()).set({ 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
      if (req.method === 'HEAD') res.end();
      else res.end(body);
    })().catch(next);
  };
}
