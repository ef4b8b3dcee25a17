export { createLogger } from './create-logger.ts';
export type { Logger, CreateLoggerOptions } from './create-logger.ts';
export { REDACT_PATHS, REDACTED } from './redaction.ts';
