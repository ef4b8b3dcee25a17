import { buildPath } from '@quizlink/contracts/http';
import { QUIZ_PATHS } from '@quizlink/contracts/quiz';
import { checkEventExample, quizServiceEventExpectations, recordedEventAbout } from '@quizlink/contracts/consumer-contracts';
import { call, eventually } from '@quizlink/kit-http/testing';
import { createQuiz, startQuizService, type Harness } from './quiz-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startQuizService('attempt_submitted_contract');
});
afterAll(async () => {
  await h.close();
});

describe('attempt-submitted.consumer with the event it recorded', () => {
  it.each(quizServiceEventExpectations.map((e) => [`${e.consumer}: ${e.type}`, e] as const))(
    'When %s gets the recorded event, then the attempt reaches the dashboard',
    async (_name, expectation) => {
      expect(checkEventExample(expectation)).toEqual([]);
      const quiz = await createQuiz(h.baseUrl, 'Contract Carla');

      await h.bus.publish(expectation.topic, [recordedEventAbout(expectation, quiz.id)]);

      const dashboard = buildPath(QUIZ_PATHS.quizDashboard, { token: quiz.dashboardToken });
      await eventually(async () => expect((await call(h.baseUrl, 'GET', dashboard)).body.stats.attemptCount).toBe(1));
    },
  );
});
