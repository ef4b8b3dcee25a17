import { runService } from '@quizlink/kit-http';
import { loadContentConfig } from './config.ts';
import { createContentService } from './service.ts';

await runService({ name: 'content', loadConfig: loadContentConfig, bus: true, create: createContentService });
