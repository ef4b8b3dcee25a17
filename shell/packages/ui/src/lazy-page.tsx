import { Suspense, lazy, useEffect, type ComponentType, type ReactNode } from 'react';

/** A page whose code is fetched the first time it is shown, and the way to fetch it ahead of time. */
// oxlint-disable-next-line typescript/no-explicit-any -- a page of any props: only its preload is called
export type LazyPage<P extends object = any> = ComponentType<P> & {
  /** Fetches the page's chunk (once; again after a failure). Resolves when it is there. */
  preload: () => Promise<void>;
};

export type LazyPageOptions = {
  /** Shown until the page's chunk is there. */
  fallback: ReactNode;
  /**
   * The screens a visitor most likely opens next from this one (a player's results after the answer
   * screen): their chunks are fetched once this page has rendered and the browser is idle, so the
   * next screen shows at once instead of behind the fallback. Not when the visitor asked to save data.
   */
  next?: () => readonly LazyPage[];
};

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};
type DataSaverNavigator = Navigator & { connection?: { saveData?: boolean } };

/** The latest an idle preload waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;
/** Where requestIdleCallback is missing (Safari): a head start for the page's own requests instead. */
export const IDLE_FALLBACK_DELAY_MS = 200;

/** Runs `task` when the browser is idle (after a short delay where requestIdleCallback is missing); the returned function cancels it. */
export function whenIdle(task: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}

/** Whether the visitor asked the browser to save data (Save-Data, `navigator.connection.saveData`). */
export const savesData = (): boolean => (navigator as DataSaverNavigator).connection?.saveData === true;

/** Fetches pages' chunks now and says nothing of a failure: the page fetches its chunk again when shown. */
export function preloadPages(pages: readonly LazyPage[]): void {
  for (const page of pages) void page.preload().catch(() => undefined);
}

/** Inside the page's Suspense boundary, so its effect runs only once the page itself has rendered. */
function PreloadWhenIdle({ pages }: { pages: () => readonly LazyPage[] }) {
  useEffect(() => (savesData() ? undefined : whenIdle(() => preloadPages(pages()))), [pages]);
  return null;
}

/**
 * One chunk per screen, shown behind `fallback` until it arrives. The element tree is always Suspense >
 * lazy page, so a page is never remounted when its chunk arrives. A chunk fetched ahead (`preload`, or
 * as another page's `next`) is handed to React.lazy as an already-settled thenable, which React reads
 * synchronously: the page renders at once, with no fallback — and so none of the ~300 ms that React
 * holds a fallback on screen once it has shown it.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, opts: LazyPageOptions): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPage = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // oxlint-disable-next-line unicorn/no-thenable -- React.lazy reads a thenable that settles synchronously without suspending: that is the point
  const settled = (component: ComponentType<P>) => ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }) });
  const Suspended = lazy(() => (loaded ? (settled(loaded) as unknown as Promise<{ default: ComponentType<P> }>) : fetchPage().then((component) => ({ default: component }))));
  const { next } = opts;
  const Page = (props: P) => (
    <Suspense fallback={opts.fallback}>
      <Suspended {...(props as P & React.JSX.IntrinsicAttributes)} />
      {next ? <PreloadWhenIdle pages={next} /> : null}
    </Suspense>
  );
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}
