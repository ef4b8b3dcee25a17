import express, { type Express } from 'express';
import helmet from 'helmet';
import { createHttpApp, finalizeApp } from '@quizlink/kit-http';
import { capturingLogger } from './stand-in-services.ts';

/** The one public route both service apps below answer: an empty post list with a Cache-Control of its own. */
function addPublicPostsRoute(app: Express): void {
  app.get('/api/blog/public/posts', (_req, res) => {
    res.set('cache-control', 'public, max-age=30');
    res.json({ posts: [] });
  });
}

/** A service app built as every service builds it (kit-http, with an API answer's security headers), with one public route. */
export function kitServiceApp(): Express {
  const { logger } = capturingLogger();
  const app = createHttpApp({ service: 'content', logger });
  addPublicPostsRoute(app);
  finalizeApp(app, logger);
  return app;
}

/** The headers only a page uses: the gateway leaves them off its API answers (security-headers.ts). */
const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** An API answer's security headers (kit-http `apiSecurityHeaders`): what a service and the gateway set. */
export function expectApiSecurityHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('strict-transport-security')).toContain('max-age=');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  for (const name of PAGE_ONLY_HEADERS) expect(headers.get(name)).toBeNull();
}

/** A service that sets headers of its own choosing (helmet's defaults, a page's set), with the same public route. */
export function pageHeadersServiceApp(): Express {
  const app = express();
  app.use(helmet());
  addPublicPostsRoute(app);
  return app;
}

/** helmet's defaults, as `pageHeadersServiceApp` sets them on its own socket. */
export function expectHelmetDefaultHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
}
