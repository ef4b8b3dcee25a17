// Only the hook registry: importing this never loads OpenTelemetry (see start-tracing.ts for that).
export { installTracingHooks, tracingHooks } from './tracing-hooks.ts';
export type { CarrierHeaders, SpanDetails, TraceHooks } from './tracing-hooks.ts';
export { OTEL_ENDPOINT_VARIABLE, tracingEnabled } from './tracing-switch.ts';
