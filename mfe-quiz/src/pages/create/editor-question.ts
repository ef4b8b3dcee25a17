import type { DraftQuestion } from '@quizlink/contracts/draft';
import type { QuestionInput } from '@quizlink/contracts/quiz';

/** Where an AI-drafted question came from, shown while reviewing it. */
export type QuestionSource = DraftQuestion['source'];

/**
 * A question in the editor: what will be published, plus the review state of an AI draft
 * (`needsReview` is undefined for questions typed by hand).
 */
export type EditorQuestion = QuestionInput & { needsReview?: boolean; source?: QuestionSource };

/** Only the publishable fields, in the shared schema's shape (flags and sources stay in the browser). */
export function toQuestionInput(question: EditorQuestion, order: number): QuestionInput {
  return {
    text: question.text,
    type: question.type,
    options: question.options ?? [],
    correctAnswers: question.correctAnswers ?? [],
    hint: question.hint ?? null,
    imageUrl: question.imageUrl ?? null,
    order,
  };
}

/** An AI draft question as the editor holds it. */
export function fromDraftQuestion(draft: DraftQuestion): EditorQuestion {
  return {
    text: draft.text,
    type: draft.type,
    options: draft.type === 'multiple-choice' ? draft.options : [],
    correctAnswers: draft.type === 'multiple-choice' ? draft.correctAnswers : [],
    hint: draft.hint,
    imageUrl: null,
    needsReview: draft.needsReview,
    source: draft.source,
  };
}

/** Back to the hand-off shape, so edits made in the editor survive a reload of an AI draft. */
export function toDraftQuestion(question: EditorQuestion): DraftQuestion {
  return {
    text: question.text,
    type: question.type,
    options: question.options ?? [],
    correctAnswers: question.correctAnswers ?? [],
    hint: question.hint ?? null,
    source: question.source ?? null,
    rubric: null,
    needsReview: question.needsReview ?? false,
  };
}
