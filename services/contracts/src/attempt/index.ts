export * from './attempts.ts';
export * from './errors.ts';
export * from './experience-schemas.ts';
export * from './messages.ts';
export * from './paths.ts';
