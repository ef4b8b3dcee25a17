/// <reference types="node" />
// Runs in Node at build time: this package sits among the browser packages, so say so.
import { mfeBasePath, type MfeName } from '@quizlink/contracts';

export type RemoteOptions = {
  /** The remote's name in contracts (`quiz`, `autodraft`, `admin`): container `mfe_<name>`, served at /mfe/<name>/. */
  name: MfeName;
  /** The remote's package directory (its rspack.config.ts passes `import.meta.dirname`). */
  dir: string;
  /** Port of `npm run dev` when PORT is not set: the shell's dev server proxies /mfe/<name>/ to it. */
  devPort: number;
  /** The remote's package.json dependencies: the versions its shared singletons require. */
  dependencies: { react: string; 'react-dom': string; wouter: string };
  /** Defaults to process.env: NODE_ENV ('development' for a dev build), PORT, QUIZLINK_GATEWAY_URL. */
  env?: Record<string, string | undefined>;
};

export type RemoteSettings = {
  container: string;
  basePath: string;
  production: boolean;
  port: number;
  gatewayUrl: string;
  shared: Record<string, { singleton: true; requiredVersion: string }>;
};

/** Everything about a remote's build that follows from its name, package and environment. */
export function remoteSettings(options: RemoteOptions): RemoteSettings {
  const env = options.env ?? process.env;
  const { react, 'react-dom': reactDom, wouter } = options.dependencies;
  return {
    container: `mfe_${options.name}`,
    basePath: mfeBasePath(options.name),
    production: env.NODE_ENV !== 'development',
    port: Number(env.PORT ?? options.devPort),
    gatewayUrl: env.QUIZLINK_GATEWAY_URL ?? 'http://127.0.0.1:8080',
    // The same singletons as the shell (shell/src/root-config/shared-modules.ts): one React, one
    // router for the whole page.
    shared: {
      react: { singleton: true, requiredVersion: react },
      'react/jsx-runtime': { singleton: true, requiredVersion: react },
      'react-dom': { singleton: true, requiredVersion: reactDom },
      'react-dom/client': { singleton: true, requiredVersion: reactDom },
      wouter: { singleton: true, requiredVersion: wouter },
    },
  };
}
