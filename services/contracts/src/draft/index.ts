export * from './auto-create-llm.ts';
export * from './auto-create-messages.ts';
export * from './auto-create.ts';
export * from './auto-draft-handoff.ts';
export * from './errors.ts';
export * from './one-shot-generation.ts';
export * from './paths.ts';
