export { createLogger } from './create-logger.ts';
export type { Logger, CreateLoggerOptions } from './create-logger.ts';
export { defaultLogFormat } from './log-format.ts';
export type { LogFormat } from './log-format.ts';
export { REDACT_PATHS, REDACTED } from './redaction.ts';
