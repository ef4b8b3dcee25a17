import fs from 'node:fs';
import path from 'node:path';
import { NETWORK_BLOCKED, takeBlockedAttempts } from './setup/no-network.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

describe('the network guard of these tests', () => {
  it('When a test fetches a public address, then the request fails and the attempt is recorded', async () => {
    await expect(fetch('http://203.0.113.10/')).rejects.toThrow();
    expect(takeBlockedAttempts()).toEqual(['connect 203.0.113.10']);
  });

  it('When a test resolves a public name, then the lookup fails with the guard message', async () => {
    await expect(fetch('https://api.openai.com/v1/models')).rejects.toThrow();
    const attempts = takeBlockedAttempts();
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts[0]).toMatch(/api\.openai\.com/);
  });

  it('When a test calls a loopback server, then it goes through', async () => {
    const http = await import('node:http');
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    server.close();
    expect(NETWORK_BLOCKED).toContain('blocked');
  });

  it('When any test file of this package runs, then it installs the guard first', () => {
    const root = path.join(__dirname, '..');
    const testFiles = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.test.ts') && !f.includes('node_modules'));
    expect(testFiles.length).toBeGreaterThan(10);
    const missing = testFiles.filter((f) => !/^prepareTestEnvironment\(\);$/m.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(missing).toEqual([]);
  });
});
