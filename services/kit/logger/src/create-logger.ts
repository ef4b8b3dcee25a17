import { pino, type DestinationStream, type Logger as PinoLogger, type LoggerOptions } from 'pino';
import { tracingHooks } from '@quizlink/kit-tracing';
import { defaultLogFormat, prettyStream, type LogFormat } from './log-format.ts';
import { REDACT_PATHS, REDACTED } from './redaction.ts';

/** The logger every package passes around: pino's, so child loggers and levels work as documented. */
export type Logger = PinoLogger;

export type CreateLoggerOptions = {
  /** Added to every line as `service`. */
  service: string;
  /** pino level name; default 'info'. 'silent' turns logging off (tests). */
  level?: string;
  /** Where lines go; stdout by default. Tests pass a stream to read the lines back. */
  destination?: DestinationStream;
  /** Default: pretty on a terminal outside production, JSON otherwise (see defaultLogFormat). */
  format?: LogFormat;
};

/**
 * JSON lines on stdout with the level as a word, an ISO time, the service name, and known secret
 * fields redacted (see REDACT_PATHS); one short readable line per entry on a developer's terminal.
 * With tracing on, every line also carries the active `traceId` and `spanId`.
 */
export function createLogger(opts: CreateLoggerOptions): Logger {
  const tracing = tracingHooks();
  const options: LoggerOptions = {
    level: opts.level ?? 'info',
    base: { service: opts.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    // Only when tracing is on: off, no function runs per line.
    ...(tracing ? { mixin: () => tracing.logFields() } : {}),
  };
  const format = opts.format ?? (opts.destination ? 'json' : defaultLogFormat());
  if (format === 'pretty') return pino(options, prettyStream(opts.destination));
  return opts.destination ? pino(options, opts.destination) : pino(options);
}
