import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Attempt → creator dashboard lag: the time from a submission's 201 to the `attempt-submitted` event of
 * the creator's live dashboard stream (`GET /api/quizzes/dashboard/{token}/live`, through the gateway),
 * which the quiz service sends once its read model holds the attempt — the moment a dashboard read would
 * show it. An event that arrives before the driver has read the 201 counts as 0 ms.
 */
export function watchDashboard(origin: string, dashboardToken: string) {
  const acked = new Map<string, number>();
  const seenFirst = new Map<string, number>();
  let lags: number[] = [];
  let events = 0;

  const onEvent = (attemptId: string) => {
    events += 1;
    const now = performance.now();
    const ackedAt = acked.get(attemptId);
    if (ackedAt === undefined) seenFirst.set(attemptId, now);
    else {
      acked.delete(attemptId);
      lags.push(now - ackedAt);
    }
  };

  let buffer = '';
  const request = http.get(`${origin}/api/quizzes/dashboard/${dashboardToken}/live`, { headers: { accept: 'text/event-stream' } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!/^event: attempt-submitted$/m.test(block)) continue;
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data) onEvent((JSON.parse(data) as { attemptId: string }).attemptId);
      }
    });
  });
  request.on('error', () => undefined);

  return {
    /** Records a 201; called by the driver. */
    ack(attemptId: string, at: number) {
      if (seenFirst.delete(attemptId)) lags.push(0);
      else acked.set(attemptId, at);
    },
    /**
     * Waits (up to timeoutMs) for the events of every acknowledged attempt, then returns the round's lags
     * and how many never arrived, and starts a new round.
     */
    async collect(timeoutMs: number): Promise<{ lags: number[]; unseen: number }> {
      const deadline = performance.now() + timeoutMs;
      while (acked.size > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const round = { lags, unseen: acked.size };
      lags = [];
      acked.clear();
      seenFirst.clear();
      return round;
    },
    get events() {
      return events;
    },
    close: () => request.destroy(),
  };
}
export type DashboardWatch = ReturnType<typeof watchDashboard>;
