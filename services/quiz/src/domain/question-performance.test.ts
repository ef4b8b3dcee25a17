import type { QuestionRecord } from './quiz-model.ts';
import { chosenOption, questionPerformance, type ReadModelAttempt } from './question-performance.ts';

const question = (id: number, options: string[], correct: string, position = id): QuestionRecord => ({
  id,
  quizId: 1,
  position,
  text: `Question ${id}`,
  type: 'multiple-choice',
  options,
  correctAnswers: [correct],
  hint: null,
  imageUrl: null,
});
const essay: QuestionRecord = { ...question(9, [], ''), type: 'open-ended', options: [], correctAnswers: [] };

let n = 0;
function attempt(choices: Array<[number, string | string[], boolean]>, essays: Array<[number, string]> = []): ReadModelAttempt {
  n += 1;
  return {
    attemptId: `a${n}`,
    userName: `Taker ${n}`,
    score: choices.filter(([, , ok]) => ok).length,
    totalQuestions: choices.length,
    answers: choices.map(([questionId, userAnswer, isCorrect]) => ({ questionId, userAnswer, isCorrect })),
    openEndedAnswers: essays.map(([questionId, userAnswer]) => ({ questionId, userAnswer, questionIndex: null })),
    completedAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
  };
}

describe('chosenOption', () => {
  it('When the answer is a list, then the first entry counts, trimmed', () => {
    expect(chosenOption([' B ', 'C'])).toBe('B');
    expect(chosenOption([])).toBe('');
    expect(chosenOption(' A ')).toBe('A');
  });
});

describe('questionPerformance', () => {
  const q1 = question(1, ['Paris', 'Rome', 'Oslo'], 'Paris');
  const q2 = question(2, ['Yes', 'No'], 'Yes');

  it('When attempts are scored, then each question gets its correct share and the server verdicts are used', () => {
    const attempts = [
      attempt([[1, 'Paris', true], [2, 'No', false]]),
      attempt([[1, 'Rome', false], [2, 'No', false]]),
      attempt([[1, 'Paris', true], [2, 'Yes', true]]),
    ];
    const [p1, p2] = questionPerformance([q1, q2], attempts);
    expect(p1).toMatchObject({ questionId: 1, answeredCount: 3, correctCount: 2, correctPercentage: 67 });
    expect(p2).toMatchObject({ questionId: 2, correctCount: 1, correctPercentage: 33 });
  });

  it('When the most common answer is wrong, then it is marked incorrect', () => {
    const attempts = [attempt([[2, 'No', false]]), attempt([[2, 'No', false]]), attempt([[2, 'Yes', true]])];
    expect(questionPerformance([q2], attempts)[0]?.mostCommonAnswer).toEqual({ answer: 'No', count: 2, isCorrect: false });
  });

  it('When two answers are equally common, then the one listed first wins', () => {
    const attempts = [attempt([[1, 'Oslo', false]]), attempt([[1, 'Rome', false]])];
    expect(questionPerformance([q1], attempts)[0]?.mostCommonAnswer?.answer).toBe('Rome');
  });

  it('When answers are empty (time ran out), then they count as incorrect but not as answered', () => {
    const [p1] = questionPerformance([q1], [attempt([[1, '', false]]), attempt([[1, 'Paris', true]])]);
    expect(p1).toMatchObject({ answeredCount: 1, correctCount: 1, correctPercentage: 50 });
  });

  it('When nobody answered yet, then the share is 0 and there is no most common answer', () => {
    expect(questionPerformance([q1], [])[0]).toMatchObject({ answeredCount: 0, correctPercentage: 0, mostCommonAnswer: null });
  });

  it('When a question is open-ended, then only non-blank answers count and nothing is scored', () => {
    const [p] = questionPerformance([essay], [attempt([], [[9, 'Because']]), attempt([], [[9, '  ']])]);
    expect(p).toMatchObject({ type: 'open-ended', answeredCount: 1, correctCount: 0, correctPercentage: 0, mostCommonAnswer: null });
  });

  it('When options are chosen, then every listed option gets its count in order, the right one marked', () => {
    const attempts = [attempt([[1, 'Rome', false]]), attempt([[1, ' Rome ', false]]), attempt([[1, 'Paris', true]])];
    expect(questionPerformance([q1], attempts)[0]?.optionCounts).toEqual([
      { option: 'Paris', count: 1, isCorrect: true },
      { option: 'Rome', count: 2, isCorrect: false },
      { option: 'Oslo', count: 0, isCorrect: false },
    ]);
    expect(questionPerformance([essay], [])[0]?.optionCounts).toEqual([]);
  });

  it('When a question was added after some attempts, then its share counts only the attempts that saw it', () => {
    const added = question(3, ['Up', 'Down'], 'Up');
    const before = { ...attempt([[1, 'Paris', true]]), questionIds: [1] };
    const after = { ...attempt([[1, 'Paris', true], [3, 'Up', true]]), questionIds: [1, 3] };
    const [p1, p3] = questionPerformance([q1, added], [before, after]);
    expect(p1).toMatchObject({ seenCount: 2, correctPercentage: 100 });
    expect(p3).toMatchObject({ seenCount: 1, correctCount: 1, correctPercentage: 100 });
  });

  it('When nobody saw a question yet, then it has no figures to show', () => {
    expect(questionPerformance([q1], [])[0]).toMatchObject({ seenCount: 0, answeredCount: 0 });
  });
});
