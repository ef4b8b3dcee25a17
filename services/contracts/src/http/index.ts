export * from './error-shape.ts';
export * from './http.ts';
export * from './ids.ts';
export * from './secret-paths.ts';
export * from './service-credential.ts';
