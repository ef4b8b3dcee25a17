#!/usr/bin/env node
/**
 * `npm run api:compat`: the compatibility gate. Compares the documents the contracts generate now with
 * those of the last release (docs/api/releases/<newest version>/) and exits 1 on a breaking change,
 * unless the contracts' version was bumped past that release and docs/api/CHANGELOG.md has an entry for
 * it. Every breaking change is printed as one sentence (rules: services/contracts/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { compareAsyncApi, compareOpenApi, latestVersion, releaseVerdict } from '@quizlink/contracts/api-description';
import { API_CHANGELOG, API_RELEASES_DIR, contractsVersion, generatedDocuments } from './lib/api-documents.mjs';

const releases = fs.existsSync(API_RELEASES_DIR) ? fs.readdirSync(API_RELEASES_DIR) : [];
const released = latestVersion(releases);
if (!released) {
  console.error(`api:compat: no release under ${API_RELEASES_DIR}; create one with \`npm run api:docs -- --release\``);
  process.exit(1);
}
const read = (name) => JSON.parse(fs.readFileSync(path.join(API_RELEASES_DIR, released, name), 'utf8'));
const current = generatedDocuments();
const breaking = [
  ...compareOpenApi(read('openapi.json'), current['openapi.json']),
  ...compareAsyncApi(read('asyncapi.json'), current['asyncapi.json']),
];
const changelog = fs.existsSync(API_CHANGELOG) ? fs.readFileSync(API_CHANGELOG, 'utf8') : '';
const verdict = releaseVerdict({ breaking, releasedVersion: released, currentVersion: contractsVersion(), changelog });
(verdict.ok ? console.log : console.error)(verdict.lines.join('\n'));
process.exit(verdict.ok ? 0 : 1);
