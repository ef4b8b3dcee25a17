/** Where the gateway serves the API description (its own routes, never a service's). */
export const API_DESCRIPTION_PATHS = {
  openapi: '/api/openapi.json',
  asyncapi: '/api/asyncapi.json',
  /** The reference page, rendered on the server from the OpenAPI and AsyncAPI documents. */
  docs: '/api/docs',
} as const;
