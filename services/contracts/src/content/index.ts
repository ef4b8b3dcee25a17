export * from './admin-labels.ts';
export * from './blog.ts';
export * from './contact.ts';
export * from './errors.ts';
export * from './route-prefixes.ts';
export * from './uploads.ts';
