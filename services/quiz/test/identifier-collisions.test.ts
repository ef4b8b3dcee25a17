import { randomInt } from 'node:crypto';
import { call } from '@quizlink/kit-http/testing';
import { createQuiz, startQuizService, type Harness } from './quiz-service.harness.ts';

/** Draws per identifier set: 6 for the access code, 8 for the slug suffix. */
const DRAWS_PER_TRY = 14;

describe('generated identifier collisions', () => {
  let h: Harness;
  let forcedDraws = 0;
  beforeAll(async () => {
    // The first two tries draw only zeros (same code and slug); later draws come from the CSPRNG.
    h = await startQuizService('collisions', {
      random: (max) => (forcedDraws++ < 2 * DRAWS_PER_TRY ? 0 : randomInt(max)),
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('When a new quiz draws a code and slug already taken, then the unique index rejects it and fresh ones are used', async () => {
    const first = await createQuiz(h.baseUrl, 'Alan');
    expect(first.accessCode).toBe('AAAAAA');
    expect(first.urlSlug).toBe('alan-00000000');

    const second = await createQuiz(h.baseUrl, 'Alan');
    expect(second.accessCode).not.toBe('AAAAAA');
    expect(second.urlSlug).not.toBe('alan-00000000');

    // The failed try left nothing behind: two quizzes, five questions each.
    const [quizzes] = await h.sequelize.query('SELECT COUNT(*) AS n FROM quizzes');
    const [questions] = await h.sequelize.query('SELECT COUNT(*) AS n FROM questions');
    expect(Number((quizzes as Array<{ n: number }>)[0]!.n)).toBe(2);
    expect(Number((questions as Array<{ n: number }>)[0]!.n)).toBe(10);
    expect((await call(h.baseUrl, 'GET', `/api/quizzes/code/${second.accessCode}`)).body.id).toBe(second.id);
  });
});
