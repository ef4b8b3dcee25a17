/// <reference types="node" />
// Runs in Node at build time: this package sits among the browser packages, so say so.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteSettings, type RemoteOptions } from './remote-settings.ts';
import { hashedName, sourceConfig } from './source-rules.ts';

/**
 * The build of a micro-frontend: the Module Federation remote `mfe_<name>`, exposing only `./spa`
 * (single-spa lifecycles). Everything is served under /mfe/<name>/ (publicPath 'auto' finds it at run
 * time); the shell reads /mfe/<name>/mf-manifest.json. index.html + main.js are the standalone page
 * for `npm run dev`.
 */
export function createRemoteConfig(options: RemoteOptions): Configuration {
  const { container, basePath, production, port, gatewayUrl, shared } = remoteSettings(options);
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
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
      // Standalone page only: the shell never loads it.
      new rspack.HtmlRspackPlugin({ template: './public/index.html', publicPath: basePath, chunks: ['main'] }),
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
