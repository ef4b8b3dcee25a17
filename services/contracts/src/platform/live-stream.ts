import { HTTP_ERRORS } from '../errors/http-errors.ts';
import { RETRY_AFTER_SECONDS } from '../errors/retry-after.ts';

/** Event names on the live (server-sent events) streams. */
export const LIVE_EVENTS = {
  /** Sent once when the stream opens: the client knows it is live and can stop polling. */
  ready: 'ready',
  attemptSubmitted: 'attempt-submitted',
  /** The quiz was deleted (creator or expiry): the page shows it is gone. */
  quizDeleted: 'quiz-deleted',
} as const;

/**
 * What every live stream of the quiz experience (creator dashboard, results page) tells a client: the
 * event that opens it, and the 503 when the serving instance holds too many streams. Server side only;
 * the services hand it to @quizlink/kit-live's hub.
 */
export const LIVE_STREAM_TERMS = {
  readyEvent: LIVE_EVENTS.ready,
  capacityError: { ...HTTP_ERRORS.liveCapacityReached, retryAfterSeconds: RETRY_AFTER_SECONDS.liveStreamsFull },
} as const;
