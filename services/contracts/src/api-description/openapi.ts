import { type CatalogueError, errorResponseSchema } from '../http/error-shape.ts';
import { SERVICE_NAMES, serviceForPath } from '../platform/routes.ts';
import { BODY_ERRORS, COMMON_ERRORS } from './common-errors.ts';
import { API_ROUTES } from './http-routes.ts';
import { jsonSchemaOf, type JsonSchema } from './json-schema.ts';
import { MEDIA_TYPES, type ApiRoute } from './route-types.ts';

export const OPENAPI_VERSION = '3.1.0';
export const API_TITLE = 'QuizLink public API';
/** Where an error response's codes are listed in the document (clients branch on codes, never on messages). */
export const ERROR_CODES_EXTENSION = 'x-error-codes';
const ERROR_SCHEMA_NAME = 'ErrorResponse';
const BEARER_SCHEME = 'bearerAuth';

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: JsonSchema;
  [key: string]: unknown;
};

/** `/api/quizzes/:id` → `/api/quizzes/{id}` (OpenAPI's path templates). */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
const camelWords = (segment: string): string => segment.split(/[^A-Za-z0-9]+/).filter(Boolean).map(capitalized).join('');

/** A stable id per operation: `get` + the path's words, parameters as `By<Name>` (`getApiQuizzesById`). */
export const operationIdOf = (route: Pick<ApiRoute, 'method' | 'path'>): string =>
  route.method + route.path.split('/').filter(Boolean).map((s) => (s.startsWith(':') ? `By${capitalized(s.slice(1))}` : camelWords(s))).join('');

/** The codes of the errors given, by the status each answers with (statuses ascending, each code once). */
function codesByStatus(...lists: ReadonlyArray<readonly CatalogueError[]>): Map<number, string[]> {
  const merged = new Map<number, string[]>();
  for (const { status, code } of lists.flat()) {
    const codes = merged.get(status) ?? [];
    if (!codes.includes(code)) merged.set(status, [...codes, code]);
  }
  return new Map([...merged.entries()].sort(([a], [b]) => a - b));
}

function parametersOf(route: ApiRoute): JsonSchema[] {
  const pathSchema = route.params ? jsonSchemaOf(route.params, 'input') : {};
  const pathProps = (pathSchema.properties ?? {}) as Record<string, JsonSchema>;
  const pathParams = [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name, in: 'path', required: true, schema: pathProps[name as string] ?? { type: 'string' },
  }));
  const querySchema = route.query ? jsonSchemaOf(route.query, 'input') : { properties: {} };
  const required = new Set((querySchema.required ?? []) as string[]);
  const queryParams = Object.entries((querySchema.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name, in: 'query', required: required.has(name), schema,
  }));
  const headerParams = (route.headers ?? []).map((h) => ({ name: h.name, in: 'header', required: h.required, description: h.description, schema: { type: 'string' } }));
  return [...pathParams, ...queryParams, ...headerParams];
}

function operationOf(route: ApiRoute): JsonSchema {
  const service = serviceForPath(route.path);
  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(route.responses)) {
    const mediaType = response.mediaType ?? MEDIA_TYPES.json;
    const schema = response.schema ? jsonSchemaOf(response.schema, 'output') : undefined;
    responses[status] = {
      description: response.description,
      ...(status === '204' ? {} : { content: { [mediaType]: schema ? { schema } : {} } }),
    };
  }
  const bodyTypes = route.body?.mediaTypes ?? [MEDIA_TYPES.json];
  const readsJson = route.body !== undefined && bodyTypes.includes(MEDIA_TYPES.json);
  for (const [status, codes] of codesByStatus(COMMON_ERRORS, readsJson ? BODY_ERRORS : [], route.errors)) {
    responses[String(status)] = {
      description: `Error: ${codes.join(', ')}`,
      [ERROR_CODES_EXTENSION]: codes,
      content: { [MEDIA_TYPES.json]: { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } } },
    };
  }
  const parameters = parametersOf(route);
  const bodySchema = route.body ? jsonSchemaOf(route.body.schema, 'input') : undefined;
  return {
    operationId: operationIdOf(route),
    summary: route.summary,
    tags: service ? [service] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(bodySchema ? { requestBody: { required: true, content: Object.fromEntries(bodyTypes.map((type) => [type, { schema: bodySchema }])) } } : {}),
    responses,
    ...(route.bearer ? { security: [{ [BEARER_SCHEME]: [] }] } : {}),
  };
}

/** The OpenAPI 3.1 description of every public route, generated from the contracts' zod schemas. */
export function buildOpenApiDocument(version: string, routes: readonly ApiRoute[] = API_ROUTES): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const key = openApiPath(route.path);
    paths[key] = { ...paths[key], [route.method]: operationOf(route) };
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: API_TITLE,
      version,
      description:
        'Every public route of QuizLink, as the gateway serves it on one origin. Generated from the zod schemas of @quizlink/contracts: ' +
        'request bodies show what a client may send (defaults make a field optional), responses what it receives. ' +
        'Every error uses the one error shape; clients branch on its code.',
    },
    servers: [{ url: '/' }],
    tags: SERVICE_NAMES.map((name) => ({ name, description: `Routes of the ${name} service` })),
    paths,
    components: {
      schemas: { [ERROR_SCHEMA_NAME]: jsonSchemaOf(errorResponseSchema, 'output') },
      securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description: 'A token from POST /api/admin/login or /api/auth/blog-management' } },
    },
  };
}
