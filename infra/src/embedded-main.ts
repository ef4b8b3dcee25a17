// First, so tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before anything it patches loads; see kit-tracing.
import '@quizlink/kit-tracing/register';
import path from 'node:path';
import { onShutdown } from '@quizlink/kit-lifecycle';
import { createLogger } from '@quizlink/kit-logger';
import { startEmbedded } from './embedded.ts';

// Entry point of `npm start`: the whole platform in this one process.
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const logger = createLogger({ service: 'quizlink', level: process.env.LOG_LEVEL ?? 'info' });

try {
  const platform = await startEmbedded({ repoRoot, env: process.env, logger });
  onShutdown(logger, [() => platform.stop()]);
  logger.info({ url: platform.url }, 'QuizLink is running (embedded mode)');
  console.log(`\n  QuizLink is running at ${platform.url.replace('127.0.0.1', 'localhost')}\n`);
} catch (error) {
  logger.fatal({ err: error }, 'QuizLink failed to start');
  process.exit(1);
}
