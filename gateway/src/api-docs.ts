import type { Express } from 'express';
import contractsPackage from '@quizlink/contracts/package.json' with { type: 'json' };
import {
  API_DESCRIPTION_PATHS,
  buildAsyncApiDocument,
  buildOpenApiDocument,
  type AsyncApiDocument,
  type OpenApiDocument,
} from '@quizlink/contracts/api-description';
import { renderApiDocsPage } from './api-docs-page.ts';

/** The documents change only with a new build: browsers and proxies may keep them a while, then revalidate (ETag). */
export const API_DOCS_CACHE_CONTROL = 'public, max-age=300';


type ApiDescription = { openapi: OpenApiDocument; asyncapi: AsyncApiDocument; page: string };
let built: ApiDescription | undefined;

/** Built once per process: the contracts do not change while it runs. */
function apiDescription(): ApiDescription {
  if (!built) {
    // The contracts' version is the documents' `info.version` (the same the committed copies carry).
    const { version } = contractsPackage;
    const openapi = buildOpenApiDocument(version);
    const asyncapi = buildAsyncApiDocument(version);
    built = { openapi, asyncapi, page: renderApiDocsPage(openapi, asyncapi) };
  }
  return built;
}

/**
 * The API description, generated from the contracts at start (the same documents `npm run api:docs`
 * commits under docs/api): OpenAPI, AsyncAPI and the reference page rendered from them. Mounted before
 * the API proxy, since no service answers these paths; as routes of the app itself rather than a router
 * of their own, so that the other requests pass three path checks instead of a router's whole round.
 */
export function mountApiDocsRoutes(app: Express): void {
  const { openapi, asyncapi, page } = apiDescription();
  app.get(API_DESCRIPTION_PATHS.openapi, (_req, res) => {
    res.set('Cache-Control', API_DOCS_CACHE_CONTROL).json(openapi);
  });
  app.get(API_DESCRIPTION_PATHS.asyncapi, (_req, res) => {
    res.set('Cache-Control', API_DOCS_CACHE_CONTROL).json(asyncapi);
  });
  app.get(API_DESCRIPTION_PATHS.docs, (_req, res) => {
    res.set('Cache-Control', API_DOCS_CACHE_CONTROL).type('html').send(page);
  });
}
