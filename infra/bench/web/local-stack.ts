import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The four front ends, built for production (what the gateway serves). */
export function buildFrontEnds(repoRoot: string): void {
  for (const name of ['shell', 'mfe-quiz', 'mfe-autodraft', 'mfe-admin']) {
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', `@quizlink/${name}`], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`build of ${name} failed:\n${result.stdout}${result.stderr}`);
    console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type LocalStack = { url: string; stop(): Promise<void> };

/** The embedded platform (gateway and services in one process) on a free port, with throw-away data. */
export async function startLocalStack(repoRoot: string): Promise<LocalStack> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizlink-bench-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'infra/scripts/run-stack.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), SERVICE_PORT_BASE: String(port + 1000), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the local stack exited during start-up');
    const up = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error('the local stack did not become healthy within 90 s');
}

async function post(url: string, apiPath: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}${apiPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${apiPath}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

export type Visitor = { id: number; name: string };

/** A named visitor (the home page's POST /api/users); each may answer a quiz once. */
export async function createVisitor(url: string, name: string): Promise<Visitor> {
  const visitor = await post(url, '/api/users', { username: name });
  return { id: Number(visitor.id), name };
}

/** The session keys the home page sets for a named visitor. */
export const visitorSession = (visitor: Visitor): Record<string, string> => ({ userId: String(visitor.id), username: visitor.name, userName: visitor.name });

/** Publishes a five-question quiz through the API; returns its access code and a visitor for the session. */
export async function publishSampleQuiz(url: string): Promise<{ accessCode: string; visitor: Visitor }> {
  const creator = await post(url, '/api/users', { username: 'Bench Creator' });
  const questions = ['Colour', 'City', 'Food', 'Pet', 'Season'].map((topic, order) => ({
    text: `My favourite ${topic.toLowerCase()}?`,
    type: 'multiple-choice',
    options: ['A', 'B', 'C', 'D'].map((letter) => `${topic} ${letter}`),
    correctAnswers: [`${topic} A`],
    order,
  }));
  const quiz = await post(url, '/api/quizzes', { creatorId: creator.id, creatorName: 'Bench Creator', timeLimit: null, autoSubmit: true, questions });
  return { accessCode: String(quiz.accessCode), visitor: await createVisitor(url, 'Bench Visitor') };
}
