import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IDLE_FALLBACK_DELAY_MS, lazyPage, preloadPages, whenIdle, type LazyPage } from './lazy-page.tsx';

type Greeting = { name: string };
const LOADING = 'Loading...';
const fallback = <output>{LOADING}</output>;
const greeting = ({ name }: Greeting) => <h1>Hello {name}</h1>;

/** A chunk that arrives when the test says so, and counts how often it was asked for. */
function controlledChunk<P extends object>() {
  const chunk = { requests: 0, arrive: (_page: ComponentType<P>) => undefined as void, fail: (_error: Error) => undefined as void };
  const load = () => {
    chunk.requests += 1;
    return new Promise<ComponentType<P>>((resolve, reject) => {
      chunk.arrive = resolve;
      chunk.fail = reject;
    });
  };
  return { chunk, load };
}

/** Lets idle callbacks (jsdom has no requestIdleCallback: the fallback's timer) and the promises they start run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, IDLE_FALLBACK_DELAY_MS + 20)));

describe('lazyPage', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  test('When a page is first shown, then the fallback stands in until its chunk arrives; afterwards it renders at once', async () => {
    const { chunk, load } = controlledChunk<Greeting>();
    const Page = lazyPage(load, { fallback });

    const first = render(<Page name="Ana" />);
    expect(screen.getByRole('status').textContent).toBe(LOADING);
    await act(async () => chunk.arrive(greeting));
    expect(screen.getByRole('heading', { name: 'Hello Ana' })).toBeTruthy();
    first.unmount();

    render(<Page name="Bo" />);
    expect(screen.getByRole('heading', { name: 'Hello Bo' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(chunk.requests).toBe(1);
  });

  test('When a page was preloaded, then its first render shows it at once, without the fallback', async () => {
    const { chunk, load } = controlledChunk<Greeting>();
    const Page = lazyPage(load, { fallback });
    const preloading = Page.preload();
    chunk.arrive(greeting);
    await preloading;

    render(<Page name="Cy" />);
    expect(screen.getByRole('heading', { name: 'Hello Cy' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('When preloads overlap, then the chunk is asked for once; when one fails, the next asks again', async () => {
    const { chunk, load } = controlledChunk<Greeting>();
    const Page = lazyPage(load, { fallback });
    const first = Page.preload();
    const second = Page.preload();
    chunk.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(second).rejects.toThrow('offline');
    expect(chunk.requests).toBe(1);

    const third = Page.preload();
    chunk.arrive(greeting);
    await third;
    expect(chunk.requests).toBe(2);
    render(<Page name="Di" />);
    expect(screen.getByRole('heading', { name: 'Hello Di' })).toBeTruthy();
  });

  test('When a page has rendered, then the next screens it names are fetched once the browser is idle — not while its own chunk is still loading', async () => {
    const next = controlledChunk<Greeting>();
    const NextPage = lazyPage(next.load, { fallback });
    const current = controlledChunk<Greeting>();
    const Page = lazyPage(current.load, { fallback, next: () => [NextPage] });

    render(<Page name="Ed" />);
    await settle();
    expect(next.chunk.requests).toBe(0);

    await act(async () => current.chunk.arrive(greeting));
    await settle();
    expect(next.chunk.requests).toBe(1);
  });

  test('When the visitor asked to save data, then no next screen is fetched ahead', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const next = controlledChunk<Greeting>();
    const NextPage = lazyPage(next.load, { fallback });
    const Page = lazyPage(async () => greeting, { fallback, next: () => [NextPage] });
    await Page.preload();

    render(<Page name="Flo" />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Hello Flo' })).toBeTruthy();
    expect(next.chunk.requests).toBe(0);
  });

  test('When the page goes away before the browser is idle, then its next screens are not fetched', async () => {
    const next = controlledChunk<Greeting>();
    const NextPage = lazyPage(next.load, { fallback });
    const Page = lazyPage(async () => greeting, { fallback, next: () => [NextPage] });
    await Page.preload();

    render(<Page name="Gus" />).unmount();
    await settle();
    expect(next.chunk.requests).toBe(0);
  });
});

describe('preloadPages and whenIdle', () => {
  test('When a preload fails, then nothing is thrown or left unhandled', async () => {
    const failing: LazyPage = Object.assign(() => null, { preload: () => Promise.reject(new Error('offline')) });
    expect(() => preloadPages([failing])).not.toThrow();
    await settle();
  });

  test('When requestIdleCallback exists, then the task waits for it, and cancelling drops it', () => {
    const callbacks = new Map<number, () => void>();
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: () => void) => {
        callbacks.set(callbacks.size + 1, callback);
        return callbacks.size;
      },
    });
    Object.defineProperty(window, 'cancelIdleCallback', { configurable: true, value: (handle: number) => callbacks.delete(handle) });
    try {
      const ran: string[] = [];
      whenIdle(() => ran.push('kept'));
      const cancel = whenIdle(() => ran.push('cancelled'));
      cancel();
      for (const callback of callbacks.values()) callback();
      expect(ran).toEqual(['kept']);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });
});
