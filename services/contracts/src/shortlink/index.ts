export * from './errors.ts';
export * from './shortlinks.ts';
