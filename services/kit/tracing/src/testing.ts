import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { startTracing } from './start-tracing.ts';

/** A finished span, as tests compare them. */
export type RecordedSpan = { name: string; kind: 'internal' | 'server' | 'client' | 'producer' | 'consumer'; traceId: string; spanId: string; parentSpanId: string | undefined; attributes: Record<string, unknown> };

const KINDS = ['internal', 'server', 'client', 'producer', 'consumer'] as const;

export type TestTracing = {
  /** Spans that have ended so far, oldest first. */
  spans(): RecordedSpan[];
  /** Runs `work` inside a new root span (a stand-in for the user's click) and resolves with its ids. */
  inRootSpan<T>(name: string, work: () => Promise<T>): Promise<{ result: T; traceId: string; spanId: string }>;
  shutdown(): Promise<void>;
};

/**
 * Tracing on for a test: the real provider, context manager and W3C propagator, spans kept in memory.
 * Instrumentations stay off unless asked (tests of the bus need only the propagation).
 */
export function startTestTracing(opts: { instrument?: boolean } = {}): TestTracing {
  const exporter = new InMemorySpanExporter();
  const tracing = startTracing({ service: 'test', exporter, instrument: opts.instrument ?? false });
  const tracer = trace.getTracer('@quizlink/kit-tracing/testing');
  return {
    spans: () =>
      exporter.getFinishedSpans().map((span) => ({
        name: span.name,
        kind: KINDS[span.kind] ?? 'internal',
        traceId: span.spanContext().traceId,
        spanId: span.spanContext().spanId,
        parentSpanId: span.parentSpanContext?.spanId,
        attributes: { ...span.attributes },
      })),
    inRootSpan: (name, work) =>
      tracer.startActiveSpan(name, { root: true }, async (span) => {
        try {
          const result = await work();
          return { result, traceId: span.spanContext().traceId, spanId: span.spanContext().spanId };
        } finally {
          span.end();
        }
      }),
    shutdown: () => tracing.shutdown(),
  };
}
