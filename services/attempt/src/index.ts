export { createAttemptService, type AttemptService, type AttemptServicePorts } from './service.ts';
export { loadAttemptConfig, attemptConfigSchema, DEFAULT_ATTEMPT_PORT, type AttemptConfig } from './config.ts';
