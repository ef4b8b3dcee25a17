import type { DomainEvent } from '../events/events.ts';
import { attemptServiceEventExpectations, attemptServiceHttpExpectations } from './expectations/attempt-service.ts';
import { contentServiceEventExpectations } from './expectations/content-service.ts';
import { mfeAdminExpectations } from './expectations/mfe-admin.ts';
import { mfeAutodraftExpectations } from './expectations/mfe-autodraft.ts';
import { mfeQuizExpectations } from './expectations/mfe-quiz.ts';
import { mfeQuizDashboardExpectations } from './expectations/mfe-quiz-dashboard.ts';
import { quizServiceEventExpectations } from './expectations/quiz-service.ts';
import type { EventExpectation, HttpExpectation, Provider } from './types.ts';

/** Every consumer's HTTP expectations: a new consumer file is added here, and its provider's test replays it. */
export const HTTP_EXPECTATIONS: readonly HttpExpectation[] = [
  ...mfeQuizExpectations,
  ...mfeQuizDashboardExpectations,
  ...mfeAdminExpectations,
  ...mfeAutodraftExpectations,
  ...attemptServiceHttpExpectations,
];

/** Every event handler's expectations, verified by the producer of the event type. */
export const EVENT_EXPECTATIONS: readonly EventExpectation[] = [
  ...quizServiceEventExpectations,
  ...attemptServiceEventExpectations,
  ...contentServiceEventExpectations,
];

/** What the provider's `test/consumer-contracts.test.ts` must satisfy. */
export const httpExpectationsFor = (provider: Provider): HttpExpectation[] => HTTP_EXPECTATIONS.filter((e) => e.provider === provider);

/** What the producer of these event types must publish. */
export const eventExpectationsFor = (types: ReadonlyArray<DomainEvent['type']>): EventExpectation[] =>
  EVENT_EXPECTATIONS.filter((e) => types.includes(e.type));
