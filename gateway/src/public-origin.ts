import type { Request } from 'express';
import { canonicalOrigin } from '@quizlink/contracts/platform';

// host[:port] with letters, digits, dots and hyphens only (or a bracketed IPv6 address).
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The canonical origin of the site for absolute URLs in share tags, the sitemap and robots.txt:
 * PUBLIC_ORIGIN when configured (recommended in production: share tags then never depend on a
 * request's Host header), else what the request says. Express's `req.protocol` and `req.host` follow
 * X-Forwarded-Proto/-Host only from a proxy the gateway trusts (GATEWAY_TRUST_PROXY), so a client
 * cannot write another site's address into the tags, the sitemap or a cached page.
 * A `www.` host is folded into the bare host either way.
 */
export function publicOriginOf(req: Request, configured?: string): string {
  if (configured) return canonicalOrigin(configured);
  const host = typeof req.host === 'string' && HOST.test(req.host) ? req.host : 'localhost';
  return canonicalOrigin(`${req.protocol}://${host}`);
}
