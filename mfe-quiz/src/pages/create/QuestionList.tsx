import { QUIZ_EXPERIENCE_MESSAGES } from '@quizlink/contracts/quiz';
import { Button, Stack } from '@quizlink/ui';
import { optionLetter } from '../../components/option-letter.ts';
import type { EditorQuestion } from './editor-question.ts';
import { QuestionImage } from './QuestionImage.tsx';

export type QuestionListProps = {
  questions: readonly EditorQuestion[];
  editingIndex: number | null;
  /** During sequential review the list is read-only and "Mark as Reviewed" is disabled. */
  reviewing: boolean;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  onMarkReviewed: (index: number) => void;
};

const flagStyle = (needsReview: boolean) =>
  ({
    padding: '0 var(--ql-space-2)',
    borderRadius: 'var(--ql-radius-sm)',
    background: needsReview ? 'var(--ql-color-warning-soft)' : 'var(--ql-color-success-soft)',
    fontSize: '0.875rem',
    fontWeight: 600,
  }) as const;

/** The review flag of an AI-drafted question: Needs Review or Reviewed. */
function ReviewFlag({ needsReview }: { needsReview: boolean }) {
  return <span style={flagStyle(needsReview)}>{needsReview ? QUIZ_EXPERIENCE_MESSAGES.needsReview : QUIZ_EXPERIENCE_MESSAGES.reviewed}</span>;
}

/** The questions added so far, in publish order, each with Edit and Delete (and review flags for AI drafts). */
export function QuestionList({ questions, editingIndex, reviewing, onEdit, onDelete, onMarkReviewed }: QuestionListProps) {
  if (questions.length === 0) return <p>No questions yet. Add your first question above.</p>;
  return (
    <ol aria-label="Questions">
      {questions.map((q, index) => (
        <li key={index} aria-current={editingIndex === index ? 'true' : undefined}>
          <Stack gap={2}>
            <Stack direction="row" gap={2} align="center" wrap>
              <strong>{q.text}</strong>
              {q.needsReview === undefined ? null : <ReviewFlag needsReview={q.needsReview} />}
            </Stack>
            {q.imageUrl ? <QuestionImage url={q.imageUrl} questionNumber={index + 1} /> : null}
            {q.type === 'multiple-choice' ? (
              <ul aria-label={`Options of question ${index + 1}`}>
                {(q.options ?? []).map((option, i) => (
                  <li key={i}>
                    {optionLetter(i)}) {option}
                    {q.correctAnswers?.[0] === option ? ' (correct)' : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <span>Open-ended</span>
            )}
            {q.hint ? <span>Hint: {q.hint}</span> : null}
            <Stack direction="row" gap={2} wrap>
              <Button variant="outline" size="sm" onClick={() => onEdit(index)} disabled={reviewing} aria-label={`Edit question ${index + 1}`}>
                Edit
              </Button>
              <Button variant="destructive" size="sm" onClick={() => onDelete(index)} disabled={reviewing} aria-label={`Delete question ${index + 1}`}>
                Delete
              </Button>
              {q.needsReview ? (
                <Button variant="secondary" size="sm" onClick={() => onMarkReviewed(index)} disabled={reviewing} aria-label={`Mark as Reviewed, question ${index + 1}`}>
                  Mark as Reviewed
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </li>
      ))}
    </ol>
  );
}
