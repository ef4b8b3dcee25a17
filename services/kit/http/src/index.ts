export { createHttpApp, finalizeApp } from './create-http-app.ts';
export type { CreateHttpAppOptions } from './create-http-app.ts';
export { requestIdOf } from './request-id.ts';
export { sendWriteAnswer } from './write-answer.ts';
export { listen, baseUrlOf } from './listen.ts';
export type { ReadinessCheck } from './health.ts';
// Brings pino-http's typing of `req.log` / `req.id` to every package that imports kit-http.
export type { HttpLogger } from 'pino-http';
export { runService } from './run-service.ts';
export type { RunnableService, ServicePorts } from './run-service.ts';
export { trustProxyFor, trustProxySetting } from './trust-proxy.ts';
export type { TrustProxy } from './trust-proxy.ts';
export { markCheckedByGateway } from './gateway-checked.ts';
export { apiSecurityHeaders } from './api-security-headers.ts';
export { isWellFormedPath, rejectMalformedPaths, rejectUnreadableBodies } from './request-guards.ts';
export { allowedMethods, methodNotAllowedHandler, methodsOfRoute } from './method-not-allowed.ts';
export { databaseBusyAs503 } from './database-busy.ts';
export { inSeries } from './in-series.ts';
