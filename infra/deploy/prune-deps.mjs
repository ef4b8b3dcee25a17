#!/usr/bin/env node
// Copies what one workspace needs at run time into an output folder, same layout as the repository:
// the workspace's own sources, the local workspaces it depends on (services/kit/*, contracts) and
// the production dependencies of all of them, as installed in node_modules (so native modules such
// as sharp's libvips or sqlite3's binding come along already built, and nothing is downloaded).
//
//   node infra/deploy/prune-deps.mjs <workspace folder> <output folder> [repository root]
//
// Resolution follows Node's: from a package's real folder up through every node_modules to the
// root; workspaces stay symlinks (node_modules/@quizlink/x -> ../../services/kit/x), so Node sees
// their real path outside node_modules and strips their TypeScript types. Dependencies,
// optionalDependencies (when installed) and required peerDependencies (when installed) are followed,
// devDependencies never. Run inside the image build (Dockerfiles) or on the host to inspect.
import fs from 'node:fs';
import path from 'node:path';

const [workspaceArg, outArg, rootArg = process.cwd()] = process.argv.slice(2);
if (!workspaceArg || !outArg) {
  console.error('usage: prune-deps.mjs <workspace folder> <output folder> [repository root]');
  process.exit(2);
}
const root = fs.realpathSync(path.resolve(rootArg));
const out = path.resolve(outArg);

/**
 * What a workspace's image never needs: at its top level, tests, build output (tsc's build/types),
 * local data and test tooling; anywhere, nested node_modules (resolved separately) and unit tests.
 */
const WORKSPACE_SKIP = /^(node_modules|test|tests|coverage|data|dist|build|jest\.config\.c?js|tsconfig[^/]*\.json|[^/]*\.tsbuildinfo|\.env[^/]*)$|(^|\/)(node_modules|__tests__)$|\.test\.tsx?$/;
/** Inside installed packages: source maps, docs and declarations are never loaded at run time. */
const PACKAGE_SKIP = /(^|\/)node_modules$|\.(map|md|markdown)$|\.d\.[mc]?ts$|(^|\/)__tests__$/i;
/** Packages whose build inputs are large and useless once built. */
const PACKAGE_EXTRA_SKIP = { sqlite3: /^(deps|src)(\/|$)|^build\/(?!Release$|Release\/node_sqlite3\.node$)/ };

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const rel = (abs) => path.relative(root, abs);

/** Node's lookup: <dir>/node_modules/<name>, then each parent's, up to the repository root. */
function resolveFrom(fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    }
    if (dir === root || !dir.startsWith(root)) return null;
  }
}

const packages = new Map(); // real folder -> { workspace: boolean }
const links = new Map(); // symlink path (under node_modules) -> real folder
const missing = [];

function visit(realDir, workspace) {
  if (packages.has(realDir)) return;
  packages.set(realDir, { workspace });
  const manifest = readJson(path.join(realDir, 'package.json'));
  const required = Object.keys({ ...manifest.dependencies });
  // A peer marked optional is the host's choice: it comes along only if something depends on it.
  const peers = Object.keys({ ...manifest.peerDependencies }).filter((name) => !manifest.peerDependenciesMeta?.[name]?.optional);
  const optional = [...Object.keys({ ...manifest.optionalDependencies }), ...peers];
  for (const [names, isOptional] of [[required, false], [optional, true]]) {
    for (const name of names) {
      const found = resolveFrom(realDir, name);
      if (!found) {
        if (!isOptional) missing.push(`${name} (from ${rel(realDir) || '.'})`);
        continue;
      }
      const real = fs.realpathSync(found);
      if (!real.startsWith(root)) throw new Error(`${found} points outside the repository`);
      if (fs.lstatSync(found).isSymbolicLink()) links.set(found, real);
      visit(real, !rel(real).split(path.sep).includes('node_modules'));
    }
  }
}

const start = fs.realpathSync(path.resolve(root, workspaceArg));
visit(start, true);
if (missing.length > 0) {
  console.error(`prune-deps: not installed: ${missing.join(', ')} (run npm install first)`);
  process.exit(1);
}

let files = 0;
let bytes = 0;
for (const [dir, { workspace }] of packages) {
  const skip = workspace ? WORKSPACE_SKIP : PACKAGE_SKIP;
  const extra = workspace ? undefined : PACKAGE_EXTRA_SKIP[readJson(path.join(dir, 'package.json')).name];
  fs.cpSync(dir, path.join(out, rel(dir)), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const inside = path.relative(dir, source).split(path.sep).join('/');
      if (inside === '') return true;
      if (skip.test(inside) || extra?.test(inside)) return false;
      const stat = fs.lstatSync(source);
      if (stat.isFile()) {
        files += 1;
        bytes += stat.size;
      }
      return true;
    },
  });
}
for (const [link, real] of links) {
  const target = path.join(out, rel(link));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.rmSync(target, { recursive: true, force: true });
  fs.symlinkSync(path.relative(path.dirname(link), real), target);
}
const workspaces = [...packages].filter(([, p]) => p.workspace).map(([dir]) => rel(dir));
console.log(
  `prune-deps: ${rel(start)}: ${workspaces.length} workspaces (${workspaces.join(', ')}), ` +
    `${packages.size - workspaces.length} packages, ${files} files, ${(bytes / 1e6).toFixed(1)} MB -> ${out}`,
);
