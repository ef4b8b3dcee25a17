export * from './catalogue.ts';
export { errorResponseSchema, type CatalogueError, type ErrorResponse } from '../http/error-shape.ts';
export * from './retry-after.ts';
