import { act } from '@testing-library/react';
import type { AppProps } from 'single-spa';

type Lifecycle = (props: AppProps) => Promise<unknown>;

/**
 * Runs a single-spa lifecycle the way the shell does, for jest: React renders inside act(), and the
 * lifecycle's promise settles after that render, so it is awaited outside.
 */
export async function runLifecycle(lifecycle: Lifecycle, appProps: AppProps): Promise<void> {
  let settled: Promise<unknown> = Promise.resolve();
  await act(async () => {
    settled = lifecycle(appProps);
  });
  await settled;
}

/** The props single-spa hands a remote's lifecycles, with the container element the shell owns. */
export const lifecycleProps = (name: string, domElement: HTMLElement): AppProps =>
  ({ name, singleSpa: {}, mountParcel: () => undefined, domElement }) as unknown as AppProps;

/**
 * Mounts a remote's lifecycles as the shell would after navigating to `path`: into a fresh container
 * in the page, bootstrap then mount. `unmount()` runs the remote's unmount on the same container.
 */
export async function mountRemote(
  lifecycles: { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle },
  at: { name: string; path?: string },
): Promise<{ container: HTMLElement; unmount(): Promise<void> }> {
  if (at.path) window.history.replaceState(null, '', at.path);
  const container = document.createElement('div');
  document.body.append(container);
  const props = lifecycleProps(at.name, container);
  await lifecycles.bootstrap(props);
  await runLifecycle(lifecycles.mount, props);
  return { container, unmount: () => runLifecycle(lifecycles.unmount, props) };
}
