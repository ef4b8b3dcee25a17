import { createClient } from '../load/http-client.ts';
import { cpuSeconds, ioSystemCalls } from '../load/processes.ts';

/** What one window of requests cost the process in front: its CPU and its socket system calls, per request. */
export type HopWindow = { requests: number; errors: number; seconds: number; cpuMsPerRequest: number; readsPerRequest: number; writesPerRequest: number };

/** A submission as a taker's browser sends it: ten answers, JSON, with an Idempotency-Key (the gateway reads such a body ahead for its retry). */
const SUBMISSION = {
  userAnswerId: 'c6b7f1de-8a2e-4c1f-9a55-0d2e7b1c3f40',
  userName: 'Taker 1',
  answers: Array.from({ length: 10 }, (_, i) => ({ questionId: i + 1, optionIds: [4 * i + 1] })),
  openEndedAnswers: [],
};

/**
 * `concurrency` closed-loop clients POST submissions to `port` for `seconds`; the window's CPU time
 * and read/write system calls of `measuredPid` (the proxy, or the stub when nothing is in front)
 * are divided by the requests it served.
 */
export async function driveWindow(port: number, measuredPid: number, concurrency: number, seconds: number): Promise<HopWindow> {
  const client = createClient(`http://127.0.0.1:${port}`, concurrency);
  let requests = 0;
  let errors = 0;
  let sequence = 0;
  const one = async () => {
    const res = await client.send('POST', '/api/quizzes/1/attempts', SUBMISSION, { 'idempotency-key': `hop-${(sequence += 1)}` });
    if (res.status !== 201) errors += 1;
  };
  const cpuBefore = cpuSeconds(measuredPid);
  const callsBefore = ioSystemCalls(measuredPid);
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  const taker = async () => {
    while (performance.now() < endsAt) {
      await one();
      requests += 1;
    }
  };
  // The window ends when the last request in flight is back, so every request counted was paid for inside it.
  await Promise.all(Array.from({ length: concurrency }, taker));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(measuredPid) - cpuBefore;
  const calls = ioSystemCalls(measuredPid);
  client.close();
  const per = (n: number) => n / Math.max(1, requests);
  return {
    requests,
    errors,
    seconds: elapsed,
    cpuMsPerRequest: per(1000 * cpu),
    readsPerRequest: per(calls.reads - callsBefore.reads),
    writesPerRequest: per(calls.writes - callsBefore.writes),
  };
}
