import { ATTEMPT_MESSAGES, type SubmitAttemptRequest } from '@quizlink/contracts/attempt';
import type { PublicQuestion } from '@quizlink/contracts/quiz';

/** The taker's answers so far, by question id: the chosen option's text or the typed text. */
export type AnswerMap = Readonly<Record<number, string>>;

/** Why the current answer cannot be accepted yet, or null when it can. */
export function answerProblem(question: PublicQuestion, answer: string | undefined): string | null {
  if (question.type === 'multiple-choice') return answer ? null : ATTEMPT_MESSAGES.selectAnswer;
  return answer?.trim() ? null : ATTEMPT_MESSAGES.provideAnswer;
}

/**
 * The attempt body. It carries what the taker chose and nothing judged: no score, no
 * correctness — the attempt service scores on the server from the stored key.
 * Unanswered questions (time ran out) go in as empty answers.
 */
export function buildAttemptRequest(input: {
  quizId: number;
  user: { id: number; name: string };
  questions: readonly PublicQuestion[];
  answers: AnswerMap;
}): SubmitAttemptRequest {
  const { quizId, user, questions, answers } = input;
  const request = {
    quizId,
    userAnswerId: user.id,
    userName: user.name,
    answers: [] as NonNullable<SubmitAttemptRequest['answers']>,
    openEndedAnswers: [] as NonNullable<SubmitAttemptRequest['openEndedAnswers']>,
  };
  questions.forEach((question, questionIndex) => {
    const userAnswer = answers[question.id] ?? '';
    if (question.type === 'multiple-choice') request.answers.push({ questionId: question.id, userAnswer });
    else request.openEndedAnswers.push({ questionId: question.id, userAnswer: userAnswer.trim(), questionIndex });
  });
  return request;
}
