/**
 * Issue 15 point 4 in the manifests: a terminating pod leaves the endpoints, pauses in preStop while the
 * proxies learn it, then gets SIGTERM and drains within its SHUTDOWN_* settings — all inside the pod's
 * terminationGracePeriodSeconds, or the kubelet kills it mid-drain. Checks every Deployment of every
 * overlay against the settings its service reads from its rendered environment, and compose.yaml's
 * stop_grace_period the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { checkShutdownBudget, parseConfig, shutdownTimingOf } from '@quizlink/kit-config';
import { containerEnv, list, parseYaml, podSpecs, renderOverlay, tree, type K8sObject } from '../deploy/k8s-render.ts';
import { quizConfigSchema } from '@quizlink/quiz-service';
import { attemptConfigSchema } from '@quizlink/attempt-service';
import { generationConfigSchema } from '@quizlink/generation-service';
import { contentConfigSchema } from '@quizlink/content-service';
import { shortlinkConfigSchema } from '@quizlink/shortlink-service';
import { gatewayConfigSchema } from '@quizlink/gateway';

const repo = path.resolve(__dirname, '../..');
const deploy = path.join(repo, 'infra/deploy');
const schemas = {
  gateway: gatewayConfigSchema(repo),
  quiz: quizConfigSchema,
  attempt: attemptConfigSchema,
  generation: generationConfigSchema,
  content: contentConfigSchema,
  shortlink: shortlinkConfigSchema,
};
type Workload = keyof typeof schemas;
const WORKLOADS = Object.keys(schemas) as Workload[];
/** Kubernetes' default when a pod spec leaves it out. */
const DEFAULT_GRACE_SECONDS = 30;

/** The shutdown settings a workload reads (its schema's SHUTDOWN_* variables) out of an environment. */
function shutdownTimingIn(workload: Workload, env: Record<string, string>) {
  const shape = Object.fromEntries(Object.entries(schemas[workload].shape).filter(([name]) => name.startsWith('SHUTDOWN_')));
  const settings = z.object(shape).superRefine((config, ctx) => checkShutdownBudget(config as Parameters<typeof checkShutdownBudget>[0], ctx));
  return shutdownTimingOf(parseConfig(settings, env) as Parameters<typeof shutdownTimingOf>[0]);
}

/** Secrets play no part here: every key reads as a placeholder. */
const anySecret = new Proxy({} as Record<string, string>, { get: () => 'placeholder', has: () => true });

describe.each(fs.readdirSync(path.join(deploy, 'k8s/overlays')))('the %s overlay', (overlay) => {
  const objects: K8sObject[] = renderOverlay(path.join(deploy, 'k8s/overlays', overlay));

  it.each(WORKLOADS)('When %s is terminated, then its grace period covers the preStop pause and the whole configured shutdown', (workload) => {
    const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === workload);
    if (!deployment) throw new Error(`no Deployment/${workload}`);
    const pod = podSpecs(deployment)[0]!;
    const container = list(pod.containers)[0]!;
    const preStopSeconds = tree(tree(tree(container.lifecycle).preStop).sleep).seconds;
    const graceSeconds = (pod.terminationGracePeriodSeconds as number | undefined) ?? DEFAULT_GRACE_SECONDS;
    const timing = shutdownTimingIn(workload, containerEnv(container, objects, anySecret));

    expect(typeof preStopSeconds).toBe('number');
    expect(preStopSeconds).toBeGreaterThanOrEqual(1);
    // The drain steps fit the process's own budget (the schema refuses otherwise) ...
    expect(timing.totalMs).toBeGreaterThan(timing.inFlightGraceMs + timing.outboxFlushMs);
    // ... and the pause plus that budget fit the pod's grace, or SIGKILL would cut the drain short.
    expect(graceSeconds * 1000).toBeGreaterThan((preStopSeconds as number) * 1000 + timing.totalMs);
  });
});

describe('compose.yaml', () => {
  const services = tree(tree(parseYaml(fs.readFileSync(path.join(deploy, 'compose.yaml'), 'utf8'))).services);
  /** `30s`, `1m30s`, `500ms` as compose reads a duration. */
  const durationMs = (value: unknown) =>
    [...String(value).matchAll(/(\d+)(ms|s|m|h)/g)].reduce((sum, [, n, unit]) => sum + Number(n) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as 'ms' | 's' | 'm' | 'h'], 0);

  it.each(WORKLOADS)('When %s is stopped, then compose waits longer than its configured shutdown before killing it', (workload) => {
    const service = tree(services[workload]);
    const env = Object.fromEntries(Object.entries(tree(service.environment)).map(([k, v]) => [k, String(v)]));
    // Docker's default is 10 s, shorter than the drain may take.
    expect(durationMs(service.stop_grace_period)).toBeGreaterThan(shutdownTimingIn(workload, env).totalMs);
  });
});
