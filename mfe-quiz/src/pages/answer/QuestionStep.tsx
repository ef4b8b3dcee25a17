import { useId } from 'react';
import { LIMITS, isAllowedImageUrl } from '@quizlink/contracts';
import type { PublicQuestion } from '@quizlink/contracts';
import { Alert, Stack, TextArea } from '@quizlink/ui';
import { optionLetter } from '../../components/option-letter.ts';

export type QuestionStepProps = {
  question: PublicQuestion;
  position: number;
  answer: string | undefined;
  disabled: boolean;
  onAnswer: (text: string) => void;
};

/** One question: its image and hint, then lettered choices or a free-text answer. */
export function QuestionStep({ question, position, answer, disabled, onAnswer }: QuestionStepProps) {
  const group = useId();
  return (
    <Stack gap={4}>
      {question.imageUrl && isAllowedImageUrl(question.imageUrl) ? (
        <img src={question.imageUrl} alt={`Illustration for question ${position}`} style={{ maxWidth: '100%', height: 'auto' }} />
      ) : null}
      {question.hint ? <Alert variant="info" title="Hint">{question.hint}</Alert> : null}
      {question.type === 'multiple-choice' ? (
        <fieldset className="ql-field" disabled={disabled}>
          <legend className="ql-visually-hidden">{question.text}</legend>
          <Stack gap={2}>
            {question.options.map((option, index) => (
              <label key={index}>
                <input
                  type="radio"
                  name={`${group}-answer`}
                  value={option}
                  checked={answer === option}
                  onChange={() => onAnswer(option)}
                />{' '}
                {optionLetter(index)}) {option}
              </label>
            ))}
          </Stack>
        </fieldset>
      ) : (
        <TextArea
          label="Your answer"
          value={answer ?? ''}
          maxLength={LIMITS.openEndedAnswerMaxLength}
          rows={5}
          disabled={disabled}
          onChange={(e) => onAnswer(e.target.value)}
        />
      )}
    </Stack>
  );
}
