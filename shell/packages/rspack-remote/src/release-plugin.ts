/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { type MfeName, REMOTE_REGISTRY, type RemoteDescriptor } from '@quizlink/contracts/platform';
import { publishRelease } from './release-folder.ts';

type ReleaseOptions = {
  name: MfeName;
  container: string;
  packageVersion: string;
  routes: string[];
  shared: Record<string, { requiredVersion: string }>;
  /** The remote's dist folder (releases/ and current live there). */
  distDir: string;
};

/**
 * Turns a finished `rspack build` (written to a staging folder) into a release: writes remote.json
 * (name, version = `<package version>-<compilation hash>`, owned routes, accepted shared versions)
 * next to mf-manifest.json, moves the folder to `dist/releases/<version>/` and points `current` at it.
 * The live release is never emptied or rewritten, so there is no window where its files are missing.
 */
export class RemoteReleasePlugin implements RspackPluginInstance {
  private readonly options: ReleaseOptions;

  constructor(options: ReleaseOptions) {
    this.options = options;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('RemoteReleasePlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { name, container, packageVersion, routes, shared, distDir } = this.options;
      const builtDir = compiler.options.output.path as string;
      const version = `${packageVersion}-${(stats.hash ?? String(Date.now())).slice(0, 10)}`;
      const descriptor: RemoteDescriptor = {
        name,
        container,
        version,
        routes,
        shared: Object.fromEntries(Object.entries(shared).map(([module, s]) => [module, s.requiredVersion])),
      };
      fs.writeFileSync(path.join(builtDir, REMOTE_REGISTRY.descriptorFile), `${JSON.stringify(descriptor, null, 2)}\n`);
      publishRelease(distDir, builtDir, version);
      console.log(`${container}: release ${version} published to ${path.relative(process.cwd(), distDir) || '.'}/releases/${version} (current)`);
    });
  }
}
