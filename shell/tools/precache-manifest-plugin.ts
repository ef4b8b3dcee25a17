import { createHash } from 'node:crypto';
import type { Compiler } from '@rspack/core';

/** Built files the service worker installs with: the app shell's code, styles, images and manifest. */
const PRECACHED = /\.(js|css|svg|png|webmanifest|html)$/;
const NEVER = /(^|\/)(sw\.js|mf-manifest\.json|mf-stats\.json|index\.html)$|\.map$/;

/**
 * Appends the precache list and a build version to the service worker (`sw.js`): the worker reads
 * them when it installs. Appending keeps the worker's source map valid. The version is a hash of
 * every precached file name (names carry content hashes) plus index.html, so any change to the build
 * installs a new worker.
 */
export class PrecacheManifestPlugin {
  readonly workerFile: string;

  constructor(workerFile = 'sw.js') {
    this.workerFile = workerFile;
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecacheManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const worker = compilation.getAsset(this.workerFile);
        if (!worker) return;
        const files = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => PRECACHED.test(name) && !NEVER.test(name))
          .sort()
          .map((name) => `/${name}`);
        const html = compilation.getAsset('index.html')?.source.source().toString() ?? '';
        const version = createHash('sha256').update(files.join('\n')).update(html).digest('hex').slice(0, 12);
        const appended = `\n;self.QUIZLINK_PRECACHE=${JSON.stringify(files)};self.QUIZLINK_BUILD_VERSION=${JSON.stringify(version)};\n`;
        compilation.updateAsset(this.workerFile, new sources.ConcatSource(worker.source, appended));
      });
    });
  }
}
