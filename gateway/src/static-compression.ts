import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { cacheControlFor } from './asset-paths.ts';
import { TtlCache } from '@quizlink/kit-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map']);
/** Below this, compression costs more than it saves. */
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (br, then gzip), honouring q=0. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
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

async function compress(file: string, encoding: Encoding): Promise<Buffer> {
  const raw = await fs.readFile(file);
  return encoding === 'br' ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzip(raw, { level: 9 });
}

const cacheKey = (file: string, stat: { size: number; mtimeMs: number }, encoding: Encoding) => `${file}:${stat.size}:${stat.mtimeMs}:${encoding}`;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Compresses a build's files (brotli, what browsers ask for) in the background after start, so even
 * the first visitor gets compressed files without waiting for the compression. Source maps are left
 * for when someone asks. Errors (a build being replaced meanwhile) are ignored: files are then
 * compressed on first request.
 */
async function warmUp(root: string, cache: TtlCache<Buffer>): Promise<void> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.slice(0, 400)) {
    const ext = path.extname(entry.name).toLowerCase();
    if (!entry.isFile() || ext === '.map' || !COMPRESSIBLE.has(ext)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || stat.size < MIN_BYTES) continue;
    const body = await compress(file, 'br').catch(() => null);
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
    const ext = path.extname(req.path).toLowerCase();
    const file = encoding && COMPRESSIBLE.has(ext) ? fileInside(root, req.path) : null;
    if (!encoding || !file) return next();
    (async () => {
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.size < MIN_BYTES) return next();
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${encoding}"`;
      res.set({ Vary: 'Accept-Encoding', ETag: etag, 'Cache-Control': cacheControlFor(file) });
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      const key = cacheKey(file, stat, encoding);
      let body = cache.get(key);
      if (!body) {
        body = await compress(file, encoding);
        cache.set(key, body, DAY_MS);
      }
      res.type(ext).set({ 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
      if (req.method === 'HEAD') res.end();
      else res.end(body);
    })().catch(next);
  };
}
