import { QUIZ_EXPERIENCE_ERROR_CODES } from './quiz-experience/errors.ts';
import { QUIZ_SERVER_MESSAGES } from './quiz-experience/messages.ts';
import { LIVE_EVENTS } from './quiz-experience/paths.ts';
import { RETRY_AFTER_SECONDS } from './request-errors.ts';

/**
 * What every live stream of the quiz experience (creator dashboard, results page) tells a client: the
 * event that opens it, and the 503 when the serving instance holds too many streams. Server side only;
 * the services hand it to @quizlink/kit-live's hub.
 */
export const LIVE_STREAM_TERMS = {
  readyEvent: LIVE_EVENTS.ready,
  capacityError: {
    code: QUIZ_EXPERIENCE_ERROR_CODES.liveCapacity,
    message: QUIZ_SERVER_MESSAGES.liveCapacity,
    retryAfterSeconds: RETRY_AFTER_SECONDS.liveStreamsFull,
  },
} as const;
