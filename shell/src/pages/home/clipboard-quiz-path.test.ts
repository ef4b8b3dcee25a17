import { quizPathFromClipboard, quizPathFromClipboardContents } from './clipboard-quiz-path.ts';

describe('quizPathFromClipboard', () => {
  test.each([
    ['https://quizlink.app/quiz/ana-ab12c3456', '/quiz/ana-ab12c3456'],
    ['https://quizlink.app/quiz/code/ABC123', '/quiz/code/ABC123'],
    ['look: https://quizlink.app/quiz/ana-x1y2z3w4 it is fun', '/quiz/ana-x1y2z3w4'],
    ['/quiz/a/quiz/b', '/quiz/b'],
    ['ana-ab12c3456', '/quiz/ana-ab12c3456'],
    ['  ABC123 \n', '/quiz/ABC123'],
    ['two words', '/quiz/two%20words'],
  ])('When the clipboard holds %j, then Answer goes to %s', (text, path) => {
    expect(quizPathFromClipboard(text)).toBe(path);
  });

  test.each([['https://example.com/other'], ['a/b'], [''], ['   '], ['https://quizlink.app/quiz/'], [null]])(
    'When the clipboard holds %j, then Answer goes to /find-quiz',
    (text) => {
      expect(quizPathFromClipboard(text)).toBe('/find-quiz');
    },
  );
});

describe('quizPathFromClipboardContents', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });

  test('When the browser refuses to read the clipboard, then Answer goes to /find-quiz', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { readText: () => Promise.reject(new Error('NotAllowedError')) },
    });
    await expect(quizPathFromClipboardContents()).resolves.toBe('/find-quiz');
  });

  test('When there is no clipboard API at all, then Answer goes to /find-quiz', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    await expect(quizPathFromClipboardContents()).resolves.toBe('/find-quiz');
  });
});
