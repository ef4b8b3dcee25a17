export * from './errors.ts';
export * from './paths.ts';
export * from './shortlinks.ts';
