/**
 * The Kubernetes manifests as a cluster would see them, without kubectl: a kustomize for the subset
 * used in infra/deploy/k8s (resources, components, patches, labels, images, namespace; anything else
 * throws), and a container's environment as the kubelet builds it (ConfigMaps, literals, the Secret's
 * keys from a given set of values). Used by infra/test/deploy-manifests.test.ts (placeholder secrets)
 * and the per-slice deploy smoke (infra/deploy/slice-smoke/, real local values).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Tree = Record<string, unknown>;
export type K8sObject = Tree & { apiVersion: string; kind: string; metadata: Tree & { name: string; namespace?: string; labels?: Record<string, string> } };
// js-yaml ships no types and is installed (through jest); load/loadAll exist in v3 and v4 alike.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown; loadAll(text: string): unknown[] };
export const parseYaml = (text: string): unknown => yaml.load(text);
export const parseYamlAll = (text: string): unknown[] => yaml.loadAll(text);

export const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);
export const tree = (value: unknown): Tree => (isTree(value) ? value : {});
export const list = (value: unknown): Tree[] => (Array.isArray(value) ? value.map(tree) : []);
export const readYamlAll = (file: string) => parseYamlAll(fs.readFileSync(file, 'utf8')).filter(isTree) as K8sObject[];
export const keyOf = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;

// --- a kustomize for the subset these files use (fails on anything else) ---------------------------
const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'components', 'patches', 'labels', 'images', 'namespace']);

/** Strategic merge as kustomize does it for these patches: maps merge, lists of named items merge by name. */
export function merge(target: unknown, patch: unknown): unknown {
  if (isTree(target) && isTree(patch)) {
    const out: Tree = { ...target };
    for (const [key, value] of Object.entries(patch)) out[key] = value === null ? undefined : merge(target[key], value);
    return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
  }
  if (Array.isArray(target) && Array.isArray(patch) && patch.every((item) => isTree(item) && 'name' in item)) {
    const out = target.map((item) => {
      const match = patch.find((p) => tree(p).name === tree(item).name);
      return match ? merge(item, match) : item;
    });
    return [...out, ...patch.filter((p) => !target.some((item) => tree(item).name === tree(p).name))];
  }
  return patch;
}

export function podSpecs(o: K8sObject): Tree[] {
  const spec = tree(tree(tree(o.spec).template).spec);
  return Object.keys(spec).length > 0 ? [spec] : [];
}

export function build(dir: string, objects: K8sObject[] = []): K8sObject[] {
  const k = tree(parseYaml(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')));
  const unsupported = Object.keys(k).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${dir}: kustomization fields this renderer lacks: ${unsupported.join(', ')}`);
  for (const resource of (k.resources as string[] | undefined) ?? []) {
    const file = path.join(dir, resource);
    objects.push(...(fs.statSync(file).isDirectory() ? build(file) : readYamlAll(file)));
  }
  for (const component of (k.components as string[] | undefined) ?? []) build(path.join(dir, component), objects);
  for (const { path: patchFile } of list(k.patches)) {
    for (const patch of readYamlAll(path.join(dir, String(patchFile)))) {
      const index = objects.findIndex((o) => o.kind === patch.kind && o.metadata.name === patch.metadata.name);
      if (index < 0) throw new Error(`${dir}: patch ${keyOf(patch)} matches nothing`);
      objects[index] = merge(objects[index], patch) as K8sObject;
    }
  }
  for (const label of list(k.labels)) {
    if (label.includeSelectors || label.includeTemplates) throw new Error(`${dir}: only plain metadata labels are supported`);
    for (const o of objects) o.metadata.labels = { ...o.metadata.labels, ...(label.pairs as Record<string, string>) };
  }
  for (const image of list(k.images)) {
    for (const container of objects.flatMap(podSpecs).flatMap((spec) => list(spec.containers))) {
      if (container.image === image.name) container.image = `${String(image.newName ?? image.name)}${image.newTag ? `:${String(image.newTag)}` : ''}`;
    }
  }
  if (typeof k.namespace === 'string') for (const o of objects) o.metadata.namespace = k.namespace;
  return objects;
}

/** The container's environment; `secrets` gives the values of quizlink-secrets' keys (a missing key throws). */
export function containerEnv(container: Tree, objects: K8sObject[], secrets: Record<string, string>): Record<string, string> {
  const configMap = (name: unknown) => {
    const found = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name);
    if (!found) throw new Error(`ConfigMap ${String(name)} is not rendered`);
    return tree(found.data) as Record<string, string>;
  };
  const env: Record<string, string> = {};
  for (const from of list(container.envFrom)) Object.assign(env, configMap(tree(from.configMapRef).name));
  for (const variable of list(container.env)) {
    const source = tree(variable.valueFrom);
    const name = String(variable.name);
    if ('value' in variable) env[name] = String(variable.value);
    else if (source.configMapKeyRef) env[name] = configMap(tree(source.configMapKeyRef).name)[String(tree(source.configMapKeyRef).key)] ?? '';
    else if (source.secretKeyRef) {
      const ref = tree(source.secretKeyRef);
      if (ref.name !== 'quizlink-secrets') throw new Error(`${name} reads the Secret ${String(ref.name)}, not quizlink-secrets`);
      // An optional key the Secret does not hold leaves the variable unset, as the kubelet does.
      if (!(String(ref.key) in secrets) && ref.optional === true) continue;
      if (!(String(ref.key) in secrets)) throw new Error(`${name} reads the Secret key ${String(ref.key)}: give it a value (the test's placeholders) and a line in secrets.example.env`);
      env[name] = secrets[String(ref.key)] ?? '';
    }
  }
  return env;
}

/** Renders an overlay folder (e.g. infra/deploy/k8s/overlays/production). */
export const renderOverlay = (dir: string): K8sObject[] => build(path.resolve(dir));
