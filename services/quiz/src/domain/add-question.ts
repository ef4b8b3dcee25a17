import { randomUUID } from 'node:crypto';
import { EVENT_TYPES, type QuizQuestionsChangedV1 } from '@quizlink/contracts/events';
import { type AddQuestionResponse, LIMITS, QUIZ_ERRORS, type ValidAddQuestionRequest } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import { requireCreatorToken } from './creator-access.ts';
import { questionFields } from './publish-quiz.ts';
import { placeAddedQuestion } from './question-position.ts';
import type { QuestionInsertionStore, QuizStore } from './quiz-model.ts';
import { quizExpired, quizNotFound, requireActive } from './read-quiz.ts';

export type AddQuestionDeps = {
  store: QuizStore & QuestionInsertionStore;
  clock: () => Date;
  lifetimeDays: number;
  newId?: () => string;
};

/** The quiz.questions-changed v1 event; keyed by quiz id like every event of that quiz. */
export function buildQuestionsChangedEvent(quizId: number, at: Date, eventId: string): QuizQuestionsChangedV1 {
  return { id: eventId, type: EVENT_TYPES.quizQuestionsChanged, version: 1, occurredAt: at.toISOString(), key: String(quizId), data: { quizId } };
}

/** 409: the request is valid, the quiz's state refuses it (another quiz would take it). */
const questionLimitReached = () => new AppError(QUIZ_ERRORS.quizQuestionLimitReached, { details: { maxQuestions: LIMITS.maxQuestionsPerQuiz } });

/**
 * POST /api/questions, the spec's per-question call kept for compatibility (ARCHITECTURE decision):
 * the creator's token adds one question to a live quiz. Unknown quiz 404, no token 401, another
 * quiz's token 403, expired 410, full 409. The question, the positions it shifts, the quiz's count
 * and a quiz.questions-changed event (the attempt service drops its cached answer key on it) commit
 * in one transaction, under a lock on the quiz row, so concurrent calls never share a position.
 */
export async function addQuestion(deps: AddQuestionDeps, request: ValidAddQuestionRequest, token: string | undefined): Promise<AddQuestionResponse> {
  const quiz = await deps.store.findQuizById(request.quizId);
  if (!quiz) throw quizNotFound();
  requireCreatorToken(quiz, token);
  requireActive(deps, quiz);
  const outcome = await deps.store.insertQuestion({
    quizId: quiz.id,
    question: questionFields(request),
    place: (count) => placeAddedQuestion(request.order, count),
    event: buildQuestionsChangedEvent(quiz.id, deps.clock(), (deps.newId ?? randomUUID)()),
  });
  switch (outcome.kind) {
    case 'added':
      return { id: outcome.id };
    case 'quiz-full':
      throw questionLimitReached();
    case 'quiz-purged':
      throw quizExpired(deps.lifetimeDays);
    case 'quiz-missing':
      throw quizNotFound();
  }
}
