import type { Express } from 'express';
import { createHttpApp, finalizeApp } from '@quizlink/kit-http';
import { capturingLogger } from './stand-in-services.ts';

/** A service app built as every service builds it (kit-http, with helmet's defaults), with one public route. */
export function kitServiceApp(): Express {
  const { logger } = capturingLogger();
  const app = createHttpApp({ service: 'content', logger });
  app.get('/api/blog/public/posts', (_req, res) => {
    res.set('cache-control', 'public, max-age=30');
    res.json({ posts: [] });
  });
  finalizeApp(app, logger);
  return app;
}

/** The gateway's security headers (security-headers.ts), not helmet's defaults. */
export function expectGatewaySecurityHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

/** helmet's defaults, as a kit-http service sets them on its own socket. */
export function expectServiceDefaultHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
}
