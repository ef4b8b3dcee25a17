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
  return pino(options, opts.destination ?? stdoutLines());
}

/** Lines are written to stdout in chunks of at least this many characters, or when FLUSH_INTERVAL_MS has passed. */
const CHUNK_CHARS = 4096;
const FLUSH_INTERVAL_MS = 100;

let stdout: DestinationStream | undefined;

/**
 * stdout, in chunks: each write is a system call, and one per line was 8 % of the embedded process's
 * CPU at 1,000 requests a second (issue 14's profile; a pipe or a container's log driver costs the same
 * per call). Lines wait until 4 K characters have gathered or 100 ms have passed, whichever comes first,
 * and are written at exit (crash or not); only a `kill -9` can lose the last 100 ms of lines. One per
 * process, so the lines of all its loggers (embedded mode runs six) never interleave inside a chunk.
 *
 * sonic-boom (pino.destination) does the writing: synchronous, and it retries a full pipe (EAGAIN) and
 * a partial write. The gathering is done here rather than by its `minLength`, because that buffer can
 * only be forced out by `flushSync`, which also fsyncs the descriptor: with stdout redirected to a file
 * that was ten disk flushes a second (seen in the gateway under load, 136 µs each on this machine).
 */
function stdoutLines(): DestinationStream {
  if (stdout) return stdout;
  const out = pino.destination({ dest: 1, sync: true });
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    out.write(chunk);
  };
  setInterval(flush, FLUSH_INTERVAL_MS).unref();
  process.once('exit', flush);
  stdout = {
    write(line: string) {
      pending += line;
      if (pending.length >= CHUNK_CHARS) flush();
    },
  };
  return stdout;
}
