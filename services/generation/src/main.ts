// First, so tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before anything it patches loads; see kit-tracing.
import '@quizlink/kit-tracing/register';
import { runService } from '@quizlink/kit-http';
import { loadGenerationConfig } from './config.ts';
import { createGenerationService } from './service.ts';

await runService({ name: 'generation', loadConfig: loadGenerationConfig, create: createGenerationService });
