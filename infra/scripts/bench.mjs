#!/usr/bin/env node
/**
 * `npm run bench -- <name> [flags]`: runs infra/bench/<name>.bench.ts with the flags, which prints its
 * figures (every `*.bench.ts` there is found: leaderboard, generation, draft-quality, web, load; infra/bench/README.md).
 * Benchmarks measure; they never fail a build. `npm run bench` alone lists them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { assertNodeVersion, ensureDependencies, repoRoot } from './lib/prepare.mjs';

assertNodeVersion();
const benchDir = path.join(repoRoot, 'infra', 'bench');
const available = fs.readdirSync(benchDir).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace(/\.bench\.ts$/, ''));
const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  console.log(`usage: npm run bench -- <name>   (available: ${available.join(', ') || 'none'})`);
  process.exit(name ? 1 : 0);
}
ensureDependencies();
const r = spawnSync(process.execPath, [path.join(benchDir, `${name}.bench.ts`), ...args], { cwd: repoRoot, stdio: 'inherit' });
process.exit(r.status ?? 1);
