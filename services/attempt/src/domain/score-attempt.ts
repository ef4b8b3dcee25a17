import { ATTEMPT_MESSAGES, type OpenEndedAnswer, type ScoredAnswer, type ValidSubmitAttemptRequest } from '@quizlink/contracts/attempt';
import { questionIndexOf, type KeyQuestion } from './question-index.ts';

export type { KeyQuestion };
export type Submission = Pick<ValidSubmitAttemptRequest, 'answers' | 'openEndedAnswers'>;

export type ScoredSubmission = {
  score: number;
  totalQuestions: number;
  answers: ScoredAnswer[];
  openEndedAnswers: OpenEndedAnswer[];
};

export type SubmissionProblem = { message: string; path: Array<string | number> };

export type ScoreResult = { ok: true; value: ScoredSubmission } | { ok: false; problem: SubmissionProblem };

/** The first of a list answer counts: a multiple-choice question has exactly one correct option. */
export const chosenOption = (userAnswer: string | string[]): string =>
  (typeof userAnswer === 'string' ? userAnswer : (userAnswer[0] ?? '')).trim();

/** Correct when the question is multiple choice and the chosen option equals its stored correct option. */
export function isCorrectChoice(question: KeyQuestion | undefined, chosen: string): boolean {
  const correct = question?.type === 'multiple-choice' ? question.correctAnswers[0]?.trim() : undefined;
  return correct !== undefined && correct.length > 0 && chosen === correct;
}

/** Rejects answers that point outside the quiz, answer a question twice, or mix up question kinds. */
export function findSubmissionProblem(questions: readonly KeyQuestion[], submission: Submission): SubmissionProblem | undefined {
  const { byId } = questionIndexOf(questions);
  const lists = [
    ['answers', submission.answers],
    ['openEndedAnswers', submission.openEndedAnswers],
  ] as const;
  for (const [list, answers] of lists) {
    const seen = new Set<number>();
    for (const [index, answer] of answers.entries()) {
      const path = [list, index, 'questionId'];
      const question = byId.get(answer.questionId);
      if (!question) return { message: ATTEMPT_MESSAGES.attemptQuizMismatch, path };
      if (seen.has(answer.questionId)) return { message: ATTEMPT_MESSAGES.duplicateAnswer, path };
      seen.add(answer.questionId);
      if (list === 'openEndedAnswers' && question.type === 'multiple-choice') {
        return { message: ATTEMPT_MESSAGES.openEndedAnswerForChoiceQuestion, path };
      }
    }
  }
  return undefined;
}

/**
 * Scores on the server from the stored key; anything the client claims (score, isCorrect, totals) is
 * ignored. Only multiple-choice questions count: an answer is correct when the chosen option equals the
 * stored correct option exactly (after trimming). totalQuestions is the number of multiple-choice
 * questions, and the score can never exceed it.
 */
export function scoreAttempt(questions: readonly KeyQuestion[], submission: Submission): ScoreResult {
  const problem = findSubmissionProblem(questions, submission);
  if (problem) return { ok: false, problem };

  const { byId, choiceCount: totalQuestions } = questionIndexOf(questions);
  const answers: ScoredAnswer[] = submission.answers.map((answer) => ({
    questionId: answer.questionId,
    userAnswer: answer.userAnswer,
    isCorrect: isCorrectChoice(byId.get(answer.questionId), chosenOption(answer.userAnswer)),
  }));
  const correctCount = answers.filter((a) => a.isCorrect).length;

  return {
    ok: true,
    value: {
      score: Math.min(correctCount, totalQuestions),
      totalQuestions,
      answers,
      openEndedAnswers: submission.openEndedAnswers.map((a) => ({
        questionId: a.questionId,
        userAnswer: a.userAnswer,
        questionIndex: a.questionIndex ?? null,
      })),
    },
  };
}
