import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The CSP of an API answer (JSON, an event stream, an uploaded file): nothing may load or run, nothing may
 * frame it. `frame-ancestors 'none'` is what the OWASP REST Security Cheat Sheet asks of every API response;
 * `default-src 'none'` keeps an answer inert if a browser is ever talked into opening it as a page.
 */
const API_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * helmet with the headers that protect an answer nobody renders as a page: the CSP above, nosniff,
 * Strict-Transport-Security, X-Frame-Options DENY, Cross-Origin-Resource-Policy (no other site may load an
 * answer) and Referrer-Policy, with helmet's values. Off: what only a page uses (Cross-Origin-Opener-Policy,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection). Every service sets these on its own answers (createHttpApp); the gateway sets them on
 * every /api answer it gives a browser, proxied or in-process.
 */
export function apiSecurityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
