import { createHash } from 'node:crypto';
import { ATTEMPT_ERRORS, ATTEMPT_HEADERS, ATTEMPT_MESSAGES } from '@quizlink/contracts/attempt';
import { call } from '@quizlink/kit-http/testing';
import { creatorHeaders, registerQuiz, startAttemptService, submission, type Harness } from './attempt-service.harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAttemptService('attempt_secret');
});
afterAll(async () => {
  await h.close();
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const submit = (body: unknown) => call(h.baseUrl, 'POST', '/api/quiz-attempts', body);
const withSecret = (secret: string) => ({ [ATTEMPT_HEADERS.attemptSecret]: secret });
const readAttempt = (id: string, headers: Record<string, string> = {}) => call(h.baseUrl, 'GET', `/api/quiz-attempts/${id}`, undefined, headers);
const verify = (questionId: number, body: unknown, headers: Record<string, string> = {}) =>
  call(h.baseUrl, 'POST', `/api/questions/${questionId}/verify`, body, headers);

/** Every option a taker sees for each question of the harness quiz: the right one among made-up others. */
const candidates = (right: string) => ['Option-A', right, 'Option-C', 'Option-D'];

describe('the answer key cannot be recovered through verify (issue 10, point 1)', () => {
  it('When a taker submits a blank attempt and then asks about every option, then every question answers 403 and nothing is judged', async () => {
    const key = registerQuiz(h);
    const blank = await submit({ quizId: key.quizId, userAnswerId: 41, userName: 'Attacker', answers: [] });
    expect(blank.status).toBe(201);
    const rights = ['Right-One', 'Right-Two', 'Right-Three'];
    for (const [index, question] of key.questions.slice(0, 3).entries()) {
      for (const answer of candidates(rights[index]!)) {
        for (const body of [{ answer }, { answer: [answer] }, { answer, attemptId: blank.body.id }]) {
          const res = await verify(question.id, body, withSecret(blank.body.attemptSecret));
          expect(res.status).toBe(403);
          expect(res.body.error.code).toBe(ATTEMPT_ERRORS.questionVerifyForbidden.code);
          expect(res.text).not.toContain('isCorrect');
        }
      }
    }
  });

  it('When a taker submitted empty answers, then only that empty answer is judged and every real option is refused', async () => {
    const key = registerQuiz(h);
    const emptyAnswers = key.questions.slice(0, 3).map((q) => ({ questionId: q.id, userAnswer: '' }));
    const { body } = await submit({ quizId: key.quizId, userAnswerId: 42, userName: 'Attacker', answers: emptyAnswers });
    const first = key.questions[0]!.id;
    expect((await verify(first, { answer: '' }, withSecret(body.attemptSecret))).body).toEqual({ isCorrect: false });
    for (const answer of candidates('Right-One')) expect((await verify(first, { answer }, withSecret(body.attemptSecret))).status).toBe(403);
  });

  it('When the caller names an attempt by its id alone (the old way), then it answers 403', async () => {
    const key = registerQuiz(h);
    const { body } = await submit(submission(key));
    const res = await verify(key.questions[0]!.id, { answer: 'Right-One', attemptId: body.id });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe(ATTEMPT_ERRORS.questionVerifyForbidden.code);
  });

  it("When the secret is someone else's and the attemptId the caller's own, or the answer differs from the submitted one, then it answers 403", async () => {
    const key = registerQuiz(h);
    const mine = await submit(submission(key, { userAnswerId: 51 }));
    const theirs = await submit(submission(key, { userAnswerId: 52 }));
    const q1 = key.questions[0]!.id;
    expect((await verify(q1, { answer: 'Right-One', attemptId: mine.body.id }, withSecret(theirs.body.attemptSecret))).status).toBe(403);
    // The harness submission answered question 3 wrong: asking about the right option is refused.
    expect((await verify(key.questions[2]!.id, { answer: 'Right-Three' }, withSecret(mine.body.attemptSecret))).status).toBe(403);
    // Question 4 was answered open-ended: it is not judged either.
    expect((await verify(key.questions[3]!.id, { answer: 'Private-Essay-Text' }, withSecret(mine.body.attemptSecret))).status).toBe(403);
    expect((await verify(q1, { answer: ' Right-One ' }, withSecret(mine.body.attemptSecret))).body).toEqual({ isCorrect: true });
  });
});

describe("another taker's answers stay private (issue 10, point 2)", () => {
  it('When a submission is stored, then it returns a secret with at least 128 random bits and the database holds only its time and the start of its SHA-256', async () => {
    const key = registerQuiz(h);
    const res = await submit(submission(key));
    const { id, attemptSecret } = res.body as { id: string; attemptSecret: string };
    const [order, random] = attemptSecret.split('.') as [string, string];
    expect(order).toMatch(/^[0-9a-f]{12}$/);
    expect(Buffer.from(random, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [rows] = await h.sequelize.query('SELECT * FROM attempts WHERE id = ?', { replacements: [id] });
    const row = (rows as Array<Record<string, unknown>>)[0]!;
    expect(String(row.secret_hash)).toBe(order + sha256(attemptSecret).slice(0, 52));
    expect(JSON.stringify(row)).not.toContain(random);
  });

  it('When an attempt stored before secrets had a time part is opened with its secret, then its results, its "You" row and verify still answer', async () => {
    const key = registerQuiz(h);
    const { body } = await submit(submission(key, { userAnswerId: 61 }));
    const legacySecret = 'L3gacy-secret_made-before-the-order-part-0123';
    await h.sequelize.query('UPDATE attempts SET secret_hash = ? WHERE id = ?', { replacements: [sha256(legacySecret), body.id] });

    expect((await readAttempt(body.id, withSecret(legacySecret))).status).toBe(200);
    expect((await readAttempt(body.id, withSecret(body.attemptSecret))).status).toBe(404);
    const board = await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard`, undefined, withSecret(legacySecret));
    expect(board.body.you?.userName).toBe('Taker Tom');
    expect((await verify(key.questions[0]!.id, { answer: 'Right-One' }, withSecret(legacySecret))).body).toEqual({ isCorrect: true });
  });

  it('When the results are read without a secret or token, then it answers 401 and shows no answers', async () => {
    const key = registerQuiz(h);
    const { body } = await submit(submission(key));
    const res = await readAttempt(body.id);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe(ATTEMPT_ERRORS.attemptSecretRequired.code);
    expect(res.text).not.toMatch(/Private-Essay-Text|Wrong-Answer-Given|Taker Tom/);
  });

  it("When the results are read with a wrong secret, another taker's secret or another quiz's creator token, then it answers the same 404 as an unknown id", async () => {
    const key = registerQuiz(h);
    const other = registerQuiz(h);
    const victim = await submit(submission(key, { userAnswerId: 61 }));
    const attacker = await submit(submission(key, { userAnswerId: 62, userName: 'Attacker' }));
    const refusals = [
      await readAttempt(victim.body.id, withSecret('guessed-secret-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')),
      await readAttempt(victim.body.id, withSecret(attacker.body.attemptSecret)),
      await readAttempt(victim.body.id, creatorHeaders(other)),
      await readAttempt('0b8e7a53-3b6f-4d59-9d7b-1d0a3f2b9c11', withSecret(attacker.body.attemptSecret)),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: ATTEMPT_ERRORS.attemptNotFound.code, message: ATTEMPT_MESSAGES.resultsNotFoundBody });
      expect(res.text).not.toContain('Private-Essay-Text');
    }
  });

  it("When the taker sends the attempt's secret, or the creator the quiz's dashboard token, then the answers are returned", async () => {
    const key = registerQuiz(h);
    const { body } = await submit(submission(key));
    for (const headers of [withSecret(body.attemptSecret), creatorHeaders(key), { ...withSecret('wrong'), ...creatorHeaders(key) }]) {
      const res = await readAttempt(body.id, headers);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: body.id, userName: 'Taker Tom', score: 2 });
      expect(res.body.openEndedAnswers[0].userAnswer).toBe('Private-Essay-Text');
    }
  });

  it('When a timed quiz is read back with the secret, then its questions come with the attempt, in order and without answers', async () => {
    const key = registerQuiz(h, h.now.value, 7, 5);
    const { body: start } = await call(h.baseUrl, 'POST', '/api/quiz-attempts/starts', { quizId: key.quizId, userAnswerId: 81 });
    const { body } = await submit(submission(key, { userAnswerId: 81, startId: start.id }));
    const res = await readAttempt(body.id, withSecret(body.attemptSecret));
    expect(res.status).toBe(200);
    expect(res.body.questions.map((q: { id: number }) => q.id)).toEqual(key.questions.map((q) => q.id));
    expect(JSON.stringify(res.body.questions)).not.toMatch(/correctAnswers|isCorrect/);
  });

  it('When a stranger takes attempts from the public leaderboard, then nothing there opens one', async () => {
    const key = registerQuiz(h);
    const victim = await submit(submission(key, { userAnswerId: 71, userName: 'Victim Vi' }));
    const board = await call(h.baseUrl, 'GET', `/api/quizzes/${key.quizId}/attempts/leaderboard?limit=100`);
    expect(board.status).toBe(200);
    expect(board.text).not.toContain(victim.body.id);
    expect(board.text).not.toContain(victim.body.attemptSecret);
    for (const row of board.body.top) expect(row).not.toHaveProperty('id');
  });
});
