import { liveAttemptSchema } from '@quizlink/contracts/attempt';
import { TOPICS } from '@quizlink/contracts/events';
import { LIVE_EVENTS } from '@quizlink/contracts/platform';
import { QUIZ_ERRORS } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { openSse } from '@quizlink/kit-live/testing';
import { attemptEvent, createQuiz, startQuizService, type Harness } from './quiz-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startQuizService('live');
});
afterAll(async () => {
  await h.close();
});

describe('GET /api/quizzes/dashboard/{token}/live', () => {
  it('When an attempt is submitted, then the dashboard stream says so once the read model has it', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Live Liv');
    const stream = await openSse(`${h.baseUrl}/api/quizzes/dashboard/${quiz.dashboardToken}/live`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('cache-control')).toContain('no-store');
      await stream.next(LIVE_EVENTS.ready);
      const event = attemptEvent(quiz.id, { userName: 'Pat', score: 3 });
      const sentAt = Date.now();
      await h.bus.publish(TOPICS.attemptEvents, [event]);
      const pushed = liveAttemptSchema.parse(JSON.parse((await stream.next(LIVE_EVENTS.attemptSubmitted)).data));
      expect(Date.now() - sentAt).toBeLessThan(1000);
      expect(pushed).toEqual({ quizId: quiz.id, attemptId: event.data.attemptId, completedAt: event.data.completedAt });
      const dashboard = await call(h.baseUrl, 'GET', `/api/quizzes/dashboard/${quiz.dashboardToken}`);
      expect(dashboard.body.stats.attemptCount).toBe(1);
      expect(JSON.stringify(stream.events)).not.toContain('Pat');
    } finally {
      stream.close();
    }
  });

  it("When another quiz gets an attempt, then this quiz's stream stays quiet", async () => {
    const mine = await createQuiz(h.baseUrl, 'Quiet Quinn');
    const other = await createQuiz(h.baseUrl, 'Noisy Ned');
    const stream = await openSse(`${h.baseUrl}/api/quizzes/dashboard/${mine.dashboardToken}/live`);
    const otherStream = await openSse(`${h.baseUrl}/api/quizzes/dashboard/${other.dashboardToken}/live`);
    try {
      await h.bus.publish(TOPICS.attemptEvents, [attemptEvent(other.id)]);
      await otherStream.next(LIVE_EVENTS.attemptSubmitted);
      expect(stream.events.map((e) => e.event)).toEqual([LIVE_EVENTS.ready]);
    } finally {
      stream.close();
      otherStream.close();
    }
  });

  it('When the creator deletes the quiz, then its open dashboards hear quiz-deleted', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Deleting Dee');
    const stream = await openSse(`${h.baseUrl}/api/quizzes/dashboard/${quiz.dashboardToken}/live`);
    try {
      await stream.next(LIVE_EVENTS.ready);
      await call(h.baseUrl, 'DELETE', `/api/quizzes/dashboard/${quiz.dashboardToken}`);
      expect(JSON.parse((await stream.next(LIVE_EVENTS.quizDeleted)).data)).toEqual({ quizId: quiz.id });
    } finally {
      stream.close();
    }
  });

  it('When the token is unknown, then it answers 404 in the error shape instead of a stream', async () => {
    const res = await call(h.baseUrl, 'GET', `/api/quizzes/dashboard/${'N'.repeat(43)}/live`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe(QUIZ_ERRORS.dashboardNotFound.code);
  });
});
