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
import { LIMITS } from '@quizlink/contracts/quiz';
import { migrationConfigSchema, parseConfig } from '@quizlink/kit-config';
import { HEAP_SHARE_OF_MEMORY_LIMIT_PERCENT, NODE_RUNTIME_FLAGS, NODE_RUNTIME_FLAGS_UNDER_MEMORY_LIMIT, YOUNG_GENERATION_MB } from '../scripts/lib/node-runtime.mjs';
import { envOfDockerfile, imageDefaults } from '../deploy/slice-smoke/workloads.ts';
import { build, containerEnv as renderedContainerEnv, isTree, keyOf, list, parseYaml, parseYamlAll, podSpecs, tree, type K8sObject, type Tree } from '../deploy/k8s-render.ts';
import { quizConfigSchema } from '@quizlink/quiz-service';
import { attemptConfigSchema } from '@quizlink/attempt-service';
import { generationConfigSchema } from '@quizlink/generation-service';
import { contentConfigSchema } from '@quizlink/content-service';
import { shortlinkConfigSchema } from '@quizlink/shortlink-service';
import { gatewayConfigSchema } from '@quizlink/gateway';

const repo = path.resolve(__dirname, '../..');
const deploy = path.join(repo, 'infra/deploy');
const k8s = path.join(deploy, 'k8s');
const SERVICES = ['quiz', 'attempt', 'generation', 'content', 'shortlink'] as const;
const WORKLOADS = ['gateway', ...SERVICES] as const;
/**
 * No long-running workload asks for less memory than one idle QuizLink process holds resident: 179–230 MB
 * per service at start (`npm run bench -- load`, 2026-11-26); a request below it marks the pod for eviction
 * first whenever its node runs short, while it does nothing unusual.
 */
const SERVICE_MEMORY_REQUEST_FLOOR_MI = 256;
const millicores = (cpu: unknown): number => (String(cpu).endsWith('m') ? Number(String(cpu).slice(0, -1)) : 1000 * Number(cpu));
const mebibytes = (memory: unknown): number => (String(memory).endsWith('Gi') ? 1024 * Number(String(memory).slice(0, -2)) : Number(String(memory).slice(0, -2)));
const schemas: Record<(typeof WORKLOADS)[number], z.ZodType> = {
  gateway: gatewayConfigSchema(repo),
  quiz: quizConfigSchema,
  attempt: attemptConfigSchema,
  generation: generationConfigSchema,
  content: contentConfigSchema,
  shortlink: shortlinkConfigSchema,
};

