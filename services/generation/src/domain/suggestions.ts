import { AUTO_DRAFT_MESSAGES, DRAFT_ERRORS, type Difficulty, type SuggestedQuestion, type SuggestionType, typesOfChoice } from '@quizlink/contracts/draft';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { AppError } from '@quizlink/kit-errors';
import type { DraftEngine } from './draft-engine.ts';
import type { GeneratedQuestion } from './draft-model.ts';
import type { DraftRunner } from './draft-runner.ts';
import type { StoredQuestion } from './draft-store.ts';
import { toSuggested } from './draft-views.ts';
import { generateQuestions } from './generate-questions.ts';
import { qualityProblem } from './quality-gate.ts';
import { requireSession, requireSettled } from './read-draft.ts';
import { assertCapacity } from './start-draft.ts';

/** suggest-question: the next question of the pool of that type, or null when the pool is exhausted. */
export async function suggestNext(engine: DraftEngine, sessionId: string, type: SuggestionType): Promise<{ question: SuggestedQuestion | null; remaining: number }> {
  requireSettled(await requireSession(engine, sessionId));
  const next = await engine.store.takeNextSuggestion(sessionId, type);
  const remaining = (await engine.store.listQuestions(sessionId)).filter((q) => q.questionType === type && q.status === 'pool').length;
  return { question: next ? toSuggested(next) : null, remaining };
}

export type QuestionEdit = { questionText: string; options: string[]; correctAnswers: string[]; rubric: string | null };

/** The creator's version of a suggestion, held to the editor's own rules (contracts' messages). */
function applyEdit(original: GeneratedQuestion, type: SuggestionType, edit: QuestionEdit): GeneratedQuestion {
  const options = type === 'mcq' ? edit.options.map((o) => o.trim()).filter(Boolean) : [];
  const edited: GeneratedQuestion = {
    ...original,
    questionType: type,
    questionText: edit.questionText.trim(),
    options,
    correctAnswer: type === 'mcq' ? (edit.correctAnswers[0]?.trim() ?? null) : null,
    rubric: type === 'essay' ? (edit.rubric?.trim() || original.rubric || null) : null,
  };
  if (!edited.questionText) throw new AppError(HTTP_ERRORS.requestInvalid, { message: AUTO_DRAFT_MESSAGES.questionRequiredTitle });
  if (type === 'mcq') {
    if (options.length < 2) throw new AppError(HTTP_ERRORS.requestInvalid, { message: QUIZ_MESSAGES.optionsRequired });
    if (qualityProblem(edited)) throw new AppError(HTTP_ERRORS.requestInvalid, { message: QUIZ_MESSAGES.correctOptionRequired });
  }
  return edited;
}

/** use-question: the creator takes a suggestion (as it is, or edited) into the draft. */
export async function useQuestion(
  engine: DraftEngine,
  opts: { sessionId: string; questionId: string; questionType: SuggestionType; edit?: QuestionEdit },
): Promise<{ usedCount: number }> {
  requireSettled(await requireSession(engine, opts.sessionId));
  const stored = await engine.store.findQuestion(opts.sessionId, opts.questionId);
  if (!stored) throw new AppError(DRAFT_ERRORS.autoCreateQuestionNotFound);
  const question = opts.edit ? applyEdit(stored.question, opts.questionType, opts.edit) : stored.question;
  await engine.store.markUsed(opts.sessionId, stored.id, question, engine.clock());
  const usedCount = (await engine.store.listQuestions(opts.sessionId)).filter((q) => q.status === 'used').length;
  return { usedCount };
}

/**
 * generate-more-questions: new questions of one type from the draft's stored content, never repeating
 * one already in the draft, added to the suggestion pool. The caller waits, so a model slower than the
 * sync deadline is abandoned for the offline generator. `signal` ends the work when the caller leaves.
 */
export async function generateMore(
  engine: DraftEngine,
  runner: DraftRunner,
  opts: { sessionId: string; type: SuggestionType; count?: number; difficulty?: Difficulty; clientKey: string; signal: AbortSignal },
): Promise<{ questions: StoredQuestion[]; warnings: string[]; usedFallback: boolean }> {
  const session = await requireSession(engine, opts.sessionId);
  requireSettled(session);
  await assertCapacity(engine, runner, opts.clientKey);
  const leave = engine.inFlight.enter(opts.clientKey);
  try {
    const existing = await engine.store.listQuestions(opts.sessionId);
    const types = typesOfChoice(session.request.questionTypes);
    const count = opts.count ?? Math.ceil(session.request.numberOfQuestions / types.length);
    const result = await generateQuestions(
      engine.generators,
      {
        segments: session.content?.segments ?? [],
        images: [],
        topic: session.request.topic,
        count,
        types: [opts.type],
        difficulty: opts.difficulty ?? session.request.difficulty,
        language: session.request.language,
        exclude: existing.map((q) => q.question.questionText),
      },
      { signal: opts.signal, deadlineMs: engine.limits.syncDeadlineMs, logger: engine.logger },
    );
    const questions = await engine.store.addQuestions(opts.sessionId, result.questions.filter((q) => q.questionType === opts.type), engine.clock());
    return { questions, warnings: result.warnings, usedFallback: result.usedFallback };
  } finally {
    leave();
  }
}
