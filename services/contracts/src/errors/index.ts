export * from './catalogue.ts';
export * from './http-errors.ts';
export * from './retry-after.ts';
export { errorResponseSchema, type CatalogueError, type ErrorResponse } from '../http/error-shape.ts';
