/**
 * What the rest of the platform asks of tracing, with no OpenTelemetry import: when tracing is off
 * (no OTEL_EXPORTER_OTLP_ENDPOINT) nothing of OpenTelemetry loads and `tracingHooks()` is undefined,
 * so callers pay one `undefined` check. startTracing installs the real hooks.
 */

/** Message headers as they travel (Kafka gives Buffers, the in-process bus strings). */
export type CarrierHeaders = Record<string, string | Buffer | Array<string | Buffer> | undefined>;

export type SpanDetails = {
  /** Span name, `<topic> publish` / `<topic> process` by the messaging conventions. */
  name: string;
  attributes?: Record<string, string | number>;
};

export type TraceHooks = {
  /** The active trace context as W3C headers (`traceparent`, `tracestate`), empty outside a trace. */
  currentHeaders(): Record<string, string>;
  /** Runs `work` in a producer span (child of the active one); its headers go on the messages. */
  inProducerSpan<T>(details: SpanDetails, work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` with the trace the headers carry as the active one, starting no span of its own: the
   * outbox relay publishes each event in the trace of the request that stored it.
   */
  inContextOf<T>(headers: CarrierHeaders, work: () => Promise<T>): Promise<T>;
  /** Runs `work` in a consumer span whose parent is the trace the message headers carry. */
  inConsumerSpan<T>(details: SpanDetails, headers: CarrierHeaders, work: () => Promise<T>): Promise<T>;
  /** `{ traceId, spanId }` of the active span, for log lines; empty outside a trace. */
  logFields(): Record<string, string>;
};

let installed: TraceHooks | undefined;

/** The active tracing hooks, or undefined when tracing is off. */
export function tracingHooks(): TraceHooks | undefined {
  return installed;
}

/** Called by startTracing (and its shutdown, with undefined). */
export function installTracingHooks(hooks: TraceHooks | undefined): void {
  installed = hooks;
}
