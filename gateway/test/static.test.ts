import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEADERS } from '@quizlink/contracts/http';
import { errorResponseSchema, HTTP_ERRORS } from '@quizlink/contracts/errors';
import { missingDists, rawGet, startGateway, writeFile, type DistFolders, type StartedGateway } from './gateway-fixture.ts';
import { expectApiSecurityHeaders } from './service-headers.ts';
import { startStandIns, type StandIns } from './stand-in-services.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_HTML = '<!doctype html><html><head><title>QuizLink</title></head><body><div id="root"></div></body></html>';
/** A page without the remote registry block every page carries (remote-registry.test.ts checks the block). */
const withoutRegistry = (html: string) => html.replace(/\s*<script type="application\/json" id="ql-remote-registry">.*?<\/script>\s*/, '');

/** A shell build, a complete quiz remote, an autodraft remote without files, and no admin build at all. */
function makeDists(): DistFolders {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-dist-'));
  const dists: DistFolders = {
    root,
    shell: path.join(root, 'shell', 'dist'),
    mfe: {
      quiz: path.join(root, 'mfe-quiz', 'dist'),
      autodraft: path.join(root, 'mfe-autodraft', 'dist'),
      admin: path.join(root, 'mfe-admin', 'dist'),
    },
  };
  writeFile(path.join(dists.shell, 'index.html'), SHELL_HTML);
  writeFile(path.join(dists.shell, 'static/js/main.3f9a1c2b.js'), 'console.log("shell");');
  writeFile(path.join(dists.shell, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  writeFile(path.join(dists.shell, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFile(path.join(dists.mfe.quiz, 'remoteEntry.js'), 'var mfe_quiz;');
  writeFile(path.join(dists.mfe.quiz, 'mf-manifest.json'), '{"id":"mfe_quiz"}');
  writeFile(path.join(dists.mfe.quiz, 'static/js/412.9a0c3b7d1e2f4a5b.js'), 'chunk();');
  fs.mkdirSync(dists.mfe.autodraft, { recursive: true });
  // A file beside the dists, to prove nothing outside a dist can be reached.
  writeFile(path.join(root, 'shell', 'secret.txt'), 'not for the web');
  return dists;
}

let standIns: StandIns;
let dists: DistFolders;
let gateway: StartedGateway;

beforeAll(async () => {
  standIns = await startStandIns();
  dists = makeDists();
  gateway = await startGateway({ upstreams: standIns.urls, dists });
});

afterAll(async () => {
  await gateway.close();
  await standIns.close();
  fs.rmSync(dists.root, { recursive: true, force: true });
});

const get = (pathname: string, init?: RequestInit) => fetch(`${gateway.url}${pathname}`, init);

describe('the shell and its pages', () => {
  test.each(['/', '/create', '/quiz/code/ABC123', '/quiz/ana-x1y21234', '/results/1/0b6f9d2e', '/blog/some-article'])(
    'When a browser opens %s, then it gets the shell index.html, revalidated on every use',
    async (pathname) => {
      const res = await get(pathname);

      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // The page's own tags and preloads go into <head> (link-preview.test.ts); the page is the shell's.
      expect(await res.text()).toContain('<body><div id="root"></div></body>');
    },
  );

  test.each(['/no/such/page', '/metrics', '/wp-login'])(
    'When a browser opens %s, which is no page of the app, then it gets the shell (its not-found screen) with status 404, never a 200 home page',
    async (pathname) => {
      const res = await get(pathname);

      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(await res.text()).toContain('<body><div id="root"></div></body>');
    },
  );

  test('When a remote owns the page, then its manifest and entry are preloaded; a shell page gets no preloads', async () => {
    const remotePage = await (await get('/quiz/code/ABC123')).text();
    const shellPage = await (await get('/')).text();

    expect(remotePage).toContain('<link rel="preload" href="/mfe/quiz/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(remotePage).toContain('<link rel="preload" href="/mfe/quiz/remoteEntry.js" as="script">');
    expect(withoutRegistry(shellPage)).toBe(SHELL_HTML);
  });

  test('When a HEAD asks for a page, then it gets the shell headers without a body', async () => {
    const res = await get('/find-quiz', { method: 'HEAD' });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toBe('');
  });

  test('When a hashed shell asset is requested, then it is cached for a year as immutable', async () => {
    const res = await get('/static/js/main.3f9a1c2b.js');

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  test('When an unhashed file (favicon, service worker, index.html) is requested, then it is revalidated', async () => {
    for (const pathname of ['/favicon.ico', '/sw.js', '/index.html']) {
      const res = await get(pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  test('When a missing file with an extension is requested, then it is a plain-text 404, never the HTML page', async () => {
    for (const pathname of ['/static/js/main.deadbee1.js', '/quiz/missing.css', '/favicon.png']) {
      const res = await get(pathname);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/plain/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe(HTTP_ERRORS.routeNotFound.message);
    }
  });

  test('When a page path is posted to, then it gets 404 route.not_found, not the HTML page', async () => {
    const res = await get('/create', { method: 'POST', headers: { [HEADERS.requestId]: 'post-page-1' } });

    expect(res.status).toBe(404);
    expect(errorResponseSchema.parse(await res.json()).error).toEqual({
      code: HTTP_ERRORS.routeNotFound.code,
      message: HTTP_ERRORS.routeNotFound.message,
      requestId: 'post-page-1',
    });
  });

  test('When a path under /short/ is requested, then the shortlink redirect handles it, not the SPA fallback', async () => {
    const res = await get('/short/abc123');

    // The stand-in shortlink service answers with what it saw, which is no shortlink: 502, not the page
    // (short-redirect.test.ts covers redirects and the 404 page for unknown shorts).
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).not.toMatch(/text\/html/);
    expect(standIns.seen.some((seen) => seen.service === 'shortlink' && seen.url === '/internal/shortlinks/abc123')).toBe(true);
  });

  test('When a path tries to climb out of the dist folder, then the file beside it is not served', async () => {
    for (const rawPath of ['/../secret.txt', '/%2e%2e/secret.txt', '/static/..%2f..%2fsecret.txt']) {
      const res = await rawGet(gateway.url, rawPath);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('not for the web');
    }
  });

  test('When a page is fetched again with its ETag, then the answer is 304', async () => {
    const first = await get('/quiz/code/ABC123');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');

    const again = await rawGet(gateway.url, '/quiz/code/ABC123', { 'if-none-match': etag });

    expect(again.status).toBe(304);
  });
});

describe('the remotes under /mfe/<name>/', () => {
  test('When the remote entry and manifest are requested, then they are served and revalidated', async () => {
    const entry = await get('/mfe/quiz/remoteEntry.js');
    const manifest = await get('/mfe/quiz/mf-manifest.json');

    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(await entry.text()).toBe('var mfe_quiz;');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/application\/json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  test('When a hashed chunk of a remote is requested, then it is cached for a year as immutable', async () => {
    const res = await get('/mfe/quiz/static/js/412.9a0c3b7d1e2f4a5b.js');

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  test('When a missing chunk or an extension-less path of a remote is requested, then it is a plain-text 404', async () => {
    for (const pathname of ['/mfe/quiz/static/js/999.0a1b2c3d.js', '/mfe/quiz/create', '/mfe/quiz/', '/mfe/quiz', '/mfe/autodraft/remoteEntry.js']) {
      const res = await get(pathname);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    }
  });

  test('When an unknown remote is requested, then it is a plain-text 404', async () => {
    const res = await get('/mfe/unknown/remoteEntry.js');

    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
  });

  test('When a remote build is missing, then its files answer 503 with a clear message and the shell stays up', async () => {
    const missing = await get('/mfe/admin/remoteEntry.js');
    const shell = await get('/admin');

    expect(missing.status).toBe(503);
    expect(missing.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await missing.text()).toMatch(/admin.*not available/);
    expect(shell.status).toBe(200);
    expect(withoutRegistry(await shell.text())).toBe(SHELL_HTML);
  });

  test('When a remote is built after the gateway started, then its files are served without a restart', async () => {
    const before = await get('/mfe/admin/remoteEntry.js');
    writeFile(path.join(dists.mfe.admin, 'remoteEntry.js'), 'var mfe_admin;');
    try {
      const after = await get('/mfe/admin/remoteEntry.js');

      expect(before.status).toBe(503);
      expect(after.status).toBe(200);
      expect(await after.text()).toBe('var mfe_admin;');
    } finally {
      fs.rmSync(dists.mfe.admin, { recursive: true, force: true });
    }
  });
});

describe('when no front end is built', () => {
  test('When the shell build is missing, then pages answer 503 in plain text while the API and probes work', async () => {
    const bare = await startGateway({ upstreams: standIns.urls, dists: missingDists() });
    try {
      const page = await fetch(`${bare.url}/`);
      const asset = await fetch(`${bare.url}/static/js/main.3f9a1c2b.js`);
      const api = await fetch(`${bare.url}/api/users`);
      const health = await fetch(`${bare.url}/healthz`);

      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/text\/plain/);
      expect(await page.text()).toMatch(/not available/);
      expect(asset.status).toBe(404);
      expect(api.status).toBe(200);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const warned = bare.lines.filter((line) => line.msg?.toString().includes('build not found')).map((line) => line.app);
      expect(warned).toEqual(['shell', 'mfe-quiz', 'mfe-autodraft', 'mfe-admin']);
    } finally {
      await bare.close();
    }
  });
});

/** The CSP header as directive → values. */
const cspOf = (res: Response): Map<string, string> =>
  new Map(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as [string, string];
      }),
  );

describe('security headers', () => {
  test('When a page is served, then its CSP lets the app run from this origin and forbids framing', async () => {
    const res = await get('/');
    const csp = cspOf(res);

    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  test('When an asset, an error or an API response is served, then the security headers are there too', async () => {
    for (const pathname of ['/static/js/main.3f9a1c2b.js', '/missing.js', '/mfe/admin/remoteEntry.js', '/api/users', '/api/nope']) {
      const res = await get(pathname);
      expect(cspOf(res).get('frame-ancestors')).toBe("'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test("When an API answer is served, then it carries the API's headers and none that only a page uses; a page keeps them", async () => {
    for (const pathname of ['/api/users', '/api/nope']) expectApiSecurityHeaders((await get(pathname)).headers);
    const page = await get('/');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('x-dns-prefetch-control')).toBe('off');
  });
});
