/// <reference types="node" />
/** A minimal remote built by remote-build.test.ts with the real factory and the real rspack CLI. */
import type { Compiler } from '@rspack/core';
import { createRemoteConfig } from '@quizlink/rspack-remote';

/** The last words of a build, as the shell's precache list is: appended to a file at the REPORT stage. */
const LATE_NOTE = '\n/* added at the REPORT stage */\n';

const config = createRemoteConfig({
  name: 'quiz',
  dir: import.meta.dirname,
  devPort: 3999,
  dependencies: { react: '19.3.1', 'react-dom': '19.3.1', wouter: '3.13.0' },
  version: '0.4.2',
  routes: ['/fixture-quiz'],
});

config.plugins = [
  ...(config.plugins ?? []),
  {
    apply(compiler: Compiler) {
      const { Compilation, sources } = compiler.rspack;
      compiler.hooks.thisCompilation.tap('LateNote', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'LateNote', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const entry = compilation.getAsset('remoteEntry.js');
          if (entry) compilation.updateAsset('remoteEntry.js', new sources.ConcatSource(entry.source, LATE_NOTE));
        });
      });
    },
  },
];

export default config;
