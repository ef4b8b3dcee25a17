/** The standard OpenTelemetry variable: set, traces are exported there by OTLP/HTTP; unset, tracing is off. */
export const OTEL_ENDPOINT_VARIABLE = 'OTEL_EXPORTER_OTLP_ENDPOINT';

/** Whether this environment asks for traces. */
export function tracingEnabled(env: NodeJS.ProcessEnv): boolean {
  return (env[OTEL_ENDPOINT_VARIABLE] ?? '').trim() !== '';
}
