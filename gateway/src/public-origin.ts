import type { Request } from 'express';
import { canonicalOrigin } from '@quizlink/contracts';

// host[:port] with letters, digits, dots and hyphens only (or a bracketed IPv6 address).
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The canonical origin of the site for absolute URLs in share tags, the sitemap and robots.txt:
 * PUBLIC_ORIGIN when configured (recommended in production: share tags then never depend on a
 * request's Host header), else what the request says, behind a proxy its X-Forwarded-Proto/-Host.
 * A `www.` host is folded into the bare host either way.
 */
export function publicOriginOf(req: Request, configured?: string): string {
  if (configured) return canonicalOrigin(configured);
  const forwardedProto = firstValue(req.headers['x-forwarded-proto']);
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : req.protocol;
  const forwardedHost = firstValue(req.headers['x-forwarded-host']);
  const host = [forwardedHost, req.headers.host].find((value): value is string => typeof value === 'string' && HOST.test(value)) ?? 'localhost';
  return canonicalOrigin(`${proto}://${host}`);
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim();
}
