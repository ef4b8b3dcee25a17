import { expect, test } from '@playwright/test';
import { dashboardOf, publishQuizByApi, submitAttemptByApi } from '../support/api-quiz.ts';

const brokerPid = Number(process.env.KAFKA_BROKER_PID ?? 0);

test.describe('Attempt events reach the dashboard read model', () => {
  test('When an attempt is submitted, then the dashboard counts it', async ({ request }) => {
    const quiz = await publishQuizByApi(request, 'Dana');
    await submitAttemptByApi(request, quiz.id, 'Eve', 0);
    await expect.poll(async () => (await dashboardOf(request, quiz.dashboardToken)).stats.attemptCount, { timeout: 20_000 }).toBe(1);
  });

  test('When the broker is paused while attempts are submitted, then none is lost once it resumes', async ({ request }) => {
    test.skip(!brokerPid, 'needs the Kafka broker process id (KAFKA_BROKER_PID), as .ci/run provides');
    const quiz = await publishQuizByApi(request, 'Frank');
    process.kill(brokerPid, 'SIGSTOP');
    try {
      // The attempt service answers from its own database; the outbox keeps the events.
      for (const name of ['Gus', 'Hana', 'Ivo']) await submitAttemptByApi(request, quiz.id, name, 0);
      expect((await dashboardOf(request, quiz.dashboardToken)).stats.attemptCount).toBe(0);
    } finally {
      process.kill(brokerPid, 'SIGCONT');
    }
    await expect.poll(async () => (await dashboardOf(request, quiz.dashboardToken)).stats.attemptCount, { timeout: 90_000, intervals: [1000] }).toBe(3);
  });
});
