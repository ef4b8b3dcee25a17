// The design system's stylesheet ships with every remote (bundled into its ./spa CSS): a remote deployed
// alone, or loaded before the shell's styles, still looks right. Inside the shell it is the same rules twice.
import '@quizlink/ui/styles.css';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycleFn } from 'single-spa';
import { AreaError } from './AreaError.tsx';

export type RemoteLifecycles = { bootstrap: LifeCycleFn<object>; mount: LifeCycleFn<object>; unmount: LifeCycleFn<object> };

/**
 * The single-spa lifecycles a remote exposes as `mfe_<name>/spa`, rendering `Root` with the area
 * error screen as its error boundary. React and ReactDOMClient are imported here by their shared
 * names, so inside the shell they are the shell's singletons (the remote's Module Federation
 * `shared`); the shell passes the container element as the `domElement` prop.
 */
export function createRemoteLifecycles(Root: React.FunctionComponent): RemoteLifecycles {
  const { bootstrap, mount, unmount } = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: () => <AreaError />,
  });
  return { bootstrap, mount, unmount };
}
