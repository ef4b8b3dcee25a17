import * as fc from 'fast-check';
import type { GeneratedQuestion } from './draft-model.ts';
import { applyQualityGate, draftQualityProblem, fingerprint, isNearDuplicate, qualityProblem } from './quality-gate.ts';
import { GATE_REASONS } from './quality-gate-rules.ts';
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
      mcq({ questionText: 'Which planet is closest to the sun??' }),
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

  it('When any options are generated, then the editor’s rules accept exactly the questions with unique options and one correct among them', () => {
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

  it('When any options are generated, then the draft gate refuses every question the editor’s rules refuse, and others only for a reader’s reason', () => {
    const readerReasons: string[] = Object.values(GATE_REASONS);
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 0, maxLength: 6 }), { minLength: 0, maxLength: 9 }), fc.nat(10), (options, pick) => {
        const correct = options[pick] ?? 'none';
        const problem = draftQualityProblem(mcq({ options, correctAnswer: correct }));
        const keys = options.map((o) => o.trim().toLowerCase());
        const expected =
          options.length >= 2 && options.length <= 8 && options.every((o) => o.trim()) && new Set(keys).size === keys.length && keys.filter((k) => k === correct.trim().toLowerCase()).length === 1;
        const acceptable = expected ? problem === null || readerReasons.includes(problem) : problem !== null;
        expect(acceptable).toBe(true);
      }),
    );
  });

  it('When texts are fingerprinted, then case, punctuation and blanks do not matter', () => {
    expect(fingerprint('Fill in: The _____ is BIG!')).toBe(fingerprint('fill in the is big'));
  });
});

/** The bad questions a reader found in the offline drafts (issue 17), and others of their kinds. */
describe('the quality gate on what a reader catches', () => {
  const source = (sentence: string) => `Source (history.pdf, page 2): “${sentence}”`;
  it.each([
    [
      'two blanks (a heading glued to the sentence)',
      mcq({ questionText: 'Fill in the blank: The _____ The _____ was founded in 27 BC.', options: ['Roman', 'Greek', 'Persian'], correctAnswer: 'Roman' }),
      GATE_REASONS.blanks,
    ],
    [
      'two blanks in one sentence',
      mcq({ questionText: 'Photosynthesis is the process by which green plants turn light _____ into chemical _____.', options: ['energy', 'water', 'oxygen'], correctAnswer: 'energy' }),
      GATE_REASONS.blanks,
    ],
    [
      'a verb among nouns, and singular among plural',
      mcq({ questionText: 'It grew from a few North German _____ in the late 12th century.', options: ['towns', 'called', 'grain', 'fish'], correctAnswer: 'towns' }),
      GATE_REASONS.mixedKinds,
    ],
    [
      'a re-cased name (cairo for Cairo)',
      mcq({
        questionText: 'Fill in the blank: The Blue Nile carries most of the water during the summer _____.',
        options: ['cairo', 'floods', 'rains', 'winds'],
        correctAnswer: 'floods',
        explanation: source('The Blue Nile carries most of the water to Cairo during the summer floods.'),
      }),
      GATE_REASONS.recased,
    ],
    [
      'a word re-cased from its source (latin for Latin)',
      mcq({ questionText: 'Fill in the blank: The Bible was printed in _____.', options: ['latin', 'greek', 'hebrew'], correctAnswer: 'latin', explanation: source('The Bible was printed in Latin.') }),
      GATE_REASONS.recased,
    ],
    ['a name among common nouns', mcq({ questionText: 'Fill in the blank: The river floods the _____ every summer.', options: ['fields', 'Cairo', 'roads', 'towns'], correctAnswer: 'fields' }), GATE_REASONS.mixedKinds],
    ['a year among counts', mcq({ questionText: 'Fill in the blank: The town had _____ houses.', options: ['1850', '2,500', '900', '45,000'], correctAnswer: '2,500' }), GATE_REASONS.mixedKinds],
    ['a clause among words', mcq({ questionText: 'What carries boats between rivers?', options: ['canal', 'the river flooded every spring', 'lock'], correctAnswer: 'canal' }), GATE_REASONS.mixedKinds],
    ['the answer in the question', mcq({ questionText: 'Which planet, Mercury or Venus, is closest to the Sun?', options: ['Mercury', 'Venus', 'Mars'], correctAnswer: 'Mercury' }), GATE_REASONS.answerVisible],
    ['a fragment starting in lower case', mcq({ questionText: 'Fill in the blank: grew from a few North German _____ in the late 12th century.', options: ['towns', 'cities', 'ports'], correctAnswer: 'towns' }), GATE_REASONS.fragment],
    ['a fragment without end punctuation', mcq({ questionText: 'Fill in the blank: The Roman Empire _____', options: ['grew', 'fell', 'ended'], correctAnswer: 'fell' }), GATE_REASONS.fragment],
    ['a question over two lines', mcq({ questionText: 'The Nile\nWhich river flows north?', options: ['Nile', 'Congo', 'Niger'], correctAnswer: 'Nile' }), GATE_REASONS.fragment],
    ['half a name blanked', mcq({ questionText: 'Fill in the blank: Samuel _____ and Alfred Vail developed a code.', options: ['Morse', 'Field', 'Vail'], correctAnswer: 'Morse' }), GATE_REASONS.splitName],
    ['an open-ended question on a fragment', essay({ questionText: 'explain how aqueducts and carried are related' }), GATE_REASONS.fragment],
    ['repeated options differing only in case', mcq({ options: ['Mercury', 'MERCURY', 'Venus'] }), 'options repeat'],
  ])('When a question has %s, then it is refused', (_label, question, reason) => {
    expect(draftQualityProblem(question)).toBe(reason);
  });

  it.each([
    ['a cloze with capitals kept', mcq({ questionText: 'Fill in the blank: The Blue Nile joins the White Nile at _____.', options: ['Khartoum', 'Cairo', 'Aswan'], correctAnswer: 'Khartoum', explanation: source('The Blue Nile joins the White Nile at Khartoum.') })],
    ['a definition whose term starts the source sentence', mcq({ questionText: 'What is the process by which plants make sugar?', options: ['photosynthesis', 'respiration', 'digestion'], correctAnswer: 'photosynthesis', explanation: source('Photosynthesis is the process by which plants make sugar.') })],
    ['years', mcq({ questionText: 'When was the aqueduct completed?', options: ['1805', '1795', '1810'], correctAnswer: '1805' })],
    ['French quotes', essay({ questionText: 'Expliquez avec vos propres mots ce que le texte veut dire par : « La Loire traverse Orléans. »' })],
    ['German quotes', essay({ questionText: 'Erklären Sie mit eigenen Worten, was der Text mit folgender Aussage meint: „Der Rhein fließt durch Köln.“' })],
    ['German nouns next to a name', mcq({ questionText: 'Ergänzen Sie die Lücke: Der _____ William Wilson stammte aus England.', options: ['Lokführer', 'Handel', 'Werkstatt'], correctAnswer: 'Lokführer' })],
  ])('When a question is %s, then it passes', (_label, question) => {
    expect(draftQualityProblem(question)).toBeNull();
  });
});
