import { blockNetwork } from './no-network.ts';
import { preloadPdfWorker } from './pdf-worker.ts';

/**
 * What every test file of this package runs first: the network guard (any non-loopback connection or
 * lookup fails the test) and pdf.js's worker preloaded. Called explicitly because the package's
 * jest.config.cjs is generated (infra/scripts/sync-tsconfig.mjs) and takes no setup files.
 */
export function prepareTestEnvironment(): void {
  blockNetwork();
  preloadPdfWorker();
}
