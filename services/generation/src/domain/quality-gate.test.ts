import * as fc from 'fast-check';
import type { GeneratedQuestion } from './draft-model.ts';
import { applyQualityGate, fingerprint, isNearDuplicate, qualityProblem } from './quality-gate.ts';
import { prepareTestEnvironment } from '../../test/setup/test-environment.ts';

prepareTestEnvironment();

const mcq = (overrides: Partial<GeneratedQuestion> = {}): GeneratedQuestion => ({
  questionText: 'Which planet is closest to the Sun?',
  questionType: 'mcq',
  options: ['Mercury', 'Venus', 'Earth', 'Mars'],
  correctAnswer: 'Mercury',
  explanation: null,
  rubric: null,
  difficulty: 'easy',
  source: { file: 'a.pdf', location: 'page 1' },
  ...overrides,
});
const essay = (overrides: Partial<GeneratedQuestion> = {}): GeneratedQuestion => ({
  ...mcq(),
  questionText: 'Explain why Mercury has no moons.',
  questionType: 'essay',
  options: [],
  correctAnswer: null,
  rubric: 'Mentions gravity of the Sun and orbital stability.',
  ...overrides,
});

describe('the quality gate', () => {
  it.each([
    ['empty text', mcq({ questionText: '   ' }), 'empty question text'],
    ['a single option', mcq({ options: ['Mercury'] }), 'wrong number of options'],
    ['nine options', mcq({ options: Array.from({ length: 9 }, (_, i) => `o${i}`), correctAnswer: 'o1' }), 'wrong number of options'],
    ['an empty option', mcq({ options: ['Mercury', ' ', 'Mars'] }), 'an empty or too long option'],
    ['repeated options (ignoring case)', mcq({ options: ['Mercury', 'mercury', 'Mars'] }), 'options repeat'],
    ['a correct answer outside the options', mcq({ correctAnswer: 'Pluto' }), 'the correct answer is not exactly one of the options'],
    ['no correct answer', mcq({ correctAnswer: null }), 'the correct answer is not exactly one of the options'],
    ['an essay without rubric', essay({ rubric: null }), 'an open-ended question without a rubric'],
    ['an essay with options', essay({ options: ['a', 'b'] }), 'an open-ended question has options'],
  ])('When a question has %s, then it is refused', (_label, question, reason) => {
    expect(qualityProblem(question)).toBe(reason);
  });

  it('When good questions pass, then they are kept trimmed and in order', () => {
    const { accepted, rejected } = applyQualityGate([mcq({ questionText: '  Which planet is closest to the Sun?  ' }), essay()]);
    expect(rejected).toEqual([]);
    expect(accepted.map((q) => q.questionText)).toEqual(['Which planet is closest to the Sun?', 'Explain why Mercury has no moons.']);
  });

  it('When a question repeats another with a word changed or different punctuation, then the repeat is refused', () => {
    const { accepted, rejected } = applyQualityGate([
      mcq(),
      mcq({ questionText: 'which planet is closest to the sun??' }),
      mcq({ questionText: 'Which planet is the closest to the Sun?' }),
    ]);
    expect(accepted).toHaveLength(1);
    expect(rejected.map((r) => r.reason)).toEqual(['near-duplicate', 'near-duplicate']);
  });

  it('When a question repeats one already in the draft, then it is refused', () => {
    expect(applyQualityGate([mcq()], ['Which planet is closest to the Sun?']).accepted).toEqual([]);
  });

  it('When Chinese questions differ in one character only, then they count as near-duplicates', () => {
    expect(isNearDuplicate('光合作用在叶绿体中进行并且产生氧气和葡萄糖', '光合作用在叶绿体中进行并且产生氧气与葡萄糖')).toBe(true);
    expect(isNearDuplicate('光合作用在叶绿体中进行', '长城穿过山脉和沙漠')).toBe(false);
  });

  it('When any options are generated, then the gate accepts exactly the questions with unique options and one correct among them', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 0, maxLength: 6 }), { minLength: 0, maxLength: 9 }), fc.nat(10), (options, pick) => {
        const correct = options[pick] ?? 'none';
        const ok = qualityProblem(mcq({ options, correctAnswer: correct })) === null;
        const keys = options.map((o) => o.trim().toLowerCase());
        const expected =
          options.length >= 2 && options.length <= 8 && options.every((o) => o.trim()) && new Set(keys).size === keys.length && keys.filter((k) => k === correct.trim().toLowerCase()).length === 1;
        expect(ok).toBe(expected);
      }),
    );
  });

  it('When texts are fingerprinted, then case, punctuation and blanks do not matter', () => {
    expect(fingerprint('Fill in: The _____ is BIG!')).toBe(fingerprint('fill in the is big'));
  });
});
