/**
 * kafkajs 2.2.4 keeps every idle broker connection on a 1 ms timer: RequestQueue's
 * scheduleCheckPendingRequests computes `throttledUntil - Date.now()` with `throttledUntil` at -1 when
 * never throttled, and re-arms the timer from its own callback even with nothing queued. Node 24 warns
 * about the negative delay once (TimeoutNegativeWarning: -17956… at each service's start) and every
 * connection wakes the process about a thousand times a second (tulios/kafkajs#1751, unreleased fix).
 * This replaces that one method: a timer only while requests wait, for the throttle's end when the
 * broker throttles, else the library's 10 ms re-check. A request that is queued arms it (push() calls
 * this), and one that finishes checks the queue itself (fulfillRequest), as before.
 */
import { createRequire } from 'node:module';

type RequestQueue = {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
};

/** kafkajs's own re-check interval of a queue that waits for in-flight slots (CHECK_PENDING_REQUESTS_INTERVAL). */
const PENDING_RECHECK_MS = 10;
const PATCHED = Symbol.for('quizlink.kafkajs.requestQueue.patched');

export function patchKafkaRequestQueue(): void {
  const require = createRequire(import.meta.url);
  const RequestQueueClass = require('kafkajs/src/network/requestQueue/index.js') as { prototype: RequestQueue & { [PATCHED]?: true } };
  const proto = RequestQueueClass.prototype;
  if (proto[PATCHED]) return;
  proto.scheduleCheckPendingRequests = function scheduleCheckPendingRequests(this: RequestQueue) {
    if (this.throttleCheckTimeoutId || this.pending.length === 0) return;
    const throttledForMs = this.throttledUntil - Date.now();
    this.throttleCheckTimeoutId = setTimeout(() => {
      this.throttleCheckTimeoutId = null;
      this.checkPendingRequests();
    }, throttledForMs > 0 ? throttledForMs : PENDING_RECHECK_MS);
  };
  proto[PATCHED] = true;
}
