import { runService } from '@quizlink/kit-http';
import { loadGenerationConfig } from './config.ts';
import { createGenerationService } from './service.ts';

await runService({ name: 'generation', loadConfig: loadGenerationConfig, create: createGenerationService });
