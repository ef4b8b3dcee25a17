import { useId } from 'react';
import { AUTO_DRAFT_LABELS, AUTO_DRAFT_MESSAGES, type SuggestionType } from '@quizlink/contracts/draft';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { Button, Card, PageTitle, Stack } from '@quizlink/ui';
import { SourceNote } from '../../components/SourceNote.tsx';
import { useNameGuard } from '../auto-draft/use-name-guard.ts';
import { EditCard } from './EditCard.tsx';
import { SuggestionCard } from './SuggestionCard.tsx';
import { useSuggestionBuilder } from './use-suggestion-builder.ts';

const TYPE_LABEL: Record<SuggestionType, string> = { mcq: AUTO_DRAFT_LABELS.typeMcq, essay: AUTO_DRAFT_LABELS.typeEssay };

/** /auto-draft-session: build the quiz one suggestion at a time, then Finish Quiz. */
export function AutoDraftSessionPage() {
  const user = useNameGuard();
  const builder = useSuggestionBuilder();
  const group = useId();
  if (!user || !builder.ready) return null;
  return (
    <Stack gap={5}>
      <PageTitle>{LAYOUT_MESSAGES.autoDraftSessionTitle}</PageTitle>
      {builder.types.length > 1 ? (
        <fieldset className="ql-field">
          <legend className="ql-field__label">{AUTO_DRAFT_LABELS.questionType}</legend>
          <Stack direction="row" gap={4} wrap>
            {builder.types.map((t) => (
              <label key={t}>
                <input type="radio" name={`${group}-type`} checked={builder.type === t} onChange={() => builder.chooseType(t)} /> {TYPE_LABEL[t]}
              </label>
            ))}
          </Stack>
        </fieldset>
      ) : null}
      <SuggestionCard
        suggestion={builder.suggestion}
        exhausted={builder.exhausted}
        busy={builder.busy}
        onUse={builder.useSuggestion}
        onEdit={() => void builder.editSuggestion()}
        onSkip={builder.skip}
      />
      <EditCard draft={builder.draft} onChange={builder.setDraft} onAdd={builder.addToQuiz} saving={builder.busy === 'saving'} />
      <Card heading={`${AUTO_DRAFT_LABELS.yourQuiz} (${builder.taken.length})`}>
        <ol aria-label={AUTO_DRAFT_LABELS.yourQuiz} style={{ margin: 0, paddingLeft: 'var(--ql-space-5)' }}>
          {builder.taken.map((q, i) => (
            <li key={`${i}-${q.text}`} style={{ marginBottom: 'var(--ql-space-2)' }}>
              <Stack direction="row" gap={3} align="center" wrap>
                <span>{q.text}</span>
                <Button size="sm" variant="secondary" aria-label={`${AUTO_DRAFT_LABELS.removeQuestion} ${i + 1}`} onClick={() => builder.removeTaken(i)}>
                  ✕
                </Button>
              </Stack>
              <SourceNote source={q.source} />
            </li>
          ))}
        </ol>
      </Card>
      <div>
        <Button onClick={builder.finish}>{AUTO_DRAFT_MESSAGES.finishQuiz}</Button>
      </div>
    </Stack>
  );
}
