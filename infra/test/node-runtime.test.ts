/**
 * The Node flags of every QuizLink process (infra/scripts/lib/node-runtime.mjs): a fixed 1 GB old generation
 * where nothing limits the process's memory, a share of the limit where something does, so that V8, not the
 * kernel, is what stops a heap that keeps growing in a container.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { HEAP_LIMIT_MB, HEAP_SHARE_OF_MEMORY_LIMIT_PERCENT, NODE_RUNTIME_FLAGS, NODE_RUNTIME_FLAGS_UNDER_MEMORY_LIMIT, nodeRuntimeFlags, YOUNG_GENERATION_MB } from '../scripts/lib/node-runtime.mjs';

const MIB = 1024 * 1024;
const RUNTIME_MODULE = path.resolve(import.meta.dirname, '../scripts/lib/node-runtime.mjs');
const MACHINE = 24 * 1024 * MIB;

/** What a Node process started with `nodeOptions` sees: its heap limit and the memory it may use, in MiB. */
function heapOf(nodeOptions: string, prefix: string[] = []): { heapLimitMi: number; availableMi: number } {
  const script = "const v8=require('node:v8');const os=require('node:os');console.log(JSON.stringify({heapLimitMi:v8.getHeapStatistics().heap_size_limit/1048576,availableMi:Math.min(process.constrainedMemory()||Infinity,os.totalmem())/1048576}))";
  const command = [...prefix, process.execPath, '-e', script];
  const result = spawnSync(command[0]!, command.slice(1), { env: { ...process.env, NODE_OPTIONS: nodeOptions }, encoding: 'utf8' });
  expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  return JSON.parse(result.stdout) as { heapLimitMi: number; availableMi: number };
}

const CGROUP_DIR = path.join('/sys/fs/cgroup/memory', `quizlink-heap-test-${process.pid}`);

/** Makes a cgroup v1 memory group of `limitMi` (root only); false where this machine does not let the test. */
function makeMemoryCgroup(limitMi: number): boolean {
  try {
    fs.mkdirSync(CGROUP_DIR);
    fs.writeFileSync(path.join(CGROUP_DIR, 'memory.limit_in_bytes'), String(limitMi * MIB));
    return true;
  } catch {
    removeMemoryCgroup();
    return false;
  }
}

function removeMemoryCgroup(): void {
  if (fs.existsSync(CGROUP_DIR)) fs.rmdirSync(CGROUP_DIR);
}

/** The command prefix that runs a program inside the group. */
const IN_CGROUP = ['sh', '-c', `echo $$ > ${CGROUP_DIR}/tasks && exec "$0" "$@"`];
const inMemoryCgroup = makeMemoryCgroup(512) ? it : it.skip;
afterAll(removeMemoryCgroup);

describe('nodeRuntimeFlags: the flags `npm start` gives its processes', () => {
  it('When nothing limits the memory (or the limit is unknown), then the old generation gets 1 GB', () => {
    expect(nodeRuntimeFlags({ limitBytes: 2 ** 64, machineBytes: MACHINE })).toEqual(NODE_RUNTIME_FLAGS);
    expect(nodeRuntimeFlags({ limitBytes: 0, machineBytes: MACHINE })).toEqual(NODE_RUNTIME_FLAGS);
    expect(NODE_RUNTIME_FLAGS).toContain('--max-old-space-size=1024');
  });

  it('When a 512 MiB limit holds the process, then the old generation gets half of it, not 1 GB', () => {
    expect(nodeRuntimeFlags({ limitBytes: 512 * MIB, machineBytes: MACHINE })).toEqual(['--max-semi-space-size=16', '--max-old-space-size=256']);
  });

  it('When the limit is large enough that half of it passes 1 GB, then 1 GB stays', () => {
    expect(nodeRuntimeFlags({ limitBytes: 4096 * MIB, machineBytes: MACHINE })).toEqual(NODE_RUNTIME_FLAGS);
  });
});

describe('the flags as Node takes them', () => {
  it('When a process runs with the pods\' NODE_OPTIONS, then its old generation is half the memory it may use, and the young generation 48 MB', () => {
    const { heapLimitMi, availableMi } = heapOf(NODE_RUNTIME_FLAGS_UNDER_MEMORY_LIMIT.join(' '));
    expect(Math.abs(heapLimitMi - YOUNG_GENERATION_MB - (availableMi * HEAP_SHARE_OF_MEMORY_LIMIT_PERCENT) / 100)).toBeLessThan(2);
  });

  it("When a process runs with the images' NODE_OPTIONS, then its heap limit is 1 GB and the young generation", () => {
    expect(heapOf(NODE_RUNTIME_FLAGS.join(' ')).heapLimitMi).toBe(HEAP_LIMIT_MB + YOUNG_GENERATION_MB);
  });

  inMemoryCgroup("When a 512 MiB cgroup holds the process (root and cgroup v1), then the pods' flags and `npm start`'s keep the heap within it, and the fixed 1 GB would not", () => {
    try {
      expect(heapOf(NODE_RUNTIME_FLAGS_UNDER_MEMORY_LIMIT.join(' '), IN_CGROUP)).toEqual({ heapLimitMi: 256 + YOUNG_GENERATION_MB, availableMi: 512 });
      expect(heapOf(NODE_RUNTIME_FLAGS.join(' '), IN_CGROUP).heapLimitMi).toBe(HEAP_LIMIT_MB + YOUNG_GENERATION_MB);
      const launcherFlags = spawnSync(IN_CGROUP[0]!, [...IN_CGROUP.slice(1), process.execPath, '--input-type=module', '-e', `import { nodeRuntimeFlags } from ${JSON.stringify(RUNTIME_MODULE)}; console.log(JSON.stringify(nodeRuntimeFlags()))`], { encoding: 'utf8' });
      expect(JSON.parse(launcherFlags.stdout) as string[]).toEqual(['--max-semi-space-size=16', '--max-old-space-size=256']);
    } finally {
      removeMemoryCgroup();
    }
  });
});
