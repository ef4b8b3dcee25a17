export { createGenerationService, type GenerationService, type GenerationServicePorts } from './service.ts';
export { loadGenerationConfig, generationConfigSchema, DEFAULT_GENERATION_PORT, type GenerationConfig } from './config.ts';
