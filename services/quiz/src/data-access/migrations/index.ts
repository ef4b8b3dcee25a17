import type { Migration } from '@quizlink/kit-db';
import { outboxMigration, outboxTraceContextMigration, processedEventsMigration } from '@quizlink/kit-events';
import { createUsers } from './0001-create-users.ts';
import { createQuizzes } from './0002-create-quizzes.ts';
import { createDashboardAttempts } from './0003-create-dashboard-attempts.ts';
import { addQuizCleanUp } from './0004-quiz-clean-up.ts';
import { addQuestionImagesIndex } from './0005-question-images-index.ts';
import { addShowCorrectAnswers } from './0006-show-correct-answers.ts';
import { addDashboardCharts } from './0007-dashboard-charts.ts';
import { addQuizTopic } from './0008-quiz-topic.ts';

/** In order; never reorder or edit an applied migration — add a new one. */
export const quizMigrations: Migration[] = [
  createUsers,
  createQuizzes,
  createDashboardAttempts,
  processedEventsMigration,
  addQuizCleanUp,
  // quiz.deleted events leave through the transactional outbox.
  outboxMigration,
  addQuestionImagesIndex,
  addShowCorrectAnswers,
  addDashboardCharts,
  addQuizTopic,
  // Each outbox row keeps its request's trace (issue 11).
  outboxTraceContextMigration,
];
