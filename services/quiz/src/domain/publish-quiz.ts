import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import type { CreateQuizResponse, ValidCreateQuizRequest, ValidQuestion } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import { generateAccessCode } from './access-code.ts';
import { generateDashboardToken, hashDashboardToken } from './dashboard-token.ts';
import { IdentifierCollisionError, type NewQuestion, type QuizStore } from './quiz-model.ts';
import type { RandomInt } from './random-source.ts';
import { generateUrlSlug } from './url-slug.ts';

/** Enough that a collision streak (odds below 1 in 10^9 per draw for codes) never reaches the caller. */
export const MAX_IDENTIFIER_ATTEMPTS = 8;

export type PublishDeps = {
  store: QuizStore;
  clock: () => Date;
  random?: RandomInt;
  newToken?: () => string;
};

/** What is stored of a validated question, but its position (an open-ended question keeps no options). */
export function questionFields(q: ValidQuestion): Omit<NewQuestion, 'position'> {
  return {
    text: q.text,
    type: q.type,
    options: q.type === 'multiple-choice' ? q.options : [],
    correctAnswers: q.correctAnswers,
    hint: q.hint,
    imageUrl: q.imageUrl,
  };
}

/** Questions keep the editor's `order` when given, else their position in the list; stored 0..n-1. */
export function orderQuestions(questions: readonly ValidQuestion[]): NewQuestion[] {
  return questions
    .map((q, index) => ({ q, index, rank: q.order ?? index }))
    .toSorted((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ q }, position) => ({ position, ...questionFields(q) }));
}

/**
 * One atomic publish. Code, slug and token are made here, on the server; the token leaves only in this
 * result and is stored as a hash. A collision on a generated identifier retries with fresh ones.
 */
export async function publishQuiz(deps: PublishDeps, request: ValidCreateQuizRequest): Promise<CreateQuizResponse> {
  if (!(await deps.store.userExists(request.creatorId))) {
    throw new AppError(QUIZ_ERRORS.userNotFound);
  }
  const createdAt = deps.clock();
  const questions = orderQuestions(request.questions);
  const newToken = deps.newToken ?? generateDashboardToken;
  for (let attempt = 1; ; attempt += 1) {
    const accessCode = generateAccessCode(deps.random);
    const urlSlug = generateUrlSlug(request.creatorName, { now: createdAt, random: deps.random });
    const dashboardToken = newToken();
    try {
      const id = await deps.store.insertQuiz({
        creatorId: request.creatorId,
        creatorName: request.creatorName,
        accessCode,
        urlSlug,
        dashboardTokenHash: hashDashboardToken(dashboardToken),
        isAutoCreated: request.isAutoCreated,
        timeLimit: request.timeLimit,
        autoSubmit: request.autoSubmit,
        showCorrectAnswers: request.showCorrectAnswers,
        topic: request.topic,
        createdAt,
        questions,
      });
      return { id, accessCode, urlSlug, dashboardToken };
    } catch (error) {
      if (!(error instanceof IdentifierCollisionError) || attempt >= MAX_IDENTIFIER_ATTEMPTS) throw error;
    }
  }
}
