// First, so tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) starts before anything it patches loads; see kit-tracing.
import '@quizlink/kit-tracing/register';
import { runService } from '@quizlink/kit-http';
import { loadContentConfig } from './config.ts';
import { createContentService } from './service.ts';

await runService({ name: 'content', loadConfig: loadContentConfig, bus: true, create: createContentService });
