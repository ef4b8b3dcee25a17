import { CONTENT_ERRORS } from '@quizlink/contracts/content';
import { IMAGE_QUEUE_RETRY_AFTER_SECONDS, ImageQueueFullError, createImageQueue } from './image-queue.ts';

/** A task that runs until released, recording how many run at once. */
function gate(counter: { running: number; peak: number }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const task = async () => {
    counter.running += 1;
    counter.peak = Math.max(counter.peak, counter.running);
    await released;
    counter.running -= 1;
    return 'done';
  };
  return { task, release };
}

describe('createImageQueue', () => {
  it('When more tasks arrive than the concurrency, then at most that many run and the rest wait their turn', async () => {
    const queue = createImageQueue({ concurrency: 2, maxWaiting: 10 });
    const counter = { running: 0, peak: 0 };
    const gates = Array.from({ length: 5 }, () => gate(counter));
    const results = gates.map((g) => queue.run(g.task));
    await Promise.resolve();
    expect(queue.load).toEqual({ running: 2, waiting: 3 });
    for (const g of gates) g.release();
    expect(await Promise.all(results)).toEqual(Array(5).fill('done'));
    expect(counter.peak).toBe(2);
  });

  it('When the waiting line is full, then the next task is refused at once with 503 upload.busy and a retry time', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 1 });
    const counter = { running: 0, peak: 0 };
    const running = gate(counter);
    const waiting = gate(counter);
    const first = queue.run(running.task);
    const second = queue.run(waiting.task);
    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(ImageQueueFullError);
    await expect(refused).rejects.toMatchObject({ status: 503, code: CONTENT_ERRORS.uploadBusy.code, retryAfterSeconds: IMAGE_QUEUE_RETRY_AFTER_SECONDS });
    running.release();
    waiting.release();
    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
    // Room again once the line moved on.
    await expect(queue.run(async () => 'later')).resolves.toBe('later');
  });
});
