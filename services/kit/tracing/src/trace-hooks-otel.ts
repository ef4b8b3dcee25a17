import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span, type TextMapGetter } from '@opentelemetry/api';
import type { CarrierHeaders, SpanDetails, TraceHooks } from './tracing-hooks.ts';

const TRACER_NAME = '@quizlink/kit-tracing';

/** Reads W3C headers from message headers whose values may be Buffers (Kafka) or arrays of them. */
const headerGetter: TextMapGetter<CarrierHeaders> = {
  keys: (carrier) => Object.keys(carrier),
  get(carrier, key) {
    const value = carrier[key];
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? undefined : first.toString();
  },
};

async function runInSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

/** The hooks on the OpenTelemetry API (the global provider, context manager and propagator). */
export function otelTraceHooks(): TraceHooks {
  const tracer = trace.getTracer(TRACER_NAME);
  return {
    currentHeaders() {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      return carrier;
    },
    inProducerSpan<T>(details: SpanDetails, work: () => Promise<T>) {
      return tracer.startActiveSpan(details.name, { kind: SpanKind.PRODUCER, attributes: details.attributes ?? {} }, (span) => runInSpan(span, work));
    },
    inContextOf<T>(headers: CarrierHeaders, work: () => Promise<T>) {
      return context.with(propagation.extract(ROOT_CONTEXT, headers, headerGetter), work);
    },
    inConsumerSpan<T>(details: SpanDetails, headers: CarrierHeaders, work: () => Promise<T>) {
      const parent = propagation.extract(ROOT_CONTEXT, headers, headerGetter);
      return tracer.startActiveSpan(details.name, { kind: SpanKind.CONSUMER, attributes: details.attributes ?? {} }, parent, (span) => runInSpan(span, work));
    },
    logFields(): Record<string, string> {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { traceId, spanId };
    },
  };
}
