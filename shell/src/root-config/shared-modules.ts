import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import * as wouter from 'wouter';

/**
 * The singletons every remote shares with the shell (one React, one router for the whole page). The
 * shell hands over the very modules it already runs, so a remote never downloads its own copy; the
 * remotes declare the same five as `shared: { singleton }` in their Module Federation builds.
 * Versions are the ones actually bundled (wouter's is injected by the build).
 */
type SharedModule = { name: string; version: string; lib: () => unknown };

export const SHARED_MODULES: readonly SharedModule[] = [
  { name: 'react', version: React.version, lib: () => React },
  { name: 'react/jsx-runtime', version: React.version, lib: () => jsxRuntime },
  { name: 'react-dom', version: ReactDOM.version, lib: () => ReactDOM },
  { name: 'react-dom/client', version: ReactDOM.version, lib: () => ReactDOMClient },
  { name: 'wouter', version: WOUTER_VERSION, lib: () => wouter },
];
