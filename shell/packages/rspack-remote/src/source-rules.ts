import type { Configuration } from '@rspack/core';

/**
 * How the shell and every remote compile their own sources: TypeScript and TSX through rspack's
 * built-in swc (React's automatic runtime, dev warnings only in development builds) and CSS as
 * native CSS modules of rspack. node_modules is left as published.
 */
export function sourceConfig(production: boolean): Required<Pick<Configuration, 'resolve' | 'module'>> {
  const swc = (tsx: boolean) => ({
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  });
  return {
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        { test: /\.ts$/, exclude: /node_modules/, ...swc(false), type: 'javascript/auto' },
        { test: /\.tsx$/, exclude: /node_modules/, ...swc(true), type: 'javascript/auto' },
        { test: /\.css$/, type: 'css' },
      ],
    },
  };
}

/** Output file name: content-hashed in production (cached for a year by the gateway), plain in development. */
export const hashedName = (production: boolean, ext: 'js' | 'css'): string =>
  production ? `[name].[contenthash:10].${ext}` : `[name].${ext}`;
