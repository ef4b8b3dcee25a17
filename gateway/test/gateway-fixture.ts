import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { MfeName, ServiceName } from '@quizlink/contracts/platform';
import { baseUrlOf, listen, type TrustProxy } from '@quizlink/kit-http';
import { closeServer } from '@quizlink/kit-lifecycle';
import { createGateway, type GatewayOptions } from '../src/index.ts';
import { capturingLogger } from './stand-in-services.ts';

export type StartedGateway = {
  url: string;
  lines: Array<Record<string, unknown>>;
  close(): Promise<void>;
};

export type DistFolders = { root: string; shell: string; mfe: Record<MfeName, string> };

/** Folders that do not exist: a gateway started on them serves no front end at all. */
export function missingDists(): DistFolders {
  const root = path.join(os.tmpdir(), `gateway-no-dist-${process.pid}-${Date.now()}`);
  return {
    root,
    shell: path.join(root, 'shell'),
    mfe: { quiz: path.join(root, 'quiz'), autodraft: path.join(root, 'autodraft'), admin: path.join(root, 'admin') },
  };
}

/** Starts a gateway on 127.0.0.1, a free port, logging into `lines`. */
export async function startGateway(opts: {
  upstreams: Record<ServiceName, string>;
  dists?: DistFolders;
  timeoutMs?: number;
  maxLiveStreams?: number;
  trustProxy?: TrustProxy;
  /** Remotes served from another origin (MFE_<NAME>_URL). */
  mfeUrls?: Partial<Record<MfeName, string>>;
  /** Embedded mode: services whose apps take their requests in this process. */
  inProcess?: GatewayOptions['inProcess'];
  /** Per-client API limits (createGatewayRateLimits); default: the gateway's own, in memory. */
  rateLimits?: GatewayOptions['rateLimits'];
}): Promise<StartedGateway> {
  const { logger, lines } = capturingLogger();
  const dists = opts.dists ?? missingDists();
  const app = createGateway({
    upstreams: opts.upstreams,
    static: { shell: dists.shell, mfe: dists.mfe, mfeUrls: opts.mfeUrls },
    timeoutMs: opts.timeoutMs ?? 5000,
    maxLiveStreams: opts.maxLiveStreams,
    trustProxy: opts.trustProxy,
    inProcess: opts.inProcess,
    rateLimits: opts.rateLimits,
    logger,
  });
  const server = await listen(app, { port: 0, host: '127.0.0.1' });
  return { url: baseUrlOf(server), lines, close: () => closeServer(server, 100) };
}

/** Writes a file, creating its folder. */
export function writeFile(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * A GET sent exactly as written. fetch() resolves dot segments before sending (hiding what the gateway
 * does with `/api/x/../y`) and adds `cache-control: no-cache` to conditional requests.
 */
export function rawGet(
  baseUrl: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
