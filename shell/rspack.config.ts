/**
 * Shell build: the host app and single-spa root config, served at `/`.
 * The shell is a Module Federation host at run time only (src/root-config/remote-runtime.ts, loaded on
 * the first visit to a remote's path): its own pages never download the federation runtime or
 * single-spa. Remotes are found through their manifests at /mfe/<name>/mf-manifest.json.
 * A second entry builds the service worker (`sw.js`, a fixed name), which gets the precache list of
 * this build appended (tools/precache-manifest-plugin.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { LAYOUT_MESSAGES, MFE_NAMES, mfeBasePath, SHELL_MESSAGES, SITE_SHARE } from '@quizlink/contracts/platform';
import { hashedName, PrecompressPlugin, sourceConfig } from '@quizlink/rspack-remote';
import { PrecacheManifestPlugin } from './tools/precache-manifest-plugin.ts';

const dir = import.meta.dirname;
const production = process.env.NODE_ENV !== 'development';
const port = Number(process.env.PORT ?? 3100);
const gateway = process.env.QUIZLINK_GATEWAY_URL ?? 'http://127.0.0.1:8080';
/** A bundled package's version, offered to the remotes with its shared singleton (src/root-config/shared-modules.ts). */
const installedVersion = (pkg: string): string => JSON.parse(fs.readFileSync(path.join(dir, '..', 'node_modules', pkg, 'package.json'), 'utf8')).version;
const sharedVersions = { reactQuery: installedVersion('@tanstack/react-query'), platform: installedVersion('@quizlink/platform') };

/** Texts of the HTML templates, from contracts (one literal, one place). */
const templateParameters = {
  siteTitle: SITE_SHARE.title,
  siteDescription: SITE_SHARE.description,
  offlineTitle: SHELL_MESSAGES.offlineTitle,
  offlineBody: SHELL_MESSAGES.offlineBody,
  tryAgain: LAYOUT_MESSAGES.tryAgain,
};

const config: Configuration = {
  mode: production ? 'production' : 'development',
  context: dir,
  entry: { main: './src/index.ts', sw: './src/sw/service-worker.ts' },
  devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
  output: {
    path: path.join(dir, 'dist'),
    publicPath: '/',
    // The service worker keeps one name: browsers look for updates at the URL they registered.
    filename: (pathData) => (pathData.chunk?.name === 'sw' ? 'sw.js' : hashedName(production, 'js')),
    chunkFilename: hashedName(production, 'js'),
    cssFilename: hashedName(production, 'css'),
    cssChunkFilename: hashedName(production, 'css'),
    uniqueName: 'shell',
    clean: true,
  },
  // TypeScript, TSX and CSS are compiled the same way as in the remotes.
  ...sourceConfig(production),
  plugins: [
    new rspack.HtmlRspackPlugin({
      template: './public/index.html',
      favicon: './public/favicon.svg',
      publicPath: '/',
      chunks: ['main'],
      templateParameters,
      // Not minified: the gateway replaces the block between <!--ql-meta--> and <!--/ql-meta--> with
      // each page's own share tags (gateway/src/link-preview.ts), so the comments must stay.
      minify: false,
    }),
    new rspack.HtmlRspackPlugin({ template: './public/offline.html', filename: 'offline.html', inject: false, templateParameters }),
    new rspack.CopyRspackPlugin({
      patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/offline.html', '**/favicon.svg'] } }],
    }),
    new rspack.DefinePlugin({ WOUTER_VERSION: JSON.stringify(installedVersion('wouter')), SHARED_VERSIONS: JSON.stringify(sharedVersions) }),
    new PrecacheManifestPlugin('sw.js'),
    // A .br and a .gz copy of each text file, made after sw.js has its precache list; the gateway serves them as they are.
    ...(production ? [new PrecompressPlugin()] : []),
  ],
  devServer: {
    port,
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    // Remotes run on their own dev servers under the same /mfe/<name>/ paths as in production.
    proxy: [
      { context: ['/api', '/short'], target: gateway, changeOrigin: true },
      ...MFE_NAMES.map((name, i) => ({
        context: [mfeBasePath(name)],
        target: process.env[`MFE_${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${port + 1 + i}`,
      })),
    ],
  },
  optimization: {
    splitChunks: {
      // React DOM in a chunk of its own, loaded in parallel with main: each script is evaluated in its
      // own task, so the first load has two shorter main-thread tasks instead of one long one.
      cacheGroups: { reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: (chunk) => chunk.name === 'main', priority: 10, enforce: true } },
    },
  },
  performance: { hints: false },
};

export default config;
