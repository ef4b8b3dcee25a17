#!/usr/bin/env node
/**
 * `npm run api:docs`: writes docs/api/openapi.json and docs/api/asyncapi.json, generated from the zod
 * schemas of @quizlink/contracts (src/api-description).
 *   -- --check    writes nothing; exits 1 with a summary of what differs when a committed copy is stale
 *   -- --release  also copies them to docs/api/releases/<contracts version>/ (the gate's new baseline)
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_DOCS_DIR, API_RELEASES_DIR, contractsVersion, differingPointers, formatDocument, generatedDocuments } from './lib/api-documents.mjs';

const check = process.argv.includes('--check');
const release = process.argv.includes('--release');
const documents = generatedDocuments();
const relative = (file) => path.relative(process.cwd(), file) || file;

if (check) {
  let stale = 0;
  for (const [name, doc] of Object.entries(documents)) {
    const file = path.join(API_DOCS_DIR, name);
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    if (committed === formatDocument(doc)) continue;
    stale++;
    if (committed === undefined) {
      console.error(`api:docs: ${relative(file)} is missing`);
      continue;
    }
    const differences = differingPointers(JSON.parse(committed), doc);
    console.error(`api:docs: ${relative(file)} is stale; it differs from the contracts at:`);
    for (const line of differences.length > 0 ? differences : ['(formatting only)']) console.error(`  ${line}`);
  }
  if (stale > 0) {
    console.error('Run `npm run api:docs` and commit the result.');
    process.exit(1);
  }
  console.log('api:docs: docs/api is up to date with the contracts');
  process.exit(0);
}

const targets = [API_DOCS_DIR, ...(release ? [path.join(API_RELEASES_DIR, contractsVersion())] : [])];
for (const dir of targets) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, doc] of Object.entries(documents)) {
    fs.writeFileSync(path.join(dir, name), formatDocument(doc));
    console.log(`api:docs: wrote ${relative(path.join(dir, name))}`);
  }
}
