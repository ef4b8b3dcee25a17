import { groupOpenEndedAnswers } from './open-ended-groups.ts';
import type { ReadModelAttempt } from './question-performance.ts';
import type { QuestionRecord } from './quiz-model.ts';

const open = (id: number, position: number, imageUrl: string | null = null): QuestionRecord => ({
  id,
  quizId: 1,
  position,
  text: `Why ${id}?`,
  type: 'open-ended',
  options: [],
  correctAnswers: [],
  hint: null,
  imageUrl,
});
const choice: QuestionRecord = { ...open(3, 2), type: 'multiple-choice', options: ['a', 'b'], correctAnswers: ['a'] };

const attempt = (id: string, minute: number, answers: Array<[number, string]>): ReadModelAttempt => ({
  attemptId: id,
  userName: id.toUpperCase(),
  score: 0,
  totalQuestions: 0,
  answers: [],
  openEndedAnswers: answers.map(([questionId, userAnswer]) => ({ questionId, userAnswer, questionIndex: null })),
  completedAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
});

describe('groupOpenEndedAnswers', () => {
  it('When takers answer open-ended questions, then answers are grouped per question, oldest first', () => {
    const groups = groupOpenEndedAnswers(
      [open(1, 0, '/api/uploads/x.png'), open(2, 1), choice],
      [attempt('late', 9, [[1, 'Second'], [2, 'Only one']]), attempt('early', 1, [[1, ' First ']])],
    );
    expect(groups).toEqual([
      {
        questionId: 1,
        questionText: 'Why 1?',
        questionImage: '/api/uploads/x.png',
        answers: [
          { id: 'early:1', userName: 'EARLY', userAnswer: 'First', submittedAt: '2026-01-01T00:01:00.000Z' },
          { id: 'late:1', userName: 'LATE', userAnswer: 'Second', submittedAt: '2026-01-01T00:09:00.000Z' },
        ],
      },
      { questionId: 2, questionText: 'Why 2?', questionImage: null, answers: [expect.objectContaining({ userAnswer: 'Only one' })] },
    ]);
  });

  it('When an answer is blank or points at another question, then it is left out', () => {
    const groups = groupOpenEndedAnswers([open(1, 0)], [attempt('a', 1, [[1, '   '], [77, 'stray']])]);
    expect(groups).toEqual([{ questionId: 1, questionText: 'Why 1?', questionImage: null, answers: [] }]);
  });
});
