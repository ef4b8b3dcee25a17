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

  it('When exactly 6 uppercase letters or digits are typed, then it is an access code', () => {
    expect(findQuizTarget(' AB12CD ')).toBe('/quiz/code/AB12CD');
  });

  it('When anything else is typed, then it is used as a slug', () => {
    expect(findQuizTarget('ab12cd')).toBe('/quiz/ab12cd');
    expect(findQuizTarget('my quiz')).toBe('/quiz/my%20quiz');
  });
});
