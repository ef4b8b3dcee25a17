export * from './errors.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './schemas.ts';
export * from './create-any-quiz.ts';
export * from './polish-messages.ts';
