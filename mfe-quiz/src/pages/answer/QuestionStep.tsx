import { isAllowedImageUrl } from '@quizlink/contracts/content';
import { LIMITS, type PublicQuestion } from '@quizlink/contracts/quiz';
import { Alert, AnswerTiles, Stack, TextArea } from '@quizlink/ui';
import { optionLetter } from '../../components/option-letter.ts';

export type QuestionStepProps = {
  question: PublicQuestion;
  position: number;
  answer: string | undefined;
  disabled: boolean;
  onAnswer: (text: string) => void;
};

/** One question: its image (height capped, so the answers stay on a phone's screen) and hint, then lettered answer tiles or a free-text answer. */
export function QuestionStep({ question, position, answer, disabled, onAnswer }: QuestionStepProps) {
  return (
    <Stack gap={4}>
      {question.imageUrl && isAllowedImageUrl(question.imageUrl) ? (
        <img className="ql-question-image" src={question.imageUrl} alt={`Illustration for question ${position}`} />
      ) : null}
      {question.hint ? <Alert variant="info" title="Hint">{question.hint}</Alert> : null}
      {question.type === 'multiple-choice' ? (
        <AnswerTiles label={question.text} options={question.options} value={answer} onChange={onAnswer} disabled={disabled} letterOf={optionLetter} />
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
