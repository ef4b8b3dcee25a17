import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
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
};

/**
 * JSON lines on stdout with the level as a word, an ISO time, the service name, and known secret
 * fields redacted (see REDACT_PATHS).
 */
export function createLogger(opts: CreateLoggerOptions): Logger {
  const options = {
    level: opts.level ?? 'info',
    base: { service: opts.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
  };
  return opts.destination ? pino(options, opts.destination) : pino(options);
}
