import { tracingEnabled, tracingHooks } from './index.ts';
import { startTestTracing } from './testing.ts';

describe('startTracing', () => {
  test('When tracing is not started, then there are no hooks: callers add nothing to messages or log lines', () => {
    expect(tracingHooks()).toBeUndefined();
  });

  test('When started, then a span in progress gives W3C headers and log fields of its own ids; shut down, the hooks are gone', async () => {
    const tracing = startTestTracing();
    const hooks = tracingHooks();
    expect(hooks).toBeDefined();
    expect(hooks!.currentHeaders()).toEqual({});
    expect(hooks!.logFields()).toEqual({});
    const { result, traceId, spanId } = await tracing.inRootSpan('click', async () => ({ headers: hooks!.currentHeaders(), fields: hooks!.logFields() }));
    expect(result.headers.traceparent).toBe(`00-${traceId}-${spanId}-01`);
    expect(result.fields).toEqual({ traceId, spanId });
    await tracing.shutdown();
    expect(tracingHooks()).toBeUndefined();
  });

  test('When a consumer span starts from message headers, then it continues the trace they carry', async () => {
    const tracing = startTestTracing();
    const hooks = tracingHooks()!;
    const { result: headers, traceId, spanId } = await tracing.inRootSpan('publish', async () => hooks.currentHeaders());
    // As Kafka hands them over: Buffers.
    const carried = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, Buffer.from(value)]));
    const inside = await hooks.inConsumerSpan({ name: 'topic process' }, carried, async () => hooks.logFields());
    expect(inside.traceId).toBe(traceId);
    expect(tracing.spans().find((span) => span.name === 'topic process')).toMatchObject({ kind: 'consumer', traceId, parentSpanId: spanId });
    await tracing.shutdown();
  });

  test('When OTEL_EXPORTER_OTLP_ENDPOINT is set (not blank), then tracing is asked for', () => {
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingEnabled({})).toBe(false);
  });
});
