import type { EditorQuestion } from './editor-question.ts';

/**
 * Sequential review of an AI draft: the questions that needed review when it started, one at a
 * time. `position` is the index into `queue` (question indices in list order).
 */
export type ReviewSession = { queue: number[]; position: number };

export type ReviewAction = { type: 'start'; questions: readonly EditorQuestion[] } | { type: 'next' } | { type: 'finish' };

/** null = not reviewing. `next` follows Accept & Continue and Skip; past the last question the review ends. */
export function reviewReducer(state: ReviewSession | null, action: ReviewAction): ReviewSession | null {
  switch (action.type) {
    case 'start': {
      const queue = action.questions.flatMap((q, index) => (q.needsReview ? [index] : []));
      return queue.length > 0 ? { queue, position: 0 } : null;
    }
    case 'next':
      if (!state) return null;
      return state.position + 1 < state.queue.length ? { ...state, position: state.position + 1 } : null;
    case 'finish':
      return null;
  }
}

/** The question under review (its index in the list), or null. */
export const reviewedIndex = (state: ReviewSession | null): number | null => (state ? (state.queue[state.position] ?? null) : null);

/** "Review Question N of M" and the progress bar: 1-based position over the questions to review. */
export const reviewProgress = (state: ReviewSession | null): { position: number; total: number } | null =>
  state ? { position: state.position + 1, total: state.queue.length } : null;

/** Questions still flagged Needs Review. */
export const countNeedingReview = (questions: readonly EditorQuestion[]): number => questions.filter((q) => q.needsReview).length;
