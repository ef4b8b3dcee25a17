import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { PLATFORM_MESSAGES, SERVICE_NAMES, type ServiceName } from '@quizlink/contracts/platform';
import { SHORTLINK_CACHE } from '@quizlink/contracts/shortlink';
import { createCache, type Cache } from '@quizlink/kit-cache';
import { baseUrlOf, listen } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createGateway } from '../src/index.ts';
import { capturingLogger, closedPortUrl, startSilentServer } from './stand-in-services.ts';
import { rawGet, writeFile } from './gateway-fixture.ts';

const SHELL_MARKER = '<title>QuizLink shell for short-redirect tests</title>';

/**
 * A stand-in shortlink service with the real service's two duties towards the gateway: the internal
 * resolve route, and dropping the short's entry in the shared cache when it is deleted.
 */
function shortlinkStandIn(links: Map<string, string>, asked: string[], cache?: Cache) {
  const app = express();
  app.get('/internal/shortlinks/:short', (req, res) => {
    asked.push(req.params.short);
    const target = links.get(req.params.short);
    if (target === undefined) res.status(404).json({ error: { code: 'shortlink.not_found', message: 'Shortlink not found', requestId: 'x' } });
    else res.json({ short: req.params.short, target });
  });
  return {
    app,
    async remove(short: string) {
      links.delete(short);
      await cache?.del(SHORTLINK_CACHE.resolveKey(short));
    },
  };
}

type Started = { url: string; asked: string[]; remove(short: string): Promise<void>; close(): Promise<void> };

let started = 0;
const redisUrl = process.env.REDIS_URL;

/** Gateway and service each hold their own client of the same store: Redis when configured, else one memory cache. */
function sharedCaches(): { gatewayCache: Cache; serviceCache: Cache; close(): Promise<void> } {
  const { logger } = capturingLogger();
  started += 1;
  const prefix = `test-gw-${process.pid}-${Date.now()}-${started}:`;
  const serviceCache = createCache({ redisUrl, keyPrefix: prefix, logger });
  const gatewayCache = redisUrl ? createCache({ redisUrl, keyPrefix: prefix, logger }) : serviceCache;
  return {
    gatewayCache,
    serviceCache,
    async close() {
      if (gatewayCache !== serviceCache) await gatewayCache.close();
      await serviceCache.close();
    },
  };
}

