import type { z } from 'zod';
import type { CatalogueError } from '../http/error-shape.ts';

export const HTTP_METHODS = ['get', 'post', 'put', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Media types the routes read and write. */
export const MEDIA_TYPES = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  eventStream: 'text/event-stream',
  csv: 'text/csv',
  image: 'image/*',
} as const;
export type MediaType = (typeof MEDIA_TYPES)[keyof typeof MEDIA_TYPES];

/** A response a route answers on success: its body (none for 204) and how it is sent. */
export type ApiResponse = { description: string; schema?: z.ZodType; mediaType?: MediaType };

/** A request header with a meaning of its own (the bearer token is a security scheme, not a header). */
export type ApiHeader = { name: string; description: string; required: boolean };

/**
 * One public route: the path template (`:name` parameters, as in the aggregates' `*_PATHS`), the schemas it reads
 * (the same zod schemas the service validates with) and writes, and the error codes it may answer
 * besides the ones every route may (COMMON_ERRORS). The service comes from the routing table.
 */
export type ApiRoute = {
  method: HttpMethod;
  path: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: readonly ApiHeader[];
  /** What the body may be sent as (default JSON); the same schema describes each. */
  body?: { schema: z.ZodType; mediaTypes?: readonly MediaType[] };
  /** `Authorization: Bearer <token>` (admin login or blog management). */
  bearer?: boolean;
  responses: Readonly<Record<number, ApiResponse>>;
  /** The catalogue's entries (each brings its code and status), e.g. `[...INVALID, QUIZ_ERRORS.quizListingDisabled]`. */
  errors: readonly CatalogueError[];
};
