import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';
import { API_DESCRIPTION_PATHS } from '@quizlink/contracts/api-description';
import { apiSecurityHeaders } from '@quizlink/kit-http';
import { isUnderPrefix } from './asset-paths.ts';
import { API_PREFIX } from './routes.ts';

/**
 * The Content-Security-Policy of the whole origin. Everything (shell, remotes, API, uploads) is
 * served from this one origin, so 'self' covers scripts, manifests and API calls — except remotes
 * configured on another origin, which `cspDirectives` adds where they need it:
 * - script-src 'self': the shell and each remote load their chunks and remoteEntry.js with script
 *   tags from /mfe/<name>/ (publicPath 'auto'); no eval is needed because no build sets
 *   `getPublicPath` (the Module Federation runtime would need `new Function` for that).
 * - style-src adds 'unsafe-inline': style-loader and libraries inject <style> elements at run time.
 *   Style injection cannot run code, so the trade is acceptable; drop it once every build extracts CSS.
 * - img-src adds data: and blob:: inline icons and the local preview of an image before upload.
 * - frame-ancestors 'none': no page of ours is meant to be framed (clickjacking).
 * - no upgrade-insecure-requests: in embedded mode the gateway is reached over plain HTTP (a LAN
 *   address, the end-to-end tests), where upgrading would break every subresource. TLS is terminated
 *   in front of the gateway in production.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * What a remote served from another origin (MFE_<NAME>_URL: a CDN, its team's host) needs besides
 * 'self': its remoteEntry.js and chunks (script), its mf-manifest.json (connect: the runtime fetches
 * it), its CSS files (style) and the images its styles or pages load (img). Nothing else widens.
 */
const REMOTE_ORIGIN_DIRECTIVES = ['script-src', 'connect-src', 'style-src', 'img-src'] as const;

/** The CSP directives with the remotes' origins (from the registry's configuration) added. */
export function cspDirectives(remoteOrigins: readonly string[] = []): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(CSP_DIRECTIVES).map(([name, values]) => [
      name,
      (REMOTE_ORIGIN_DIRECTIVES as readonly string[]).includes(name) ? [...values, ...remoteOrigins] : [...values],
    ]),
  );
}

/**
 * The pages' helmet: the gateway's CSP; helmet's other defaults (nosniff, HSTS, COOP, …) on, and the legacy
 * X-Frame-Options says DENY to match frame-ancestors 'none' in browsers without CSP 2.
 */
function pageHeaders(remoteOrigins: readonly string[]): RequestHandler {
  return helmet({ contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remoteOrigins) }, xFrameOptions: { action: 'deny' } });
}

/** An answer of the API: under /api, but for its one page, the reference (API_DESCRIPTION_PATHS.docs). */
function isApiAnswer(pathname: string): boolean {
  return isUnderPrefix(pathname, API_PREFIX) && pathname !== API_DESCRIPTION_PATHS.docs;
}

/**
 * The gateway's security headers: an API answer's (kit-http `apiSecurityHeaders`, what every service sets
 * on its own) on API answers, the pages' on everything else (pages, assets, previews, redirects). An API
 * answer's headers are about half the size of a page's (~490 against ~950 bytes). `remoteOrigins`: the
 * origins of remotes served elsewhere (registry.origins).
 */
export function securityHeaders(remoteOrigins: readonly string[] = []): RequestHandler {
  const pages = pageHeaders(remoteOrigins);
  const api = apiSecurityHeaders();
  return (req, res, next) => (isApiAnswer(req.path) ? api(req, res, next) : pages(req, res, next));
}

/**
 * The names (lower case) of the headers either set holds, read off helmet itself so they follow its
 * configuration. A service behind the gateway sets its own (kit-http); the proxy drops the service's values
 * of all of these, so a browser gets the gateway's set and only it, whatever a service sends.
 */
export const SECURITY_HEADER_NAMES: readonly string[] = [...new Set([...headerNamesSetBy(pageHeaders([])), ...headerNamesSetBy(apiSecurityHeaders())])];

function headerNamesSetBy(middleware: RequestHandler): string[] {
  const names = new Set<string>();
  const recorder = { setHeader: (name: string) => void names.add(name.toLowerCase()), removeHeader: () => undefined };
  void middleware({} as Request, recorder as unknown as Response, () => undefined);
  return [...names];
}
