import { IMAGE_URL_INVALID_MESSAGE } from '@quizlink/contracts/content';
import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { QUIZ_HEADERS } from '@quizlink/contracts/quiz';
import { call } from '@quizlink/kit-http/testing';
import { createQuiz, createUser, quizPayload, startQuizService, type Harness } from './quiz-service.harness.ts';

const UPLOADED = '/api/uploads/0123456789abcdef0123456789abcdef.png';

describe('a question image link', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startQuizService('question_image_url');
  });
  afterAll(() => h.close());

  const publishWithImage = async (imageUrl: string) => {
    const creatorId = await createUser(h.baseUrl, 'Ima Ginn');
    const payload = quizPayload(creatorId, 'Ima Ginn');
    const [first, ...rest] = payload.questions;
    return call(h.baseUrl, 'POST', '/api/quizzes', { ...payload, questions: [{ ...first, imageUrl }, ...rest] });
  };

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png'])(
    'When a quiz is published with the image %s, then it is 400 with a clear message and nothing is stored',
    async (imageUrl) => {
      const [before] = await h.sequelize.query('SELECT COUNT(*) AS n FROM quizzes');
      const res = await publishWithImage(imageUrl);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(HTTP_ERRORS.requestInvalid.code);
      expect(res.text).toContain(IMAGE_URL_INVALID_MESSAGE);
      const [after] = await h.sequelize.query('SELECT COUNT(*) AS n FROM quizzes');
      expect(after).toEqual(before);
    },
  );

  it.each([UPLOADED, 'https://images.example.com/cat.gif'])('When a quiz is published with the image %s, then it is stored and shown', async (imageUrl) => {
    const res = await publishWithImage(imageUrl);
    expect(res.status).toBe(201);
    const quiz = await call(h.baseUrl, 'GET', `/api/quizzes/${res.body.id}`);
    expect(quiz.status).toBe(200);
  });

  it('When a question with a javascript: image is added to a live quiz, then it is 400 too', async () => {
    const quiz = await createQuiz(h.baseUrl, 'Ima Ginn');
    const res = await call(
      h.baseUrl,
      'POST',
      '/api/questions',
      { quizId: quiz.id, text: 'Extra?', type: 'open-ended', imageUrl: 'javascript:alert(1)' },
      { [QUIZ_HEADERS.dashboardToken]: quiz.dashboardToken },
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain(IMAGE_URL_INVALID_MESSAGE);
  });
});
