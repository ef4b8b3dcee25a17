export * from './layout-messages.ts';
export * from './live-stream.ts';
export * from './messages.ts';
export * from './remote-registry.ts';
export * from './routes.ts';
export * from './seo.ts';
export * from './shell-messages.ts';
export * from './static-compression.ts';
