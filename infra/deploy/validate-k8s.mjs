#!/usr/bin/env node
// Validates Kubernetes objects (a JSON array on stdin) against the Kubernetes JSON schemas that the
// npm package `kubernetes-models` bundles (offline, no cluster). Prints one line per invalid object
// and exits 1 when any is; exits 3 when kubernetes-models is not installed.
// Used by infra/test/deploy-manifests.test.ts (a separate Node process: the package is ESM-only).
// KUBERNETES_MODELS_DIR: a folder whose node_modules holds kubernetes-models, when the repository's
// does not (e.g. `npm install --prefix /tmp/k8s-models kubernetes-models`).
//
//   echo '[{"apiVersion":"v1","kind":"Service",...}]' | node infra/deploy/validate-k8s.mjs
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const modelsDir = process.env.KUBERNETES_MODELS_DIR;
const specifier = (module) => (modelsDir ? pathToFileURL(path.join(path.resolve(modelsDir), 'node_modules', `${module}.js`)).href : module);

const objects = JSON.parse(fs.readFileSync(0, 'utf8'));
const problems = [];
let checked = 0;
for (const object of objects) {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : [null, object.apiVersion];
  const module = `kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`;
  let Model;
  try {
    ({ [object.kind]: Model } = await import(specifier(module)));
  } catch (error) {
    const notInstalled = modelsDir ? !fs.existsSync(path.join(modelsDir, 'node_modules', 'kubernetes-models')) : String(error.message).includes("'kubernetes-models'");
    if (error?.code === 'ERR_MODULE_NOT_FOUND' && notInstalled) {
      console.error('validate-k8s: kubernetes-models is not installed');
      process.exit(3);
    }
    problems.push(`${object.kind}/${object.metadata?.name}: no schema for ${object.apiVersion} ${object.kind} (${error.message})`);
    continue;
  }
  try {
    new Model(object).validate();
    checked += 1;
  } catch (error) {
    problems.push(`${object.kind}/${object.metadata?.name}: ${error.message}`);
  }
}
for (const problem of problems) console.log(problem);
console.error(`validate-k8s: ${checked} valid, ${problems.length} invalid`);
process.exit(problems.length > 0 ? 1 : 0);
