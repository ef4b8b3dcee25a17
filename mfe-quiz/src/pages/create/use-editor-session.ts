import { useEffect, useReducer, useState } from 'react';
import { session, type SessionUser } from '@quizlink/platform';
import { loadManualDraft, saveManualDraft } from './draft-storage.ts';
import { resolveEditorMode, type EditorMode } from './editor-mode.ts';
import { toDraftQuestion, type EditorQuestion } from './editor-question.ts';
import { defaultTiming, timingFromMetadata, type TimingDraft } from './publish-request.ts';
import { reviewReducer } from './review-session.ts';

/** The mode, questions and timing the editor starts with (read once per visit). */
function initialState(): { mode: EditorMode; questions: EditorQuestion[]; timing: TimingDraft; restored: boolean } {
  const { mode, staleKeys } = resolveEditorMode((key) => session.get(key));
  for (const key of staleKeys) session.remove(key);
  if (mode.kind === 'ai-draft') return { mode, questions: mode.questions, timing: timingFromMetadata(mode.metadata), restored: false };
  const draft = loadManualDraft();
  return { mode, questions: draft?.questions ?? [], timing: draft?.metadata.timing ?? defaultTiming(), restored: draft !== null };
}

/**
 * The editor's document: its mode, the questions, the timing and the sequential review. Every change
 * is saved at once — a manual draft to local storage (cleared when empty), an AI draft back into the
 * session hand-off — so a creator can leave and come back without losing work.
 */
export function useEditorSession(user: SessionUser | null) {
  const [initial] = useState(initialState);
  const [questions, setQuestions] = useState<EditorQuestion[]>(initial.questions);
  const [timing, setTiming] = useState<TimingDraft>(initial.timing);
  const [review, dispatchReview] = useReducer(reviewReducer, null);
  const { mode } = initial;

  useEffect(() => {
    if (!user) return;
    if (mode.kind === 'manual') saveManualDraft(questions, user.name, timing);
    else session.set('generatedQuestions', JSON.stringify(questions.map(toDraftQuestion)));
  }, [questions, timing, mode.kind, user]);

  const markReviewed = (index: number) =>
    setQuestions((list) => list.map((q, i) => (i === index && q.needsReview !== undefined ? { ...q, needsReview: false } : q)));

  return { mode, restored: initial.restored, questions, setQuestions, timing, setTiming, review, dispatchReview, markReviewed };
}
