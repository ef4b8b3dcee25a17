/**
 * Every slice as its pod would run: the production overlay rendered, each Deployment's and migration
 * Job's command (the container's `command`, else its image's CMD from the Dockerfile) and environment
 * (the image's ENV, then the ConfigMap, literals and the Secret's keys, as the kubelet builds it).
 * One host has no cluster DNS and no pod IPs, so `localize` changes addresses only: each workload gets
 * a free loopback port, and `http://<service>:<port>` becomes `http://127.0.0.1:<its port>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { containerEnv, list, podSpecs, renderOverlay, type K8sObject } from '../k8s-render.ts';

export const SERVICES = ['quiz', 'attempt', 'generation', 'content', 'shortlink'] as const;
export const WORKLOADS = [...SERVICES, 'gateway'] as const;
export type Workload = (typeof WORKLOADS)[number];

export type ProcessSpec = { name: string; command: string[]; env: Record<string, string> };

const folderOf = (workload: Workload) => (workload === 'gateway' ? 'gateway' : `services/${workload}`);

/** One `KEY=value` of an ENV line: the value bare, or in double quotes (spaces and `\"` inside). */
const ENV_PAIR = /([A-Za-z_][A-Za-z0-9_]*)=(?:"((?:[^"\\]|\\.)*)"|(\S*))/g;

/** The variables of a Dockerfile's `ENV A=1 B="two words"` lines, as the image's environment holds them (quotes removed). */
export function envOfDockerfile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.match(/^ENV .+$/gm) ?? []) {
    for (const [, key, quoted, bare] of line.slice(4).matchAll(ENV_PAIR)) {
      env[key!] = quoted === undefined ? (bare ?? '') : quoted.replace(/\\(.)/g, '$1');
    }
  }
  return env;
}

/** The image's ENV and CMD, read from the workload's Dockerfile (`ENV A=1 B=2`, `CMD ["node", …]`). */
export function imageDefaults(repo: string, workload: Workload): { env: Record<string, string>; cmd: string[] } {
  const text = fs.readFileSync(path.join(repo, folderOf(workload), 'Dockerfile'), 'utf8');
  const env = envOfDockerfile(text);
  const cmdLine = text.match(/^CMD (\[.+\])$/m)?.[1];
  if (!cmdLine) throw new Error(`${folderOf(workload)}/Dockerfile has no CMD [...]`);
  return { env, cmd: JSON.parse(cmdLine) as string[] };
}

function container(objects: K8sObject[], kind: string, name: string) {
  const object = objects.find((o) => o.kind === kind && o.metadata.name === name);
  const found = object ? list(podSpecs(object)[0]?.containers)[0] : undefined;
  if (!found) throw new Error(`the overlay renders no ${kind}/${name} with a container`);
  return found;
}

function processSpec(repo: string, objects: K8sObject[], kind: string, name: string, workload: Workload, secrets: Record<string, string>): ProcessSpec {
  const c = container(objects, kind, name);
  const image = imageDefaults(repo, workload);
  const command = Array.isArray(c.command) ? (c.command as string[]) : image.cmd;
  return { name, command, env: { ...image.env, ...containerEnv(c, objects, secrets) } };
}

/** The migration Jobs and the Deployments of an overlay, with their commands and environments. */
export function renderWorkloads(repo: string, overlay: string, secrets: Record<string, string>) {
  const objects = renderOverlay(path.join(repo, 'infra/deploy/k8s/overlays', overlay));
  return {
    jobs: SERVICES.map((s) => processSpec(repo, objects, 'Job', `migrate-${s}`, s, secrets)),
    deployments: WORKLOADS.map((w) => processSpec(repo, objects, 'Deployment', w, w, secrets)),
  };
}

/** Loopback addresses for one host: PORT and HOST, and every `http://<workload>:<port>` in a value. */
export function localize(spec: ProcessSpec, ports: Record<Workload, number>): ProcessSpec {
  const service = new RegExp(`\\bhttp://(${WORKLOADS.join('|')}):\\d+`, 'g');
  const env = Object.fromEntries(Object.entries(spec.env).map(([k, v]) => [k, v.replace(service, (_m, name: Workload) => `http://127.0.0.1:${ports[name]}`)]));
  const own = (WORKLOADS as readonly string[]).includes(spec.name) ? ports[spec.name as Workload] : undefined;
  return { ...spec, env: { ...env, HOST: '127.0.0.1', ...(own === undefined ? {} : { PORT: String(own) }) } };
}
