import type { AnswerKey } from '@quizlink/contracts/quiz';

/** A question of an answer key, as the server scores it. */
export type KeyQuestion = AnswerKey['questions'][number];

/** What every submission looks up in its quiz's key: the questions by id, their ids in order, how many are multiple choice. */
export type QuestionIndex = { byId: ReadonlyMap<number, KeyQuestion>; ids: readonly number[]; choiceCount: number };

/** One index per key's question list: a cached answer key serves many submissions, and each looked its questions up anew (issue 14). */
const indexes = new WeakMap<readonly KeyQuestion[], QuestionIndex>();

/** The index of a key's questions, built once per list (an answer key is never changed in place: a new key is a new list). */
export function questionIndexOf(questions: readonly KeyQuestion[]): QuestionIndex {
  let index = indexes.get(questions);
  if (!index) {
    index = {
      byId: new Map(questions.map((q) => [q.id, q])),
      ids: questions.map((q) => q.id),
      choiceCount: questions.filter((q) => q.type === 'multiple-choice').length,
    };
    indexes.set(questions, index);
  }
  return index;
}
