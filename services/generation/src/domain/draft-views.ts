import type { DraftQuestion, DraftStatus, SuggestedQuestion } from '@quizlink/contracts/draft';
import type { GeneratedQuestion } from './draft-model.ts';
import type { StoredQuestion, StoredSession } from './draft-store.ts';

/** The spec's "suggested question from server". */
export function toSuggested(stored: Pick<StoredQuestion, 'id' | 'question'>): SuggestedQuestion {
  const q = stored.question;
  return {
    id: stored.id,
    questionText: q.questionText,
    questionType: q.questionType,
    questionData: {
      options: q.options,
      correctAnswers: q.correctAnswer ? [q.correctAnswer] : [],
      explanation: q.explanation,
      // The builder shows where the suggestion comes from, so the creator can check it against the source.
      aiSuggestion: q.source ? [q.source.file, q.source.location].filter(Boolean).join(', ') : null,
      rubric: q.rubric,
    },
    difficulty: q.difficulty,
    source: q.source,
  };
}

/** The shape generate-more-questions answers with (spec §7): `question` mirrors `questionText`. */
export const toGeneratedMore = (stored: Pick<StoredQuestion, 'id' | 'question'>) => {
  const suggested = toSuggested(stored);
  return { ...suggested, question: suggested.questionText, explanation: suggested.questionData.explanation };
};

/** A question as the /create editor takes it (contracts' auto-draft hand-off). */
export function toDraftQuestion(q: GeneratedQuestion): DraftQuestion {
  return {
    text: q.questionText,
    type: q.questionType === 'mcq' ? 'multiple-choice' : 'open-ended',
    options: q.options,
    correctAnswers: q.correctAnswer ? [q.correctAnswer] : [],
    hint: null,
    source: q.source,
    rubric: q.rubric,
    needsReview: true,
  };
}

export function toDraftStatus(session: StoredSession, questions: StoredQuestion[]): DraftStatus {
  return {
    sessionId: session.id,
    status: session.status,
    progress: session.progress,
    warnings: session.outcome.warnings,
    error: session.outcome.error,
    generator: session.outcome.generator,
    questionCount: questions.length,
    usedCount: questions.filter((q) => q.status === 'used').length,
    numberOfQuestions: session.request.numberOfQuestions,
    questionTypes: session.request.questionTypes,
    difficulty: session.request.difficulty,
    language: session.request.language,
    settings: session.request.settings,
    sources: session.content?.sources ?? [],
    topic: session.request.topic,
  };
}
