// First, so tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before anything it patches loads; see kit-tracing.
import '@quizlink/kit-tracing/register';
import { runService } from '@quizlink/kit-http';
import { loadQuizConfig } from './config.ts';
import { createQuizService } from './service.ts';

await runService({
  name: 'quiz',
  loadConfig: loadQuizConfig,
  bus: true,
  // Its stop() ends the live event streams, which would otherwise hold the server open until its grace runs out.
  stopServiceFirst: true,
  create: createQuizService,
});
