import { questionIndexOf, type KeyQuestion } from './question-index.ts';

const key: KeyQuestion[] = [
  { id: 7, type: 'multiple-choice', correctAnswers: ['Paris'] },
  { id: 3, type: 'open-ended', correctAnswers: [] },
  { id: 5, type: 'multiple-choice', correctAnswers: ['4'] },
];

describe('questionIndexOf', () => {
  it("When a key's questions are indexed, then they are found by id, their ids keep the key's order and the multiple-choice ones are counted", () => {
    const index = questionIndexOf(key);
    expect(index.byId.get(3)).toBe(key[1]);
    expect(index.byId.has(4)).toBe(false);
    expect(index.ids).toEqual([7, 3, 5]);
    expect(index.choiceCount).toBe(2);
  });

  it('When the same list is indexed again, then the first index is reused; another list (a refreshed key) gets its own', () => {
    expect(questionIndexOf(key)).toBe(questionIndexOf(key));
    const refreshed = [...key, { id: 9, type: 'multiple-choice', correctAnswers: ['x'] } satisfies KeyQuestion];
    expect(questionIndexOf(refreshed)).not.toBe(questionIndexOf(key));
    expect(questionIndexOf(refreshed).byId.has(9)).toBe(true);
  });
});
