// First, so tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before anything it patches loads; see kit-tracing.
import '@quizlink/kit-tracing/register';
import { runService } from '@quizlink/kit-http';
import { loadAttemptConfig } from './config.ts';
import { createAttemptService } from './service.ts';

await runService({
  name: 'attempt',
  loadConfig: loadAttemptConfig,
  bus: true,
  // Its stop() ends the live event streams, which would otherwise hold the server open until its grace runs out.
  stopServiceFirst: true,
  listeningDetails: (config) => ({ quizService: config.QUIZ_SERVICE_URL }),
  create: createAttemptService,
});
