/**
 * Issue 15, items 3 and 5, with a real service process (shortlink, the lightest) started as its image
 * starts it (`node services/shortlink/src/main.ts`, NODE_ENV=production):
 * - half-configured, it lists everything missing in one message and exits non-zero before listening;
 * - fully configured on a database its migration job has not prepared, it refuses to start (schema check);
 * - after the migration job (`node services/shortlink/src/migrate.ts`), it starts and answers /readyz.
 * Needs MariaDB and Redis (DATABASE_URL, REDIS_URL): production has no embedded fallbacks.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { dropDatabaseAt } from '@quizlink/kit-db';

const repo = path.resolve(import.meta.dirname, '..', '..');
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const ARGON2 = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `node <script>` with only `env` (plus PATH) until it exits, or until `until` matches its stdout. */
function runNode(script: string, env: Record<string, string>, until?: RegExp): Promise<Run & { stop?: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: repo, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} neither exited nor matched in 25 s:\n${stdout}\n${stderr}`));
    }, 25_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until?.test(stdout)) {
        clearTimeout(timer);
        const exited = new Promise<void>((done) => child.once('exit', () => done()));
        resolve({ code: null, stdout, stderr, stop: async () => { child.kill('SIGTERM'); await exited; } });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

describe('a production service refuses to start half-configured', () => {
  it('When NODE_ENV=production and nothing else is set, then one message lists every missing variable and it exits 1 without listening', async () => {
    const run = await runNode('services/shortlink/src/main.ts', { NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual(['DATABASE_URL', 'REDIS_URL', 'SHORTLINK_ADMIN_PASSWORD_HASH']);
    expect(run.stdout).not.toContain('listening');
  });

  it('When the gateway starts in production with loopback defaults, then it names the upstreams and Redis and exits 1', async () => {
    const run = await runNode('gateway/src/main.ts', { NODE_ENV: 'production', QUIZ_SERVICE_URL: 'http://quiz:4101' });
    expect(run.code).toBe(1);
    const names = run.stderr.trim().split('\n').slice(1).map((line) => line.trim().split(':')[0]);
    expect(names).toEqual(['REDIS_URL', 'ATTEMPT_SERVICE_URL', 'GENERATION_SERVICE_URL', 'CONTENT_SERVICE_URL', 'SHORTLINK_SERVICE_URL']);
  });

  it('When the migration job runs in production without DATABASE_URL, then it exits 1 naming it', async () => {
    const run = await runNode('services/shortlink/src/migrate.ts', { NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL: is required in production');
  });
});

(serverUrl && redisUrl ? describe : describe.skip)('production: the migration job first, then the service checks the schema version', () => {
  const databaseUrl = serverUrl ? `${serverUrl.replace(/\/[^/]*$/, '')}/t_prodstart_${randomBytes(4).toString('hex')}` : '';
  afterAll(async () => {
    if (databaseUrl) await dropDatabaseAt(databaseUrl);
  });

  it('When the service starts before its migration job, then it refuses (schema mismatch) and exits 1; after the job it starts', async () => {
    const port = await freePort();
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl!,
      CACHE_KEY_PREFIX: `t-prodstart-${randomBytes(4).toString('hex')}:`,
      SHORTLINK_ADMIN_PASSWORD_HASH: ARGON2,
    };
    const early = await runNode('services/shortlink/src/main.ts', env);
    expect(early.code).toBe(1);
    expect(early.stdout).toContain('Schema mismatch');
    expect(early.stdout).toContain('Run the migration job');
    expect(early.stdout).not.toContain('shortlink service listening');

    const job = await runNode('services/shortlink/src/migrate.ts', { NODE_ENV: 'production', LOG_LEVEL: 'info', DATABASE_URL: databaseUrl });
    expect(job.code).toBe(0);
    expect(job.stdout).toContain('shortlink migrations done');

    const started = await runNode('services/shortlink/src/main.ts', env, /shortlink service listening/);
    try {
      expect(started.stdout).toContain('schema version checked');
      expect(started.stdout).not.toContain('migrations applied');
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    } finally {
      await started.stop?.();
    }
  });
});
