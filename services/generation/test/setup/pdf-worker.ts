import path from 'node:path';

/**
 * pdf.js (inside pdf-parse) loads its worker with a dynamic import(), which jest's CommonJS sandbox
 * cannot run; given the worker module up front, it uses it in-process, as it does under plain Node.
 * (The preset compiles pdf-parse's .mjs worker to CommonJS: 'pdf-parse' is in its esmPackages.)
 */
export function preloadPdfWorker(): void {
  const workerPath = path.join(path.dirname(require.resolve('pdf-parse/worker')), '..', 'pdf.worker.mjs');
  const scope = globalThis as { pdfjsWorker?: unknown };
  scope.pdfjsWorker ??= require(workerPath);
}
