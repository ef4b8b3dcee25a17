import { AUTO_DRAFT_LABELS, AUTO_DRAFT_MESSAGES, type SuggestedQuestion } from '@quizlink/contracts/draft';
import { Button, Card, Spinner, Stack } from '@quizlink/ui';
import { SourceNote } from '../../components/SourceNote.tsx';

export type SuggestionCardProps = {
  suggestion: SuggestedQuestion | null;
  /** The pool is empty and generating more gave nothing: the card's end state. */
  exhausted: boolean;
  busy: 'suggestion' | 'generating' | 'saving' | null;
  onUse: () => void;
  onEdit: () => void;
  onSkip: () => void;
};

/**
 * The AI suggestion: question, options with the correct one marked, rubric, source; use it as it is,
 * edit it first, or see the next. When the suggestions have run out it says so (and what to do next)
 * instead of showing an empty card.
 */
export function SuggestionCard({ suggestion, exhausted, busy, onUse, onEdit, onSkip }: SuggestionCardProps) {
  const loading = busy === 'suggestion' || busy === 'generating';
  if (exhausted && !loading) {
    return (
      <Card heading={AUTO_DRAFT_LABELS.aiSuggestion}>
        <output style={{ display: 'block' }}>
          <strong style={{ display: 'block' }}>{AUTO_DRAFT_MESSAGES.noMoreSuggestionsTitle}</strong>
          <span style={{ display: 'block', marginTop: 'var(--ql-space-2)' }}>{AUTO_DRAFT_MESSAGES.noMoreSuggestionsBody}</span>
        </output>
      </Card>
    );
  }
  return (
    <Card heading={AUTO_DRAFT_LABELS.aiSuggestion} aria-busy={loading}>
      <Stack gap={3}>
        {loading ? <Spinner label={busy === 'generating' ? AUTO_DRAFT_LABELS.generatingMore : AUTO_DRAFT_LABELS.loadingSuggestion} /> : null}
        {suggestion && !loading ? (
          <>
            <p style={{ margin: 0, fontWeight: 600 }} data-testid="suggestion-text">
              {suggestion.questionText}
            </p>
            {suggestion.questionType === 'mcq' ? (
              <ol type="A" style={{ margin: 0, paddingLeft: 'var(--ql-space-5)' }}>
                {suggestion.questionData.options.map((option) => (
                  <li key={option}>
                    {option}
                    {suggestion.questionData.correctAnswers.includes(option) ? <strong> ✓ {AUTO_DRAFT_LABELS.correctAnswer}</strong> : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p style={{ margin: 0 }}>
                <strong>{AUTO_DRAFT_LABELS.rubric}:</strong> {suggestion.questionData.rubric}
              </p>
            )}
            <SourceNote source={suggestion.source} />
          </>
        ) : null}
        <Stack direction="row" gap={3} wrap>
          <Button onClick={onUse} disabled={!suggestion || loading || busy === 'saving'}>
            {AUTO_DRAFT_LABELS.acceptSuggestion}
          </Button>
          <Button variant="secondary" onClick={onEdit} disabled={!suggestion || loading}>
            {AUTO_DRAFT_LABELS.editSuggestion}
          </Button>
          <Button variant="outline" onClick={onSkip} disabled={loading}>
            {AUTO_DRAFT_LABELS.nextSuggestion}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
