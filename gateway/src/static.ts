import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Response, type Router } from 'express';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { MFE_NAMES, mfeBasePath, type MfeName, PAGE_PATHS, REMOTE_REGISTRY } from '@quizlink/contracts/platform';
import type { Logger } from '@quizlink/kit-logger';
import { REVALIDATE_CACHE, cacheControlFor, hasFileExtension, isSpaPath } from './asset-paths.ts';
import type { RemoteRegistrySource } from './remote-registry.ts';
import type { ShellPageRenderer } from './shell-page.ts';
import { compressedStatic } from './static-compression.ts';

/** Build output folders: the shell's and each remote's `dist/`. */
export type StaticDirs = { shell: string; mfe: Record<MfeName, string> };

/** What a browser gets when a build is missing; the log line says which folder and why. */
export const UNAVAILABLE_TEXT = {
  shell: 'QuizLink is not available right now: the web app build was not found on the server.',
  mfe: (name: MfeName): string =>
    `This part of QuizLink (${name}) is not available right now: its build was not found on the server.`,
} as const;

const serveOptions = {
  // index.html is answered by the SPA handler below, in one place, so it always gets no-cache and
  // the page can later carry per-request tags.
  index: false,
  // A directory is never a page or an asset: no redirect to `dir/`, just fall through to a 404.
  redirect: false,
  dotfiles: 'ignore',
  fallthrough: true,
  cacheControl: false,
  setHeaders: (res: Response, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlFor(filePath));
  },
} as const;

function sendText(res: Response, status: number, text: string): void {
  // An error now must not be remembered once the file or build appears.
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(text);
}

/** First path segments of the browser's pages (`/quiz/…` → `quiz`); the home page is `/` alone. */
const PAGE_SEGMENTS: ReadonlySet<string> = new Set(Object.values(PAGE_PATHS).flatMap((page) => page.split('/').slice(1, 2).filter(Boolean)));

/**
 * Whether a path can be one of the browser's pages. Anything else (`/metrics`, `/wp-login`, typos) still
 * gets the shell, whose router shows its not-found screen, but with status 404, never as a 200 page.
 */
export function isPagePath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return first === '' ? pathname === '/' : PAGE_SEGMENTS.has(first);
}

/** Files under /mfe/<name>/ that do not exist: 404, or 503 when the whole build is missing. */
function missingRemoteFile(name: MfeName, dir: string): RequestHandler {
  return (_req, res) => {
    // Checked per request (only on a miss) so a remote built after the gateway started is picked up.
    if (fs.existsSync(dir)) sendText(res, 404, HTTP_ERRORS.routeNotFound.message);
    else sendText(res, 503, UNAVAILABLE_TEXT.mfe(name));
  };
}

/**
 * Pages and missing files of the shell: extension-less GET/HEAD paths get index.html (the browser-side
 * routers pick the page; a path that is no page of the app gets it with status 404); a missing file
 * with an extension gets a plain-text 404, never HTML, or a missing chunk would be parsed as a script
 * ("Unexpected token <"). Everything else is passed on.
 */
function shellPages(shellDir: string, renderPage?: ShellPageRenderer): RequestHandler {
  const indexFile = path.join(shellDir, 'index.html');
  // Without a build a page is unavailable (503), but a path that is no page is simply not found.
  const noBuild = (res: Response, known: boolean) => (known ? sendText(res, 503, UNAVAILABLE_TEXT.shell) : sendText(res, 404, HTTP_ERRORS.routeNotFound.message));
  return (req, res, next) => {
    if (renderPage && isSpaPath(req.method, req.path)) {
      const known = isPagePath(req.path);
      // Each page's own share tags (link previews) and robots header; see shell-page.ts.
      renderPage(req, indexFile)
        .then((page) => {
          if (!page) return noBuild(res, known);
          if (page.noindex || !known) res.set('X-Robots-Tag', 'noindex, nofollow');
          res.status(known ? 200 : 404).set('Cache-Control', REVALIDATE_CACHE).type('html').send(page.html);
        })
        .catch(next);
      return;
    }
    if (isSpaPath(req.method, req.path)) {
      const known = isPagePath(req.path);
      res.status(known ? 200 : 404).sendFile(indexFile, { cacheControl: false, headers: { 'Cache-Control': REVALIDATE_CACHE } }, (error) => {
        if (!error || res.headersSent) return;
        const { code, status } = error as NodeJS.ErrnoException & { status?: number };
        if (code === 'ENOENT' || code === 'ENOTDIR' || status === 404) noBuild(res, known);
        else next(error);
      });
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && hasFileExtension(req.path)) {
      sendText(res, 404, HTTP_ERRORS.routeNotFound.message);
      return;
    }
    next();
  };
}

/**
 * The shell's build at `/` and each remote's folder at `/mfe/<name>/` (its releases at
 * /mfe/<name>/releases/<version>/: every release stays served for pages still open on it), the
 * registry at /mfe/registry.json. Hashed files are cached for a year,
 * everything else is revalidated. A missing build never stops the gateway: its paths answer 503 and
 * the rest keeps working (the shell shows its fallback when a remote cannot load).
 */
export function staticRoutes(dirs: StaticDirs, renderPage?: ShellPageRenderer, remotes?: RemoteRegistrySource): Router {
  const router = express.Router();
  if (remotes) {
    // The registry names the live release of each remote: always revalidated, so a switch is seen at once.
    router.get(REMOTE_REGISTRY.path, (_req, res, next) => {
      remotes
        .registry()
        .then((registry) => res.set('Cache-Control', REVALIDATE_CACHE).json(registry))
        .catch(next);
    });
  }
  for (const name of MFE_NAMES) {
    const mount = mfeBasePath(name).replace(/\/$/, '');
    router.use(mount, compressedStatic(dirs.mfe[name], { warmUp: true }), express.static(dirs.mfe[name], serveOptions), missingRemoteFile(name, dirs.mfe[name]));
  }
  // Unknown remotes and anything else under /mfe are files, so a plain 404 too.
  router.use('/mfe', (_req, res) => sendText(res, 404, HTTP_ERRORS.routeNotFound.message));
  router.use(compressedStatic(dirs.shell, { warmUp: true }), express.static(dirs.shell, serveOptions));
  router.use(shellPages(dirs.shell, renderPage));
  return router;
}

/** Logs each build folder that is missing at start, with the command that makes it. */
export function reportMissingBuilds(dirs: StaticDirs, logger: Logger, servedElsewhere: readonly MfeName[] = []): void {
  const expected = [
    { app: 'shell', dir: dirs.shell, build: 'npm run build -w shell' },
    ...MFE_NAMES.filter((name) => !servedElsewhere.includes(name)).map((name) => ({ app: `mfe-${name}`, dir: dirs.mfe[name], build: `npm run build -w mfe-${name}` })),
  ];
  for (const { app, dir, build } of expected) {
    if (!fs.existsSync(dir)) logger.warn({ app, dir, build }, 'front-end build not found; its paths answer 503 until it exists');
  }
}
