import { createOutboxRounds, type RoundRow } from './outbox-rounds.ts';

/** An outbox table in memory and a bus whose handling each test finishes by hand, round by round. */
function outboxAndBus(rowCount: number) {
  const rows: RoundRow[] = Array.from({ length: rowCount }, (_, i) => ({ id: i + 1, topic: 'attempt.events.v1' }));
  const published = new Set<number>();
  const marks: number[][] = [];
  const handedOver: number[][] = [];
  const pending: Array<{ ids: number[]; finish: (error?: Error) => void }> = [];
  const failures: unknown[] = [];
  const reads: number[] = [];
  return {
    published,
    marks,
    handedOver,
    pending,
    failures,
    reads,
    options: {
      async readAfter(afterId: number, limit: number) {
        reads.push(afterId);
        return rows.filter((row) => !published.has(row.id) && row.id > afterId).slice(0, limit);
      },
      async handOver(_topic: string, run: RoundRow[]) {
        const ids = run.map((row) => row.id);
        handedOver.push(ids);
        const handled = new Promise<void>((resolve, reject) => pending.push({ ids, finish: (error) => (error ? reject(error) : resolve()) }));
        return { handled };
      },
      async markPublished(ids: number[]) {
        marks.push(ids);
        for (const id of ids) published.add(id);
      },
      onSettleFailure: (error: unknown) => void failures.push(error),
    },
  };
}

const never = () => false;
/** Lets the rounds' promise reactions run. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('outbox rounds', () => {
  test('When the bus has taken a round, then the next is handed over before the first is handled, and each is marked once handled, in id order', async () => {
    const world = outboxAndBus(5);
    const rounds = createOutboxRounds({ ...world.options, batchSize: 2, maxRoundsInFlight: 8 });

    expect(await rounds.handOverPending(never)).toBe(5);
    expect(world.handedOver).toEqual([[1, 2], [3, 4], [5]]);
    expect(world.marks).toEqual([]);

    // Handled out of order: the marks still follow the rounds' order.
    world.pending[1]?.finish();
    await pause();
    expect(world.marks).toEqual([]);
    world.pending[0]?.finish();
    await pause();
    // The first round, and the second, handled by then, in one mark.
    expect(world.marks).toEqual([[1, 2, 3, 4]]);
    world.pending[2]?.finish();
    await rounds.settled();
    expect(world.marks).toEqual([[1, 2, 3, 4], [5]]);
    expect(world.failures).toEqual([]);
    // Nothing is handed over twice.
    expect(await rounds.handOverPending(never)).toBe(0);
  });

  test("When a round's handling fails, then its rows and every later round's are read and handed over again, and none of them was marked", async () => {
    const world = outboxAndBus(6);
    const rounds = createOutboxRounds({ ...world.options, batchSize: 2, maxRoundsInFlight: 8 });
    await rounds.handOverPending(never);
    world.pending[0]?.finish();
    await pause();
    world.pending[2]?.finish();
    world.pending[1]?.finish(new Error('event bus closed before every handler took the events'));
    await rounds.settled();

    expect(world.marks).toEqual([[1, 2]]);
    expect(world.failures).toEqual([new Error('event bus closed before every handler took the events')]);
    expect(rounds.failures()).toBe(1);
    expect(await rounds.handOverPending(never)).toBe(4);
    expect(world.handedOver.slice(3)).toEqual([[3, 4], [5, 6]]);
    world.pending.slice(3).forEach((round) => round.finish());
    await rounds.settled();
    expect([...world.published].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('When as many rounds as allowed are waiting for their handling, then the next read waits for the oldest to be marked', async () => {
    const world = outboxAndBus(6);
    const rounds = createOutboxRounds({ ...world.options, batchSize: 2, maxRoundsInFlight: 2 });
    let done = false;
    const handing = rounds.handOverPending(never).then((count) => {
      done = true;
      return count;
    });
    await pause();
    expect(world.handedOver).toEqual([[1, 2], [3, 4]]);
    expect(done).toBe(false);

    world.pending[0]?.finish();
    await pause();
    expect(world.marks).toEqual([[1, 2]]);
    expect(world.handedOver).toEqual([[1, 2], [3, 4], [5, 6]]);
    expect(done).toBe(false);

    world.pending[1]?.finish();
    expect(await handing).toBe(6);
    world.pending[2]?.finish();
    await rounds.settled();
    expect(world.marks).toEqual([[1, 2], [3, 4], [5, 6]]);
  });

  test('When the bus refuses a run, then the call rejects and the next call starts from that run', async () => {
    const world = outboxAndBus(4);
    let refuse = true;
    const handOver = world.options.handOver;
    const rounds = createOutboxRounds({
      ...world.options,
      batchSize: 2,
      maxRoundsInFlight: 8,
      handOver: async (topic: string, run: RoundRow[]) => {
        if (run[0]?.id === 3 && refuse) throw new Error('broker unreachable');
        return handOver(topic, run);
      },
    });
    await expect(rounds.handOverPending(never)).rejects.toThrow('broker unreachable');
    refuse = false;
    expect(await rounds.handOverPending(never)).toBe(2);
    expect(world.handedOver).toEqual([[1, 2], [3, 4]]);
    world.pending.forEach((round) => round.finish());
    await rounds.settled();
    expect(world.marks).toEqual([[1, 2], [3, 4]]);
  });

  test('When told to stop, then it hands over nothing more', async () => {
    const world = outboxAndBus(4);
    const rounds = createOutboxRounds({ ...world.options, batchSize: 2, maxRoundsInFlight: 8 });
    expect(await rounds.handOverPending(() => true)).toBe(0);
    expect(world.reads).toEqual([]);
  });
});
