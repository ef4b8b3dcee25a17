import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as wouter from 'wouter';
import * as reactQuery from '@tanstack/react-query';
import * as pageQuery from '@quizlink/platform/query-client';

/**
 * The singletons every remote shares with the shell (one React, one router, one query cache for the
 * whole page). The shell hands over the very modules it already runs, so a remote never downloads its
 * own copy; the remotes declare the same as `shared: { singleton }` in their Module Federation builds.
 * TanStack Query travels with the module holding the page's QueryClient (`@quizlink/platform/query-client`):
 * the shell creates that client when the federation runtime starts, and every remote's provider uses it.
 * Versions are the ones actually bundled (wouter's, TanStack Query's and the platform's are injected by the build).
 */
type SharedModule = { name: string; version: string; lib: () => unknown };

export const SHARED_MODULES: readonly SharedModule[] = [
  { name: 'react', version: React.version, lib: () => React },
  { name: 'react/jsx-runtime', version: React.version, lib: () => jsxRuntime },
  { name: 'react-dom', version: ReactDOM.version, lib: () => ReactDOM },
  { name: 'react-dom/client', version: ReactDOM.version, lib: () => ReactDOMClient },
  { name: 'wouter', version: WOUTER_VERSION, lib: () => wouter },
  { name: '@tanstack/react-query', version: SHARED_VERSIONS.reactQuery, lib: () => reactQuery },
  { name: '@quizlink/platform/query-client', version: SHARED_VERSIONS.platform, lib: () => pageQuery },
];
