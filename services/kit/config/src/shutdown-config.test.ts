import { z } from 'zod';
import { SHUTDOWN_TIMING } from '@quizlink/kit-lifecycle';
import { baseConfigShape, checkShutdownBudget, ConfigError, parseConfig, portSchema, shutdownConfigShape, shutdownTimingOf } from './index.ts';

const schema = z.object({ ...baseConfigShape, PORT: portSchema.default(4101) }).superRefine(checkShutdownBudget);

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(schema, env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the shutdown settings', () => {
  test('When none is set, then the bounds are kit-lifecycle’s defaults', () => {
    expect(shutdownTimingOf(parseConfig(schema, {}))).toEqual(SHUTDOWN_TIMING);
  });

  test('When they are set, then the service gets them as its shutdown timing', () => {
    const config = parseConfig(schema, { SHUTDOWN_IN_FLIGHT_GRACE_MS: '25000', SHUTDOWN_OUTBOX_FLUSH_MS: '8000', SHUTDOWN_TIMEOUT_MS: '40000' });
    expect(shutdownTimingOf(config)).toEqual({ inFlightGraceMs: 25_000, outboxFlushMs: 8_000, totalMs: 40_000 });
  });

  test('When a bound is not a positive whole number of milliseconds, then its variable is named', () => {
    expect(problemsOf({ SHUTDOWN_IN_FLIGHT_GRACE_MS: '10s', SHUTDOWN_OUTBOX_FLUSH_MS: '0' })).toEqual([
      expect.stringMatching(/^SHUTDOWN_IN_FLIGHT_GRACE_MS: /),
      expect.stringMatching(/^SHUTDOWN_OUTBOX_FLUSH_MS: /),
    ]);
  });

  test('When the whole budget does not exceed the grace plus the flush, then SHUTDOWN_TIMEOUT_MS is refused', () => {
    expect(problemsOf({ SHUTDOWN_TIMEOUT_MS: '15000' })).toEqual(['SHUTDOWN_TIMEOUT_MS: must exceed the in-flight grace plus the outbox flush (15000 ms)']);
    expect(problemsOf({ SHUTDOWN_TIMEOUT_MS: '15001' })).toEqual([]);
  });

  test('When a schema has no outbox (the gateway), then only the in-flight grace counts', () => {
    const gatewayLike = z
      .object({ SHUTDOWN_IN_FLIGHT_GRACE_MS: shutdownConfigShape.SHUTDOWN_IN_FLIGHT_GRACE_MS, SHUTDOWN_TIMEOUT_MS: shutdownConfigShape.SHUTDOWN_TIMEOUT_MS })
      .superRefine(checkShutdownBudget);
    const config = parseConfig(gatewayLike, { SHUTDOWN_IN_FLIGHT_GRACE_MS: '10000', SHUTDOWN_TIMEOUT_MS: '12000' });
    expect(shutdownTimingOf(config)).toEqual({ inFlightGraceMs: 10_000, outboxFlushMs: 0, totalMs: 12_000 });
  });
});
