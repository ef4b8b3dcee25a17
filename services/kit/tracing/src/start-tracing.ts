import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, TracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { HEALTH_PATHS } from '@quizlink/contracts/http';
import { installTracingHooks } from './tracing-hooks.ts';
import { otelTraceHooks } from './trace-hooks-otel.ts';

export type StartTracingOptions = {
  /** `service.name` of every span. */
  service: string;
  /**
   * Where spans go. Default: OTLP over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (read by the exporter,
   * with the other standard OTEL_EXPORTER_OTLP_* variables), batched. Tests pass an in-memory one,
   * which gets each span as it ends.
   */
  exporter?: SpanExporter;
  /** Patch http, express, mysql2 and redis; default true. Tests of the bus alone turn it off. */
  instrument?: boolean;
};

export type Tracing = {
  /** Exports what is buffered now (tests, before reading the exporter). */
  flush(): Promise<void>;
  /** Exports what is left and turns tracing off again. */
  shutdown(): Promise<void>;
};

/** Probes and scrapes would be most of the traces and tell nothing. */
const untracedPaths: ReadonlySet<string> = new Set([HEALTH_PATHS.live, HEALTH_PATHS.ready, '/metrics']);

/**
 * Turns tracing on for this process: a tracer provider with the service's name, W3C trace context
 * (and baggage) propagation, async context that follows promises, and the HTTP, Express, mysql2
 * (Sequelize) and Redis instrumentations. Call it before those modules load (see register.ts), once.
 */
export function startTracing(opts: StartTracingOptions): Tracing {
  const exporter = opts.exporter ?? new OTLPTraceExporter();
  const processor = opts.exporter ? new SimpleSpanProcessor({ exporter }) : new BatchSpanProcessor({ exporter });
  const provider = new TracerProvider({ resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: opts.service }), spanProcessors: [processor] });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));
  trace.setGlobalTracerProvider(provider);
  const unregister =
    opts.instrument === false
      ? () => undefined
      : registerInstrumentations({
          tracerProvider: provider,
          instrumentations: [
            new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => untracedPaths.has((req.url ?? '').split('?')[0] ?? '') }),
            new ExpressInstrumentation(),
            new MySQL2Instrumentation(),
            new RedisInstrumentation(),
          ],
        });
  installTracingHooks(otelTraceHooks());
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      installTracingHooks(undefined);
      unregister();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
