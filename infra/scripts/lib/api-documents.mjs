/**
 * The API description documents (OpenAPI, AsyncAPI) as the contracts generate them, and where the
 * committed copies and the released ones live. Shared by api-docs.mjs and api-compat.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildAsyncApiDocument, buildOpenApiDocument } from '@quizlink/contracts/api-description';
import { repoRoot } from './prepare.mjs';

export const API_DOCS_DIR = path.join(repoRoot, 'docs', 'api');
export const API_RELEASES_DIR = path.join(API_DOCS_DIR, 'releases');
export const API_CHANGELOG = path.join(API_DOCS_DIR, 'CHANGELOG.md');
const CONTRACTS_PACKAGE = path.join(repoRoot, 'services', 'contracts', 'package.json');

/** The contracts package's version: the documents' `info.version` and the release they would become. */
export const contractsVersion = () => JSON.parse(fs.readFileSync(CONTRACTS_PACKAGE, 'utf8')).version;

/** The committed form of a document: two-space JSON and a final newline, so diffs stay readable. */
export const formatDocument = (doc) => `${JSON.stringify(doc, null, 2)}\n`;

/** File name → document, freshly generated from the contracts. */
export function generatedDocuments(version = contractsVersion()) {
  return { 'openapi.json': buildOpenApiDocument(version), 'asyncapi.json': buildAsyncApiDocument(version) };
}

/** JSON pointers where two documents differ (at most `limit`), for a short summary of a stale copy. */
export function differingPointers(a, b, limit = 20, pointer = '', out = []) {
  if (out.length >= limit) return out;
  const bothObjects = a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${pointer || '/'}: ${a === undefined ? 'added' : b === undefined ? 'removed' : 'changed'}`);
    return out;
  }
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    differingPointers(a[key], b[key], limit, `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  }
  return out;
}
