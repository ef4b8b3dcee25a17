/// <reference types="node" />
// Runs in Node at build time: this package sits among the browser packages, so say so.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteSettings, type RemoteOptions } from './remote-settings.ts';
import { PrecompressPlugin } from './precompress-plugin.ts';
import { RemoteReleasePlugin } from './release-plugin.ts';
import { hashedName, sourceConfig } from './source-rules.ts';

/** Where a build is written before it becomes a release (same disk as releases/, so a rename moves it). */
export const STAGING_DIR = '.staging';

// `rspack serve` keeps the build in memory and serves it at /mfe/<name>/; `rspack build` makes a release.
const serving = process.argv.includes('serve') || process.argv.includes('dev');

/**
 * The build of a micro-frontend: the Module Federation remote `mfe_<name>`, exposing only `./spa`
 * (single-spa lifecycles). Everything is served under /mfe/<name>/ (publicPath 'auto' finds it at run
 * time); the shell reads /mfe/<name>/mf-manifest.json. index.html + main.js are the standalone page
 * for `npm run dev`.
 */
export function createRemoteConfig(options: RemoteOptions): Configuration {
  const { container, basePath, production, port, gatewayUrl, shared, routes, packageVersion } = remoteSettings(options);
  const distDir = path.join(options.dir, 'dist');
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(distDir, STAGING_DIR),
      publicPath: 'auto',
      filename: hashedName(production, 'js'),
      chunkFilename: hashedName(production, 'js'),
      cssFilename: hashedName(production, 'css'),
      cssChunkFilename: hashedName(production, 'css'),
      uniqueName: container,
      clean: true,
    },
    ...sourceConfig(production),
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes: { './spa': './src/spa.tsx' },
        shared,
        // Same strategy as the shell (see shell/rspack.config.ts).
        shareStrategy: 'loaded-first',
        manifest: true,
        // Types come from TypeScript project references, not from downloaded d.ts bundles.
        dts: false,
      }),
      // Standalone page only: the shell never loads it. In a release its files are next to it.
      new rspack.HtmlRspackPlugin({ template: './public/index.html', publicPath: serving ? basePath : '', chunks: ['main'] }),
      // A release carries a .br and a .gz copy of each text file, which the gateway serves as they are.
      ...(serving ? [] : [new RemoteReleasePlugin({ name: options.name, container, packageVersion, routes, shared, distDir }), new PrecompressPlugin()]),
    ],
    devServer: {
      port,
      hot: false,
      liveReload: true,
      static: false,
      // Same paths as behind the gateway, so the shell's dev server can proxy /mfe/<name>/ here.
      devMiddleware: { publicPath: basePath },
      historyApiFallback: { index: `${basePath}index.html` },
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/short'], target: gatewayUrl, changeOrigin: true }],
    },
    performance: { hints: false },
  };
}
