import { findQuizTarget } from './find-quiz-target.ts';

describe('findQuizTarget', () => {
  it('When the input is blank, then there is no target', () => {
    expect(findQuizTarget('   ')).toBeNull();
  });

  it('When a full quiz link is pasted, then the part after /quiz/ is the slug', () => {
    expect(findQuizTarget('https://quizlink.example/quiz/ana-ab12c3456')).toBe('/quiz/ana-ab12c3456');
    expect(findQuizTarget('https://quizlink.example/quiz/ana-ab12c3456?ref=x')).toBe('/quiz/ana-ab12c3456');
  });

  it('When a code link is pasted, then it goes to the code route', () => {
    expect(findQuizTarget('https://quizlink.example/quiz/code/AB12CD')).toBe('/quiz/code/AB12CD');
  });

  it('When exactly 6 letters or digits are typed, in any case, then it is the access code in capitals', () => {
    expect(findQuizTarget(' AB12CD ')).toBe('/quiz/code/AB12CD');
    expect(findQuizTarget('kzgzms')).toBe('/quiz/code/KZGZMS');
    expect(findQuizTarget('Ab12cD')).toBe('/quiz/code/AB12CD');
  });

  it('When a code link is pasted in lowercase, then it goes to the code route in capitals', () => {
    expect(findQuizTarget('https://quizlink.example/quiz/code/kzgzms')).toBe('/quiz/code/KZGZMS');
  });

  it('When anything else is typed, then it is used as a slug (slugs always hold a hyphen)', () => {
    expect(findQuizTarget('ana-ab12c3456')).toBe('/quiz/ana-ab12c3456');
    expect(findQuizTarget('ab12cde')).toBe('/quiz/ab12cde');
    expect(findQuizTarget('my quiz')).toBe('/quiz/my%20quiz');
  });
});