async function start(opts: { links?: Record<string, string>; cache?: 'shared' | 'none' | 'broken'; shortlinkUrl?: string; withShell?: boolean; timeoutMs?: number } = {}): Promise<Started> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-short-'));
  const shell = path.join(root, 'shell');
  if (opts.withShell !== false) writeFile(path.join(shell, 'index.html'), `<!doctype html><html><head>${SHELL_MARKER}</head><body></body></html>`);
  const caches = opts.cache === 'shared' || opts.cache === undefined ? sharedCaches() : undefined;
  const broken: Cache = {
    get: () => Promise.reject(new Error('cache down')),
    set: () => Promise.reject(new Error('cache down')),
    del: () => Promise.reject(new Error('cache down')),
    ping: () => Promise.reject(new Error('cache down')),
    close: async () => undefined,
  };
  const asked: string[] = [];
  const service = shortlinkStandIn(new Map(Object.entries(opts.links ?? {})), asked, caches?.serviceCache);
  const serviceServer: Server = await listen(service.app, { port: 0, host: '127.0.0.1' });
  const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'http://127.0.0.1:1'])) as Record<ServiceName, string>;
  upstreams.shortlink = opts.shortlinkUrl ?? baseUrlOf(serviceServer);
  const gateway = createGateway({
    upstreams,
    static: { shell, mfe: { quiz: path.join(root, 'q'), autodraft: path.join(root, 'a'), admin: path.join(root, 'ad') } },
    timeoutMs: opts.timeoutMs ?? 3000,
    logger: capturingLogger().logger,
    shortlinkCache: opts.cache === 'broken' ? broken : caches?.gatewayCache,
  });
  const gatewayServer = await listen(gateway, { port: 0, host: '127.0.0.1' });
  return {
    url: baseUrlOf(gatewayServer),
    asked,
    remove: (short) => service.remove(short),
    async close() {
      await closeServer(gatewayServer, 100);
      await closeServer(serviceServer, 100);
      await caches?.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

const visit = (base: string, p: string, method = 'GET') => fetch(new URL(p, base), { method, redirect: 'manual' });

describe('GET /short/{short}', () => {
  it('When a known short is visited, then it redirects 302 to its target, uncacheable, and the next visit is served from the cache', async () => {
    const gw = await start({ links: { play: 'https://example.com/quiz/ada-x1?ref=short' } });
    try {
      const first = await visit(gw.url, '/short/play');
      expect(first.status).toBe(302);
      expect(first.headers.get('location')).toBe('https://example.com/quiz/ada-x1?ref=short');
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(first.headers.get('x-request-id')).toBeTruthy();
      const second = await visit(gw.url, '/short/play', 'HEAD');
      expect(second.status).toBe(302);
      expect(gw.asked).toEqual(['play']);
    } finally {
      await gw.close();
    }
  });

  it('When the shortlink is deleted, then the very next visit shows Page Not Found with 404', async () => {
    const gw = await start({ links: { gone: 'https://example.com/' } });
    try {
      expect((await visit(gw.url, '/short/gone')).status).toBe(302);
      expect((await visit(gw.url, '/short/gone')).status).toBe(302);
      await gw.remove('gone');
      const after = await visit(gw.url, '/short/gone');
      expect(after.status).toBe(404);
      expect(await after.text()).toContain(SHELL_MARKER);
    } finally {
      await gw.close();
    }
  });

  it('When an unknown short is visited, then the shell page answers with 404 and the miss is remembered briefly', async () => {
    const gw = await start();
    try {
      const res = await visit(gw.url, '/short/nobody-made-this');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain(SHELL_MARKER);
      await visit(gw.url, '/short/nobody-made-this');
      expect(gw.asked).toEqual(['nobody-made-this']);
    } finally {
      await gw.close();
    }
  });

  it.each(['/short', '/short/', '/short/a.b', '/short/a/b', '/short/%3Cscript%3E', `/short/${'x'.repeat(65)}`])(
    'When %s is visited, then it is Page Not Found (404) without asking the service',
    async (p) => {
      const gw = await start();
      try {
        const res = await rawGet(gw.url, p);
        expect(res.status).toBe(404);
        expect(res.body).toContain(SHELL_MARKER);
        expect(gw.asked).toEqual([]);
      } finally {
        await gw.close();
      }
    },
  );

  it('When the service answers a target that is not http(s), then the gateway never redirects to it', async () => {
    const gw = await start({ links: { evil: 'javascript:alert(1)' } });
    try {
      const res = await visit(gw.url, '/short/evil');
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    } finally {
      await gw.close();
    }
  });

  it('When no cache is configured, then every visit asks the service and a delete is still seen at once', async () => {
    const gw = await start({ links: { x: 'https://x.example/' }, cache: 'none' });
    try {
      expect((await visit(gw.url, '/short/x')).status).toBe(302);
      await gw.remove('x');
      expect((await visit(gw.url, '/short/x')).status).toBe(404);
      expect(gw.asked).toEqual(['x', 'x']);
    } finally {
      await gw.close();
    }
  });

  it('When the cache fails, then the service still resolves the short', async () => {
    const gw = await start({ links: { ok: 'https://ok.example/' }, cache: 'broken' });
    try {
      const res = await visit(gw.url, '/short/ok');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://ok.example/');
    } finally {
      await gw.close();
    }
  });

  it('When the shortlink service is down or silent, then it is 502 or 504 in plain text, never a redirect', async () => {
    const down = await start({ shortlinkUrl: await closedPortUrl() });
    const silent = await startSilentServer();
    const slow = await start({ shortlinkUrl: silent.url, timeoutMs: 200 });
    try {
      const a = await visit(down.url, '/short/play');
      expect(a.status).toBe(502);
      expect(await a.text()).toBe(HTTP_ERRORS.gatewayUpstreamUnavailable.message);
      const b = await visit(slow.url, '/short/play');
      expect(b.status).toBe(504);
      expect(await b.text()).toBe(HTTP_ERRORS.gatewayUpstreamTimeout.message);
    } finally {
      await down.close();
      await slow.close();
      await silent.close();
    }
  });

  it('When the shell build is missing, then an unknown short still gets a plain 404', async () => {
    const gw = await start({ withShell: false });
    try {
      const res = await visit(gw.url, '/short/none');
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(PLATFORM_MESSAGES.pageNotFound);
    } finally {
      await gw.close();
    }
  });
});
