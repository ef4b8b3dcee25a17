import { randomUUID } from 'node:crypto';
import { type DomainEvent, EVENT_TYPES } from '@quizlink/contracts/events';

/** A valid attempt.submitted event for tests; `quizId` doubles as the partition key. */
export function attemptSubmitted(quizId: number, score = 1, id: string = randomUUID()): DomainEvent {
  return {
    id,
    type: EVENT_TYPES.attemptSubmitted,
    version: 1,
    occurredAt: new Date().toISOString(),
    key: String(quizId),
    data: {
      attemptId: randomUUID(),
      quizId,
      userAnswerId: score,
      userName: 'Ann',
      score,
      totalQuestions: 5,
      completedAt: new Date().toISOString(),
      answers: [{ questionId: 1, userAnswer: 'A', isCorrect: true }],
      openEndedAnswers: [],
    },
  };
}

/** Resolves once `check` passes, polling; rejects after `timeoutMs` with `what` in the message. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
