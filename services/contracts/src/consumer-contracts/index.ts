/**
 * Consumer-driven contracts: each consumer's requests and the fields it reads, checked against the
 * shared schemas here and replayed against the real provider in the provider's own tests (README).
 */
export * from './types.ts';
export * from './check.ts';
export * from './registry.ts';
export * from './provider-states.ts';
export * from './consumer-side.ts';
export * from './provider-suite.ts';
export { NO_CONTENT } from './no-content.ts';
export { MFE_QUIZ, MFE_QUIZ_INTERACTIONS, mfeQuizExpectations } from './expectations/mfe-quiz.ts';
export { MFE_QUIZ_DASHBOARD_INTERACTIONS, mfeQuizDashboardExpectations } from './expectations/mfe-quiz-dashboard.ts';
export { MFE_ADMIN, MFE_ADMIN_INTERACTIONS, mfeAdminExpectations } from './expectations/mfe-admin.ts';
export { MFE_AUTODRAFT, MFE_AUTODRAFT_INTERACTIONS, mfeAutodraftExpectations } from './expectations/mfe-autodraft.ts';
export {
  ATTEMPT_SERVICE_CLIENTS,
  ATTEMPT_SERVICE_INTERACTIONS,
  attemptServiceEventExpectations,
  attemptServiceHttpExpectations,
} from './expectations/attempt-service.ts';
export { QUIZ_SERVICE_CONSUMERS, quizServiceEventExpectations } from './expectations/quiz-service.ts';
export { CONTENT_SERVICE_CONSUMERS, contentServiceEventExpectations } from './expectations/content-service.ts';
