/**
 * The deployment files can never drift from the code (issue 15, point 8): the Kubernetes overlays
 * render and every object is well formed and consistent (selectors, ports, probes, non-root
 * read-only pods, no secret values), every workload's environment — ConfigMap, literals and the
 * Secret's keys with placeholder values — satisfies its service's own config schema in production,
 * and compose.yaml names every service with an environment that does too. Against the Kubernetes
 * JSON schemas too, with kubernetes-models (infra/deploy/validate-k8s.mjs; skipped only where it is
 * not installed). Rendering: a small kustomize for the subset used here,
 * cross-checked against `kubectl kustomize` when kubectl is installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { LIMITS } from '@quizlink/contracts';
import { parseConfig } from '@quizlink/kit-config';
import { quizConfigSchema } from '@quizlink/quiz-service';
import { attemptConfigSchema } from '@quizlink/attempt-service';
import { generationConfigSchema } from '@quizlink/generation-service';
import { contentConfigSchema } from '@quizlink/content-service';
import { shortlinkConfigSchema } from '@quizlink/shortlink-service';
import { gatewayConfigSchema } from '@quizlink/gateway';

type Tree = Record<string, unknown>;
type K8sObject = Tree & { apiVersion: string; kind: string; metadata: Tree & { name: string; namespace?: string; labels?: Record<string, string> } };
// js-yaml ships no types and is already installed (through jest); load/loadAll exist in v3 and v4 alike.
const yaml = require('js-yaml') as { load(text: string): unknown; loadAll(text: string): unknown[] };

const repo = path.resolve(__dirname, '../..');
const deploy = path.join(repo, 'infra/deploy');
const k8s = path.join(deploy, 'k8s');
const SERVICES = ['quiz', 'attempt', 'generation', 'content', 'shortlink'] as const;
const WORKLOADS = ['gateway', ...SERVICES] as const;
const schemas: Record<(typeof WORKLOADS)[number], z.ZodType> = {
  gateway: gatewayConfigSchema(repo),
  quiz: quizConfigSchema,
  attempt: attemptConfigSchema,
  generation: generationConfigSchema,
  content: contentConfigSchema,
  shortlink: shortlinkConfigSchema,
};

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);
const tree = (value: unknown): Tree => (isTree(value) ? value : {});
const list = (value: unknown): Tree[] => (Array.isArray(value) ? value.map(tree) : []);
const readYamlAll = (file: string) => yaml.loadAll(fs.readFileSync(file, 'utf8')).filter(isTree) as K8sObject[];
const keyOf = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;

// --- a kustomize for the subset these files use (fails on anything else) ---------------------------
const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'components', 'patches', 'labels', 'images', 'namespace']);

/** Strategic merge as kustomize does it for these patches: maps merge, lists of named items merge by name. */
function merge(target: unknown, patch: unknown): unknown {
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

function podSpecs(o: K8sObject): Tree[] {
  const spec = tree(tree(tree(o.spec).template).spec);
  return Object.keys(spec).length > 0 ? [spec] : [];
}

function build(dir: string, objects: K8sObject[] = []): K8sObject[] {
  const k = tree(yaml.load(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')));
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

/** null when kubectl is not installed; a kustomize error of an installed kubectl fails the test. */
function kubectlKustomize(dir: string): K8sObject[] | null {
  try {
    return yaml.loadAll(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).filter(isTree) as K8sObject[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

// --- placeholder secrets: every key an overlay reads from quizlink-secrets needs one here ------------
const ARGON2 = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
const TOKEN = 'x'.repeat(48);
const PLACEHOLDERS: Record<string, string> = {
  ...Object.fromEntries(SERVICES.map((s) => [`${s}-database-url`, `mysql://quizlink:secret@mariadb.example:3306/quizlink_${s}`])),
  'redis-url': 'redis://redis.example:6379',
  'kafka-brokers': 'kafka-1.example:9092,kafka-2.example:9092',
  'internal-service-token': TOKEN,
  'auth-token-secret': TOKEN,
  'client-key-salt': TOKEN,
  'admin-username': 'admin',
  'admin-password-hash': ARGON2,
  'blog-password-hash': ARGON2,
  'shortlink-admin-password-hash': ARGON2,
  'openai-api-key': 'sk-placeholder',
};

function containerEnv(container: Tree, objects: K8sObject[]): Record<string, string> {
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
      if (!(String(ref.key) in PLACEHOLDERS)) throw new Error(`${name} reads the Secret key ${String(ref.key)}: give it a placeholder here and a line in secrets.example.env`);
      env[name] = PLACEHOLDERS[String(ref.key)] ?? '';
    }
  }
  return env;
}

/** parseConfig throws a ConfigError listing every problem; the message is what a failing test shows. */
function configProblems(schema: z.ZodType, env: Record<string, string | undefined>): string {
  try {
    parseConfig(schema, env);
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Variables a manifest sets that the schema does not read: typos, or settings of another service. */
function unknownVariables(schema: z.ZodType, env: Record<string, string>): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(env).filter((name) => !(name in shape) && name === name.toUpperCase()) : [];
}

const OVERLAYS = fs.readdirSync(path.join(k8s, 'overlays'));
/** The schema check uses kubernetes-models (an infra dev dependency), or the one in KUBERNETES_MODELS_DIR (see validate-k8s.mjs). */
const modelsDir = process.env.KUBERNETES_MODELS_DIR;
const withKubernetesModels = fs.existsSync(path.join(modelsDir ?? repo, 'node_modules', 'kubernetes-models')) ? it : it.skip;

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const dir = path.join(k8s, 'overlays', overlay);
  const objects = build(dir);
  const find = (kind: string, name: unknown) => objects.find((o) => o.kind === kind && o.metadata.name === name);
  const deployments = objects.filter((o) => o.kind === 'Deployment');

  it('When rendered by kubectl kustomize (if installed), then it gives the same objects as the built-in renderer', () => {
    const rendered = kubectlKustomize(dir);
    if (!rendered) return;
    const byKey = (items: K8sObject[]) => Object.fromEntries(items.map((o) => [keyOf(o), JSON.parse(JSON.stringify(o)) as unknown]));
    expect(byKey(objects)).toEqual(byKey(rendered));
  });

  withKubernetesModels('When validated against the Kubernetes schemas (kubernetes-models), then every object is valid', () => {
    const report = spawnSync(process.execPath, [path.join(deploy, 'validate-k8s.mjs')], { input: JSON.stringify(objects), encoding: 'utf8' });
    expect({ status: report.status, invalid: report.stdout.trim() }).toEqual({ status: 0, invalid: '' });
  });

  it('When rendered, then every object is well formed, namespaced once and no Secret carries values', () => {
    const API: Record<string, string> = { Deployment: 'apps/v1', Job: 'batch/v1', Service: 'v1', ServiceAccount: 'v1', ConfigMap: 'v1', HorizontalPodAutoscaler: 'autoscaling/v2', PodDisruptionBudget: 'policy/v1', NetworkPolicy: 'networking.k8s.io/v1', Ingress: 'networking.k8s.io/v1' };
    for (const o of objects) {
      expect({ object: keyOf(o), apiVersion: o.apiVersion }).toEqual({ object: keyOf(o), apiVersion: API[o.kind] });
      expect(o.metadata.name).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
      expect(o.metadata.namespace).toBe(objects[0]?.metadata.namespace);
    }
    expect(new Set(objects.map(keyOf)).size).toBe(objects.length);
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    expect(deployments.map((o) => o.metadata.name).sort()).toEqual([...WORKLOADS].sort());
    for (const s of SERVICES) expect(find('Job', `migrate-${s}`)).toBeDefined();
  });

  it('When a pod runs, then it is non-root, read-only with /tmp on an emptyDir, limited, and a Deployment is probed on /readyz and /healthz', () => {
    for (const d of deployments) expect(tree(tree(tree(d.spec).template).metadata).labels).toMatchObject(tree(tree(tree(d.spec).selector).matchLabels));
    for (const o of objects.filter((x) => x.kind === 'Deployment' || x.kind === 'Job')) {
      const [spec] = podSpecs(o);
      const pod = tree(spec);
      expect({ object: keyOf(o), runAsNonRoot: tree(pod.securityContext).runAsNonRoot }).toEqual({ object: keyOf(o), runAsNonRoot: true });
      const tmp = list(pod.volumes).find((v) => isTree(v.emptyDir));
      for (const c of list(pod.containers)) {
        const where = `${keyOf(o)} ${String(c.name)}`;
        const security = tree(c.securityContext);
        expect({ where, readOnly: security.readOnlyRootFilesystem, escalation: security.allowPrivilegeEscalation, drop: tree(security.capabilities).drop }).toEqual({ where, readOnly: true, escalation: false, drop: ['ALL'] });
        const resources = tree(c.resources);
        for (const bound of [tree(resources.requests), tree(resources.limits)]) {
          expect({ where, cpu: String(bound.cpu) }).toEqual({ where, cpu: expect.stringMatching(/^\d+(\.\d+)?m?$/) });
          expect({ where, memory: String(bound.memory) }).toEqual({ where, memory: expect.stringMatching(/^\d+(Mi|Gi)$/) });
        }
        expect(list(c.volumeMounts)).toContainEqual({ name: tmp?.name, mountPath: '/tmp' });
        expect(String(c.image)).toMatch(/^[a-z0-9./-]+(:[\w.-]+)?$/);
        if (o.kind !== 'Deployment') continue;
        expect({ where, ready: tree(tree(c.readinessProbe).httpGet).path, live: tree(tree(c.livenessProbe).httpGet).path }).toEqual({ where, ready: '/readyz', live: '/healthz' });
        const port = list(c.ports).find((p) => p.name === 'http');
        expect({ where, port: port?.containerPort }).toEqual({ where, port: Number(containerEnv(c, objects).PORT) });
      }
    }
  });

  it('When a Service, autoscaler, disruption budget, network policy or the Ingress names a workload, then it exists with that port', () => {
    const podsOf = (labels: Tree) => deployments.filter((d) => Object.entries(labels).every(([k, v]) => tree(tree(tree(d.spec).template).metadata).labels && tree(tree(tree(tree(d.spec).template).metadata).labels)[k] === v));
    const httpPort = (d: K8sObject) => list(list(podSpecs(d)[0]?.containers)[0]?.ports)[0];
    for (const service of objects.filter((o) => o.kind === 'Service')) {
      const [target] = podsOf(tree(tree(service.spec).selector));
      expect({ service: service.metadata.name, selects: target?.metadata.name }).toEqual({ service: service.metadata.name, selects: service.metadata.name });
      expect(list(tree(service.spec).ports)[0]).toMatchObject({ port: httpPort(target!)?.containerPort, targetPort: 'http' });
    }
    for (const o of objects.filter((x) => x.kind === 'HorizontalPodAutoscaler')) expect(find('Deployment', tree(tree(o.spec).scaleTargetRef).name)).toBeDefined();
    expect(objects.filter((o) => o.kind === 'HorizontalPodAutoscaler').map((o) => o.metadata.name).sort()).toEqual(['attempt', 'gateway']);
    for (const o of objects.filter((x) => x.kind === 'PodDisruptionBudget')) expect(podsOf(tree(tree(tree(o.spec).selector).matchLabels))).toHaveLength(1);
    for (const o of objects.filter((x) => x.kind === 'NetworkPolicy' && x.metadata.name !== 'default-deny-ingress')) {
      const [target] = podsOf(tree(tree(tree(o.spec).podSelector).matchLabels));
      expect(target).toBeDefined();
      for (const rule of list(tree(o.spec).ingress)) {
        expect(list(rule.ports).map((p) => p.port)).toEqual([httpPort(target!)?.containerPort]);
        for (const peer of list(rule.from)) expect(podsOf(tree(tree(peer.podSelector).matchLabels))).toHaveLength(1);
      }
    }
    for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
      const bodySize = tree(ingress.metadata.annotations)['nginx.ingress.kubernetes.io/proxy-body-size'];
      expect(bodySize === undefined || Number.parseInt(String(bodySize), 10) * 1024 * 1024 > LIMITS.documentMaxBytes).toBe(true);
      for (const rule of list(tree(ingress.spec).rules)) {
        for (const p of list(tree(rule.http).paths)) expect(find('Service', tree(tree(p.backend).service).name)).toBeDefined();
      }
    }
  });

  it.each(WORKLOADS)("When the %s workload starts, then its environment satisfies its config schema in production (placeholder secrets)", (name) => {
    const deployment = find('Deployment', name)!;
    const container = list(podSpecs(deployment)[0]?.containers)[0]!;
    const env = containerEnv(container, objects);
    expect(env.NODE_ENV).toBe('production');
    expect(configProblems(schemas[name], env)).toBe('');
    // Only the variables set for this container: the shared ConfigMap may hold some it does not read.
    const explicit = Object.fromEntries(list(container.env).map((v) => [String(v.name), env[String(v.name)] ?? '']));
    expect(unknownVariables(schemas[name], explicit)).toEqual([]);
    for (const [variable, url] of Object.entries(env).filter(([k]) => k.endsWith('_SERVICE_URL'))) {
      const { hostname, port } = new URL(url);
      expect({ variable, port: list(tree(find('Service', hostname)?.spec).ports)[0]?.port }).toEqual({ variable, port: Number(port) });
    }
  });

  it.each(SERVICES)('When the %s migration Job runs, then it runs migrate.mjs from that service image on its database', (name) => {
    const [container] = list(podSpecs(find('Job', `migrate-${name}`)!)[0]?.containers);
    const deployment = list(podSpecs(find('Deployment', name)!)[0]?.containers)[0];
    expect(container?.command).toEqual(['node', 'infra/deploy/migrate.mjs', name]);
    expect(container?.image).toBe(deployment?.image);
    expect(containerEnv(container!, objects).DATABASE_URL).toBe(containerEnv(deployment!, objects).DATABASE_URL);
  });
});

describe('the Secret keys', () => {
  it('When secrets.example.env lists the keys, then they are exactly the keys the manifests read', () => {
    const documented = fs.readFileSync(path.join(k8s, 'secrets.example.env'), 'utf8').split('\n').filter((line) => /^[a-z]/.test(line)).map((line) => line.split('=')[0]);
    const used = new Set(OVERLAYS.flatMap((o) => build(path.join(k8s, 'overlays', o))).flatMap((o) => podSpecs(o)).flatMap((s) => list(s.containers)).flatMap((c) => list(c.env)).map((v) => tree(tree(v.valueFrom).secretKeyRef).key).filter(Boolean));
    expect([...documented].sort()).toEqual([...used].sort());
  });
});

describe('compose.yaml', () => {
  const compose = tree(yaml.load(fs.readFileSync(path.join(deploy, 'compose.yaml'), 'utf8')));
  const services = tree(compose.services);
  const documented = new Set(fs.readFileSync(path.join(deploy, '.env.example'), 'utf8').split('\n').map((l) => l.match(/^([A-Z_]+)=/)?.[1]).filter(Boolean));
  const PLACEHOLDER_ENV: Record<string, string> = { MARIADB_ROOT_PASSWORD: 'secret', INTERNAL_SERVICE_TOKEN: TOKEN, AUTH_TOKEN_SECRET: TOKEN, CLIENT_KEY_SALT: TOKEN };
  /** ${VAR}, ${VAR:-default}, ${VAR:?message} as compose interpolates them. */
  const interpolate = (value: unknown) =>
    String(value).replace(/\$\{([A-Z_]+)(?::?([-?])([^}]*))?\}/g, (_m, name: string, op?: string, arg?: string) => {
      expect({ variable: name, documented: documented.has(name) || op === '-' }).toEqual({ variable: name, documented: true });
      return PLACEHOLDER_ENV[name] ?? (op === '-' ? (arg ?? '') : '');
    });

  it('When parsed, then it names the stores, a migration job per service, the five services and the gateway', () => {
    expect(Object.keys(services).sort()).toEqual(['mariadb', 'redis', 'kafka', ...SERVICES.map((s) => `migrate-${s}`), ...WORKLOADS].sort());
    for (const [name, service] of Object.entries(services).map(([n, s]) => [n, tree(s)] as const)) {
      expect({ name, restart: service.restart }).toEqual({ name, restart: name.startsWith('migrate-') ? 'no' : 'unless-stopped' });
      expect({ name, healthcheck: isTree(service.healthcheck) }).toEqual({ name, healthcheck: !name.startsWith('migrate-') });
    }
  });

  it.each(WORKLOADS)('When %s starts, then its environment satisfies its config schema in production and it waits for what it needs', (name) => {
    const service = tree(services[name]);
    const env = Object.fromEntries(Object.entries(tree(service.environment)).map(([k, v]) => [k, interpolate(v)]));
    expect(configProblems(schemas[name], env)).toBe('');
    expect(unknownVariables(schemas[name], env)).toEqual([]);
    expect(interpolate(service.image)).toBe(`localhost/quizlink-${name}:dev`);
    expect(tree(service.depends_on)[`migrate-${name}`]).toEqual(name === 'gateway' ? undefined : { condition: 'service_completed_successfully' });
  });
});

describe('the Dockerfiles', () => {
  it.each(WORKLOADS)('When the %s image is built, then it takes the base as an argument, runs as non-root, checks /healthz and starts main.ts', (name) => {
    const folder = name === 'gateway' ? 'gateway' : `services/${name}`;
    const text = fs.readFileSync(path.join(repo, folder, 'Dockerfile'), 'utf8');
    expect(text).toMatch(/^ARG BASE=node:24-bookworm-slim$/m);
    expect(text).toMatch(/^USER [1-9]\d*:[1-9]\d*$/m);
    expect(text).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(text).toContain(`CMD ["node", "${folder}/src/main.ts"]`);
    expect(text).toContain(`prune-deps.mjs ${folder} /out /src`);
  });
});
