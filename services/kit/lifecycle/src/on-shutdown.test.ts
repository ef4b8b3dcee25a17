import { createLogger } from '@quizlink/kit-logger';
import { isShuttingDown, onShutdown } from './index.ts';

const logger = createLogger({ service: 'lifecycle-test', level: 'silent' });

function waitForExit(): { exit: (code: number) => void; code: Promise<number> } {
  let resolveCode!: (code: number) => void;
  const code = new Promise<number>((resolve) => (resolveCode = resolve));
  return { exit: (c) => resolveCode(c), code };
}

describe('onShutdown', () => {
  test('When the signal arrives, then the tasks run in order and the process exits 0', async () => {
    const order: string[] = [];
    const { exit, code } = waitForExit();
    const remove = onShutdown(
      logger,
      [
        async () => {
          await new Promise((r) => setTimeout(r, 20));
          order.push('server');
        },
        async () => {
          order.push('database');
        },
      ],
      { signals: ['SIGUSR2'], exit },
    );
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(await code).toBe(0);
    expect(order).toEqual(['server', 'database']);
    remove();
  });

  test('When the signal arrives, then the process reports shutting down before the first task runs', async () => {
    const seenByFirstTask: boolean[] = [];
    const { exit, code } = waitForExit();
    const remove = onShutdown(logger, [async () => void seenByFirstTask.push(isShuttingDown())], { signals: ['SIGUSR2'], exit });
    expect(isShuttingDown()).toBe(false);
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(isShuttingDown()).toBe(true);
    expect(await code).toBe(0);
    expect(seenByFirstTask).toEqual([true]);
    remove();
    expect(isShuttingDown()).toBe(false);
  });

  test('When a task fails, then the later tasks still run and the process exits 0', async () => {
    const ran: string[] = [];
    const { exit, code } = waitForExit();
    const remove = onShutdown(
      logger,
      [
        async () => {
          throw new Error('relay stuck');
        },
        async () => {
          ran.push('database');
        },
      ],
      { signals: ['SIGUSR2'], exit },
    );
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(await code).toBe(0);
    expect(ran).toEqual(['database']);
    remove();
  });

  test('When the tasks take longer than the timeout, then the process exits 1', async () => {
    const { exit, code } = waitForExit();
    let release!: () => void;
    const remove = onShutdown(logger, [() => new Promise<void>((r) => (release = r))], { signals: ['SIGUSR2'], exit, timeoutMs: 30 });
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(await code).toBe(1);
    release();
    remove();
  });

  test('When the returned function is called, then the signal no longer triggers shutdown', () => {
    const exit = jest.fn();
    const before = process.listenerCount('SIGUSR2');
    const remove = onShutdown(logger, [], { signals: ['SIGUSR2'], exit });
    expect(process.listenerCount('SIGUSR2')).toBe(before + 1);
    remove();
    expect(process.listenerCount('SIGUSR2')).toBe(before);
  });
});
