/// <reference types="node" />
// Runs in Node at build time: this package sits among the browser packages, so say so.
import { MFE_ROUTE_PREFIXES, mfeBasePath, type MfeName } from '@quizlink/contracts/platform';
import { compatibleRange } from './compatible-range.ts';

export type RemoteOptions = {
  /** The remote's name in contracts (`quiz`, `autodraft`, `admin`): container `mfe_<name>`, served at /mfe/<name>/. */
  name: MfeName;
  /** The remote's package directory (its rspack.config.ts passes `import.meta.dirname`). */
  dir: string;
  /** Port of `npm run dev` when PORT is not set: the shell's dev server proxies /mfe/<name>/ to it. */
  devPort: number;
  /**
   * The remote's package.json dependencies: the versions its shared singletons require. React,
   * react-dom and wouter always; TanStack Query and the platform's page query client when it has them.
   */
  dependencies: { react: string; 'react-dom': string; wouter: string } & Partial<Record<string, string>>;
  /** The remote's package.json version: the first part of each release's version. */
  version?: string;
  /** Page path prefixes the remote owns, written to its remote.json (default: the contracts' list for the name). */
  routes?: readonly string[];
  /** Defaults to process.env: NODE_ENV ('development' for a dev build), PORT, QUIZLINK_GATEWAY_URL. */
  env?: Record<string, string | undefined>;
};

export type SharedSingleton = { singleton: true; requiredVersion: string; strictVersion: true };

export type RemoteSettings = {
  container: string;
  basePath: string;
  production: boolean;
  port: number;
  gatewayUrl: string;
  routes: string[];
  packageVersion: string;
  shared: Record<string, SharedSingleton>;
};

/** The singletons a remote shares with the shell and the package each one's version comes from. */
export const SHARED_SINGLETON_PACKAGES = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  wouter: 'wouter',
  // One query cache per page: the library and the module holding the page's client.
  '@tanstack/react-query': '@tanstack/react-query',
  '@quizlink/platform/query-client': '@quizlink/platform',
} as const;

/**
 * The shared singletons a remote depends on, with the ranges it accepts (`19.3.1` pinned → `^19.3.1`):
 * always React, react-dom and wouter (five entries), plus the query client's two when the remote
 * depends on them.
 */
export function sharedSingletons(dependencies: RemoteOptions['dependencies']): Record<string, SharedSingleton> {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETON_PACKAGES).flatMap(([shared, pkg]) => {
      const declared = dependencies[pkg];
      // strictVersion: a shell whose version is outside the range makes the remote fail to load (its
      // error card) instead of running on a React it was not built for with a console warning.
      return declared === undefined ? [] : [[shared, { singleton: true, requiredVersion: compatibleRange(declared), strictVersion: true }]];
    }),
  );
}

/** Everything about a remote's build that follows from its name, package and environment. */
export function remoteSettings(options: RemoteOptions): RemoteSettings {
  const env = options.env ?? process.env;
  return {
    container: `mfe_${options.name}`,
    basePath: mfeBasePath(options.name),
    production: env.NODE_ENV !== 'development',
    port: Number(env.PORT ?? options.devPort),
    gatewayUrl: env.QUIZLINK_GATEWAY_URL ?? 'http://127.0.0.1:8080',
    routes: [...(options.routes ?? MFE_ROUTE_PREFIXES[options.name])],
    packageVersion: options.version ?? '0.0.0',
    // The same singletons as the shell (shell/src/root-config/shared-modules.ts): one React, one
    // router and one query cache for the whole page.
    shared: sharedSingletons(options.dependencies),
  };
}