/** null when kubectl is not installed; a kustomize error of an installed kubectl fails the test. */
function kubectlKustomize(dir: string): K8sObject[] | null {
  try {
    return parseYamlAll(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).filter(isTree) as K8sObject[];
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

const containerEnv = (container: Tree, objects: K8sObject[]) => renderedContainerEnv(container, objects, PLACEHOLDERS);

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
        const requests = tree(resources.requests);
        const limits = tree(resources.limits);
        expect({ where, cpu: millicores(requests.cpu) <= millicores(limits.cpu), memory: mebibytes(requests.memory) <= mebibytes(limits.memory) }).toEqual({ where, cpu: true, memory: true });
        const coversIdleProcess = o.kind !== 'Deployment' || mebibytes(requests.memory) >= SERVICE_MEMORY_REQUEST_FLOOR_MI;
        expect({ where, memoryRequestCoversIdleProcess: coversIdleProcess }).toEqual({ where, memoryRequestCoversIdleProcess: true });
        expect(list(c.volumeMounts)).toContainEqual({ name: tmp?.name, mountPath: '/tmp' });
        expect(String(c.image)).toMatch(/^[a-z0-9./-]+(:[\w.-]+)?$/);
        if (o.kind !== 'Deployment') continue;
        expect({ where, ready: tree(tree(c.readinessProbe).httpGet).path, live: tree(tree(c.livenessProbe).httpGet).path }).toEqual({ where, ready: '/readyz', live: '/healthz' });
        const port = list(c.ports).find((p) => p.name === 'http');
        expect({ where, port: port?.containerPort }).toEqual({ where, port: Number(containerEnv(c, objects).PORT) });
      }
    }
  });

  it("When a pod runs, then Node sizes its heap from the container's memory limit (the ConfigMap's NODE_OPTIONS) and leaves a quarter of the limit to native memory", () => {
    for (const o of objects.filter((x) => x.kind === 'Deployment' || x.kind === 'Job')) {
      for (const c of list(podSpecs(o)[0]?.containers)) {
        const where = `${keyOf(o)} ${String(c.name)}`;
        expect({ where, nodeOptions: containerEnv(c, objects).NODE_OPTIONS }).toEqual({ where, nodeOptions: NODE_RUNTIME_FLAGS_UNDER_MEMORY_LIMIT.join(' ') });
        const limitMi = mebibytes(tree(tree(c.resources).limits).memory);
        const heapMi = (limitMi * HEAP_SHARE_OF_MEMORY_LIMIT_PERCENT) / 100 + YOUNG_GENERATION_MB;
        expect({ where, heapMi, withinThreeQuarters: heapMi <= limitMi * 0.75 }).toEqual({ where, heapMi, withinThreeQuarters: true });
      }
    }
  });

  it('When a pod runs, then it declares its metrics port (METRICS_PORT), is annotated for scraping, and only the scraper may reach that port', () => {
    for (const d of deployments) {
      const template = tree(tree(d.spec).template);
      const container = list(podSpecs(d)[0]?.containers)[0]!;
      const metricsPort = list(container.ports).find((p) => p.name === 'metrics')?.containerPort;
      expect({ workload: d.metadata.name, metricsPort }).toEqual({ workload: d.metadata.name, metricsPort: Number(containerEnv(container, objects).METRICS_PORT) });
      expect(tree(tree(template.metadata).annotations)).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(metricsPort) });
    }
    const scraperPorts = objects.filter((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'metrics-scraper').flatMap((o) => list(tree(o.spec).ingress).flatMap((rule) => list(rule.ports).map((p) => p.port)));
    for (const port of scraperPorts) expect(port).toBe(Number(containerEnv(list(podSpecs(deployments[0]!)[0]?.containers)[0]!, objects).METRICS_PORT));
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
    for (const o of objects.filter((x) => x.kind === 'NetworkPolicy' && !['default-deny-ingress', 'metrics-scraper'].includes(String(x.metadata.name)))) {
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

  it.each(SERVICES)("When the %s migration Job runs, then it runs the service's migrate entry from that service image on its database", (name) => {
    const [container] = list(podSpecs(find('Job', `migrate-${name}`)!)[0]?.containers);
    const deployment = list(podSpecs(find('Deployment', name)!)[0]?.containers)[0];
    expect(container?.command).toEqual(['node', `services/${name}/src/migrate.ts`]);
    expect(fs.existsSync(path.join(repo, 'services', name, 'src', 'migrate.ts'))).toBe(true);
    expect(configProblems(migrationConfigSchema, containerEnv(container!, objects))).toBe('');
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
  const compose = tree(parseYaml(fs.readFileSync(path.join(deploy, 'compose.yaml'), 'utf8')));
  const services = tree(compose.services);
  const documented = new Set(fs.readFileSync(path.join(deploy, '.env.example'), 'utf8').split('\n').map((l) => l.match(/^([A-Z_]+)=/)?.[1]).filter(Boolean));
  const PLACEHOLDER_ENV: Record<string, string> = {
    MARIADB_ROOT_PASSWORD: 'secret',
    INTERNAL_SERVICE_TOKEN: TOKEN,
    AUTH_TOKEN_SECRET: TOKEN,
    CLIENT_KEY_SALT: TOKEN,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD_HASH: ARGON2,
    BLOG_PASSWORD_HASH: ARGON2,
    SHORTLINK_ADMIN_PASSWORD_HASH: ARGON2,
  };
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

  it.each(SERVICES)("When migrate-%s runs, then it runs the service's migrate entry from its image on the service's database", (name) => {
    const job = tree(services[`migrate-${name}`]);
    const env = Object.fromEntries(Object.entries(tree(job.environment)).map(([k, v]) => [k, interpolate(v)]));
    expect(job.command).toEqual(['node', `services/${name}/src/migrate.ts`]);
    expect(interpolate(job.image)).toBe(interpolate(tree(services[name]).image));
    expect(configProblems(migrationConfigSchema, env)).toBe('');
    expect(env.DATABASE_URL).toBe(interpolate(tree(tree(services[name]).environment).DATABASE_URL));
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

  it.each(WORKLOADS)('When the %s image runs, then Node gets the flags `npm start` gives every process (NODE_OPTIONS)', (name) => {
    const folder = name === 'gateway' ? 'gateway' : `services/${name}`;
    const text = fs.readFileSync(path.join(repo, folder, 'Dockerfile'), 'utf8');
    expect(text).toMatch(new RegExp(`^ENV .*NODE_OPTIONS="${NODE_RUNTIME_FLAGS.join(' ')}"`, 'm'));
    // The slice smoke runs each workload with its image's environment, read from this file as the image holds it.
    expect(imageDefaults(repo, name).env.NODE_OPTIONS).toBe(NODE_RUNTIME_FLAGS.join(' '));
  });

  it('When an ENV line has quoted values, then the slice smoke reads them as the image holds them: unquoted, spaces and escaped quotes kept', () => {
    const env = envOfDockerfile('FROM x\nENV A=1 B="two words" C="say \\"hi\\"" D= E=x=y\nRUN echo "ENV Z=9"\n');
    expect(env).toEqual({ A: '1', B: 'two words', C: 'say "hi"', D: '', E: 'x=y' });
  });
});
