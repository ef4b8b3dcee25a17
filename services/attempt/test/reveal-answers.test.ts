import { ATTEMPT_ERRORS, ATTEMPT_HEADERS, attemptDetailSchema } from '@quizlink/contracts/attempt';
import type { AnswerKey } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { creatorHeaders, registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

/**
 * The creator's "Show players the right answers after they submit" (issue 13): the attempt's results
 * carry the right options only for its owner or the creator, only after the submission, and only when
 * the setting is on.
 */
let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('reveal_answers');
});
afterAll(async () => {
  await h.close();
});

const withSecret = (secret: string) => ({ [ATTEMPT_HEADERS.attemptSecret]: secret });
const readAttempt = (id: string, headers: Record<string, string> = {}) => call(h.baseUrl, 'GET', `/api/quiz-attempts/${id}`, undefined, headers);

/** A harness quiz with the creator's setting as the quiz service would serve it. */
function quizWithSetting(showCorrectAnswers: boolean | undefined, timeLimit: number | null = null): AnswerKey {
  const key = registerQuiz(h, h.now.value, 7, timeLimit);
  if (showCorrectAnswers !== undefined) key.showCorrectAnswers = showCorrectAnswers;
  return key;
}

const EXPECTED_REVEAL = (key: AnswerKey) => [
  { questionId: key.questions[0]!.id, correctAnswers: ['Right-One'] },
  { questionId: key.questions[1]!.id, correctAnswers: ['Right-Two'] },
  { questionId: key.questions[2]!.id, correctAnswers: ['Right-Three'] },
];

describe('GET /api/quiz-attempts/{id}: the right answers on the results', () => {
  it('When the creator allows it, then the taker (secret) and the creator (token) get the right option of every multiple-choice question', async () => {
    const key = quizWithSetting(true);
    const { body } = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key, { userAnswerId: 301 }));
    for (const headers of [withSecret(body.attemptSecret), creatorHeaders(key)]) {
      const res = await readAttempt(body.id, headers);
      expect(res.status).toBe(200);
      const detail = attemptDetailSchema.strict().parse(res.body);
      expect(detail.correctAnswers).toEqual(EXPECTED_REVEAL(key));
      // The third answer was wrong: the page can show the right one under it.
      expect(detail.answers.find((a) => a.questionId === key.questions[2]!.id)?.isCorrect).toBe(false);
    }
  });

  it('When the creator turned it off, or the key does not say, then neither the taker nor the creator gets a right answer', async () => {
    for (const setting of [false, undefined]) {
      const key = quizWithSetting(setting);
      const { body } = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key, { userAnswerId: 302 }));
      for (const headers of [withSecret(body.attemptSecret), creatorHeaders(key)]) {
        const res = await readAttempt(body.id, headers);
        expect(res.status).toBe(200);
        expect(res.body).not.toHaveProperty('correctAnswers');
        expect(res.text).not.toContain('correctAnswers');
      }
    }
  });

  it('When someone without the secret or token asks, then it is refused and nothing of the key is in the answer', async () => {
    const key = quizWithSetting(true);
    const other = quizWithSetting(true);
    const { body } = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key, { userAnswerId: 303 }));
    const stranger = await call(h.baseUrl, 'POST', '/api/quiz-attempts', submission(key, { userAnswerId: 304 }));
    const refusals = [
      { res: await readAttempt(body.id), status: 401 },
      { res: await readAttempt(body.id, withSecret('not-the-secret')), status: 404 },
      { res: await readAttempt(body.id, withSecret(stranger.body.attemptSecret)), status: 404 },
      { res: await readAttempt(body.id, creatorHeaders(other)), status: 404 },
    ];
    for (const { res, status } of refusals) {
      expect(res.status).toBe(status);
      expect(res.text).not.toMatch(/correctAnswers|Right-Three/);
    }
    expect(refusals[1]!.res.body.error.code).toBe(ATTEMPT_ERRORS.attemptNotFound.code);
  });

  it('When a timed quiz is started but not submitted, then neither the start nor the board carries a right answer', async () => {
    const key = quizWithSetting(true, 600);
    const start = await call(h.baseUrl, 'POST', '/api/quiz-attempts/starts', { quizId: key.quizId, userAnswerId: 305 });
    expect(start.status).toBe(201);
    expect(JSON.stringify(start.body)).not.toMatch(/correctAnswers|isCorrect/);
    const board = await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard`);
    expect(board.text).not.toContain('correctAnswers');
  });
});
