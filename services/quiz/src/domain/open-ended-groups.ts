import type { OpenEndedGroup } from '@quizlink/contracts/quiz';
import type { ReadModelAttempt } from './question-performance.ts';
import type { QuestionRecord } from './quiz-model.ts';

/**
 * Open-ended answers grouped by question, in question order, each group oldest answer first.
 * Blank answers (time ran out) are left out. Every open-ended question gets a group, even empty.
 */
export function groupOpenEndedAnswers(questions: readonly QuestionRecord[], attempts: readonly ReadModelAttempt[]): OpenEndedGroup[] {
  const groups = new Map<number, OpenEndedGroup>();
  for (const question of questions) {
    if (question.type !== 'open-ended') continue;
    groups.set(question.id, { questionId: question.id, questionText: question.text, questionImage: question.imageUrl, answers: [] });
  }
  const ordered = attempts.toSorted((a, b) => a.completedAt.getTime() - b.completedAt.getTime());
  for (const attempt of ordered) {
    for (const answer of attempt.openEndedAnswers) {
      const text = answer.userAnswer.trim();
      const group = groups.get(answer.questionId);
      if (!group || !text) continue;
      group.answers.push({
        id: `${attempt.attemptId}:${answer.questionId}`,
        userName: attempt.userName,
        userAnswer: text,
        submittedAt: attempt.completedAt.toISOString(),
      });
    }
  }
  return [...groups.values()];
}
