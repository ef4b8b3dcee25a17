/** What the rounds need of an outbox row. */
export type RoundRow = { id: number; topic: string };

/** Consecutive rows of one topic go out in one publish call; order across topics is kept too. */
export function runsByTopic<Row extends RoundRow>(rows: Row[]): Array<{ topic: string; rows: Row[] }> {
  const runs: Array<{ topic: string; rows: Row[] }> = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last.topic === row.topic) last.rows.push(row);
    else runs.push({ topic: row.topic, rows: [row] });
  }
  return runs;
}

export type OutboxRoundsOptions<Row extends RoundRow> = {
  /** Unpublished rows with an id above `afterId`, in id order, at most `limit`. */
  readAfter(afterId: number, limit: number): Promise<Row[]>;
  /** Publishes a run of one topic: resolves once the bus has taken it, with the promise of its handling. */
  handOver(topic: string, rows: Row[]): Promise<{ handled: Promise<void> }>;
  /** Marks the rows published. */
  markPublished(ids: number[]): Promise<void>;
  batchSize: number;
  /** Rounds handed over and not yet marked, at most; a read waits for the oldest past it. */
  maxRoundsInFlight: number;
  /** A round's handling or its mark failed: its rows and every later round's are read and published again. */
  onSettleFailure(error: unknown): void;
};

export type OutboxRounds = {
  /**
   * Reads every pending row and hands it to the bus, round after round, without waiting for the rounds
   * before to be handled; resolves with how many rows it handed over, once a read comes back short or
   * `shouldStop()` says so. Rejects when the bus refuses a run (that run and the rows after it stay for the next call).
   */
  handOverPending(shouldStop: () => boolean): Promise<number>;
  /** Resolves once every round handed over so far is marked, or has failed (onSettleFailure); never rejects. */
  settled(): Promise<void>;
  /** How many rounds have failed to settle so far. */
  failures(): number;
};

type Round = { ids: number[]; handled: Promise<void>; generation: number; settled: Promise<void>; handledOk: boolean; marked: boolean };

/**
 * Pipelined outbox rounds, for a bus whose publish resolves only once its consumers have handled the
 * events (the in-process bus, where the rows must stay unpublished until then). Issue 14: waiting for the
 * slowest consumer group before reading the next rows kept each round's rows queued behind the whole
 * round before, and the dashboard lag grew with the load. Rounds now follow one another as fast as the
 * bus takes them, up to `maxRoundsInFlight`; each round is marked once its handling is done, in id order
 * (rounds handled by then right after it in the same mark).
 * A round that fails (the bus closed before its handlers took it, a failed mark) leaves its rows and
 * every later round's unpublished and makes the next read start again from its first row, so nothing
 * is lost; events handed over twice are taken once by the idempotent consumers (at least once).
 */
export function createOutboxRounds<Row extends RoundRow>(opts: OutboxRoundsOptions<Row>): OutboxRounds {
  /** The highest id handed over in the current generation; the next read starts above it. */
  let handedThrough = 0;
  /** Bumped by a failed round: rounds of an earlier generation are read again instead of being marked. */
  let generation = 0;
  let failureCount = 0;
  let tail: Promise<void> = Promise.resolve();
  const inFlight: Round[] = [];

  /** The round and the rounds right after it that are handled too, in order: one mark for all of them. */
  const handledFrom = (round: Round): Round[] => {
    const together = [round];
    for (const next of inFlight.slice(inFlight.indexOf(round) + 1)) {
      if (!next.handledOk || next.generation !== round.generation) break;
      together.push(next);
    }
    return together;
  };

  const settle = async (round: Round): Promise<void> => {
    try {
      await round.handled;
      if (round.generation === generation && !round.marked) {
        const together = handledFrom(round);
        await opts.markPublished(together.flatMap((each) => each.ids));
        for (const each of together) each.marked = true;
      }
    } catch (error) {
      if (round.generation === generation) {
        // Every round before this one is marked (they settle in order): reading resumes at its first row.
        generation += 1;
        handedThrough = (round.ids[0] as number) - 1;
        failureCount += 1;
        opts.onSettleFailure(error);
      }
    } finally {
      inFlight.splice(inFlight.indexOf(round), 1);
    }
  };

  return {
    async handOverPending(shouldStop) {
      let count = 0;
      for (;;) {
        while (inFlight.length >= opts.maxRoundsInFlight) await (inFlight[0] as Round).settled;
        if (shouldStop()) return count;
        const readIn = generation;
        const rows = await opts.readAfter(handedThrough, opts.batchSize);
        // A round failed during the read: read again from its first row.
        if (generation !== readIn) continue;
        for (const run of runsByTopic(rows)) {
          if (generation !== readIn) break;
          const { handled } = await opts.handOver(run.topic, run.rows);
          const round: Round = { ids: run.rows.map((row) => row.id), handled, generation: readIn, settled: Promise.resolve(), handledOk: false, marked: false };
          handled.then(() => void (round.handledOk = true), () => undefined);
          round.settled = tail = tail.then(() => settle(round));
          inFlight.push(round);
          if (generation === readIn) handedThrough = (run.rows[run.rows.length - 1] as Row).id;
          count += run.rows.length;
        }
        if (generation === readIn && rows.length < opts.batchSize) return count;
      }
    },
    settled: () => tail,
    failures: () => failureCount,
  };
}
