import { createLogger } from '@quizlink/kit-logger';
import { createQuizPreviewSource, quizLinkOf } from './quiz-preview-source.ts';

const logger = createLogger({ service: 'test', level: 'silent' });

describe('quizLinkOf', () => {
  test.each([
    ['/quiz/code/ABC123', { kind: 'code', value: 'ABC123' }],
    ['/quiz/ana-ab12c3456', { kind: 'slug', value: 'ana-ab12c3456' }],
    // A code-shaped segment after /quiz/ is a code, in any case, as the quiz page reads it.
    ['/quiz/kzgzms', { kind: 'code', value: 'KZGZMS' }],
    ['/quiz/ana%20maria-ab12c3456/', { kind: 'slug', value: 'ana maria-ab12c3456' }],
    ['/quiz/code', null],
    ['/quiz/code/ABC123/extra', null],
    ['/quiz', null],
    ['/create', null],
  ])('When the path is %s, then the link is %j', (path, expected) => {
    expect(quizLinkOf(path)).toEqual(expected);
  });
});

describe('createQuizPreviewSource', () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const publicQuiz = { id: 1, creatorName: 'Bo', title: "Bo's Quiz", description: 'A quiz created by Bo', isAutoCreated: false, createdAt: 'x', expiresAt: 'y', timeLimit: null, timePerQuestion: null, autoSubmit: true, questionCount: 6 };

  test('When several pages ask for one quiz at once, then one request is made and all get the preview', async () => {
    const fetchImpl = jest.fn(async () => answer(200, publicQuiz));
    const source = createQuizPreviewSource({ quizUrl: 'http://quiz.local', logger, fetchImpl: fetchImpl as unknown as typeof fetch });

    const results = await Promise.all([1, 2, 3].map(() => source.lookup({ kind: 'code', value: 'abc123' })));

    expect(results).toEqual([1, 2, 3].map(() => ({ creatorName: 'Bo', questionCount: 6, topic: null })));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toBe('http://quiz.local/api/quizzes/code/abc123');
  });

  test('When the quiz service fails, answers garbage or cannot be reached, then there is no preview', async () => {
    const answers = [answer(500, {}), answer(200, { creatorName: 3 })];
    const fetchImpl = jest.fn(async () => {
      const next = answers.shift();
      if (!next) throw new TypeError('fetch failed');
      return next;
    });
    const source = createQuizPreviewSource({ quizUrl: 'http://quiz.local', logger, fetchImpl: fetchImpl as unknown as typeof fetch });

    expect(await source.lookup({ kind: 'slug', value: 'a' })).toBeNull();
    expect(await source.lookup({ kind: 'slug', value: 'b' })).toBeNull();
    expect(await source.lookup({ kind: 'slug', value: 'c' })).toBeNull();
  });
});
