import type { LanguageCode } from '@quizlink/contracts/draft';
import type { GeneratedQuestion, GenerationRequest } from '../draft-model.ts';
import { draftQualityProblem } from '../quality-gate.ts';
import { englishNumber } from './answer-kinds.ts';
import { BLANK } from './cloze-builder.ts';
import { generateOffline } from './offline-generator.ts';
import { prepareTestEnvironment } from '../../../test/setup/test-environment.ts';

prepareTestEnvironment();

const draft = (text: string, language: LanguageCode = 'en', count = 12): GeneratedQuestion[] => {
  const request: GenerationRequest = { segments: [{ file: 'notes.txt', location: 'paragraph 1', text }], images: [], topic: null, count, types: ['mcq'], difficulty: 'medium', language, exclude: [] };
  return generateOffline(request).questions;
};
const find = (questions: GeneratedQuestion[], pattern: RegExp) => questions.find((q) => pattern.test(q.questionText));
const distractorsOf = (q: GeneratedQuestion) => q.options.filter((o) => o !== q.correctAnswer);

/** A short history text with people, places, years, numbers, a definition and a cause. */
const HISTORY = `The Canal Age

James Brindley designed the route of the canal for the Duke of Bridgewater. Thomas Telford built a great aqueduct in Wales. John Rennie later designed bridges and docks. The Bridgewater Canal was opened in 1761 near Manchester. The aqueduct was completed in 1805 after ten years of work. The Pontcysyllte Aqueduct was built in Wales between two hills. London and Liverpool traded with Birmingham and Leeds by water. A canal is an artificial channel that carries boats between rivers and towns. A lock is a chamber that lifts boats from one level to another. Because the canal halved the price of coal, investors rushed to fund new waterways. The company had about 4,000 workers in 1830. The town had nearly 2,500 houses along the water. Horses pulled the narrowboats along the towpaths. The boats carried coal, pottery and grain to the cities.`;

describe('question forms of the offline generator', () => {
  let questions: GeneratedQuestion[] = [];
  beforeAll(() => {
    questions = draft(HISTORY);
  });

  it('When the text has headings, then no stem contains a heading and every stem has one blank at most', () => {
    for (const q of questions) {
      expect(q.questionText).not.toContain('Canal Age');
      expect(q.questionText.split(BLANK).length).toBeLessThanOrEqual(2);
      expect(draftQualityProblem(q)).toBeNull();
    }
  });

  it('When a sentence defines a term ("X is a Y"), then the question asks what is Y and the term is the answer', () => {
    const q = find(questions, /^What is an artificial channel/) ?? find(questions, /^What is a chamber/);
    expect(q).toBeDefined();
    expect(['canal', 'lock']).toContain(q!.correctAnswer);
    for (const d of distractorsOf(q!)) expect(d).toMatch(/^\p{Ll}+$/u);
  });

  it('When a person is the subject, then the question asks who, and the distractors are people of the document', () => {
    const q = find(questions, /^Who /);
    expect(q).toBeDefined();
    const people = ['James Brindley', 'Thomas Telford', 'John Rennie'];
    expect(people).toContain(q!.correctAnswer);
    for (const d of distractorsOf(q!)) expect(people).toContain(d);
  });

  it('When a passive sentence gives a year, then the question asks when and the distractors are years near it', () => {
    const q = find(questions, /^When (was|were) /);
    expect(q).toBeDefined();
    const year = Number(q!.correctAnswer);
    for (const d of distractorsOf(q!)) {
      expect(d).toMatch(/^\d{4}$/);
      expect(Math.abs(Number(d) - year)).toBeLessThanOrEqual(60);
    }
  });

  it('When a sentence counts something, then the question asks how many and the distractors are numbers of the same magnitude, written alike', () => {
    const q = find(questions, /how many (workers|houses)/i);
    expect(q).toBeDefined();
    const value = Number(q!.correctAnswer!.replace(/,/g, ''));
    for (const d of distractorsOf(q!)) {
      expect(d).toMatch(/^\d{1,3}(,\d{3})*$/);
      const ratio = Number(d.replace(/,/g, '')) / value;
      expect(ratio).toBeGreaterThanOrEqual(0.1);
      expect(ratio).toBeLessThanOrEqual(10);
    }
  });

  it('When a sentence states a cause, then the question asks for the reason and the cause is the answer', () => {
    const q = find(questions, /what was the reason that investors rushed to fund new waterways\?$/);
    expect(q).toBeDefined();
    expect(q!.correctAnswer).toBe('the canal halved the price of coal');
  });
});

describe('distractor rules', () => {
  it('When the answer is a place, then the distractors are places of the document', () => {
    const text = 'The merchants of Venice traded with Genoa and Naples. Pilgrims travelled from Paris to Rome every year. The road from Madrid reached Lisbon in a week. Many sailors came from Marseille to trade wine.';
    const places = ['Venice', 'Genoa', 'Naples', 'Paris', 'Rome', 'Madrid', 'Lisbon', 'Marseille'];
    const qs = draft(text, 'en', 8).filter((q) => places.includes(q.correctAnswer!));
    expect(qs.length).toBeGreaterThan(0);
    for (const q of qs) for (const d of distractorsOf(q)) expect(places).toContain(d);
  });

  it('When the answer is a plural noun, then every distractor is a plural noun, never a verb', () => {
    const text = 'The farmers planted the seeds in spring. The workers repaired the bridges before winter. The children watched the boats on the river. The merchants sold the goods in the market. The soldiers guarded the gates of the town.';
    for (const q of draft(text, 'en', 8)) {
      if (englishNumber(q.correctAnswer!) !== 'pl' || /^\p{Lu}/u.test(q.correctAnswer!)) continue;
      for (const d of distractorsOf(q)) {
        expect(englishNumber(d)).toBe('pl');
        expect(d).not.toMatch(/ed$|ing$/);
      }
    }
  });

  it('When the answer is a singular noun after "an", then the distractors start with a vowel too', () => {
    const text = 'The farmer kept an ox in the barn. The traveller carried an umbrella in the rain. The cook used an oven for the bread. The child ate an apple after school. The sailor saw an island from the ship.';
    for (const q of draft(text, 'en', 8)) {
      if (!q.questionText.includes(`an ${BLANK}`)) continue;
      for (const o of q.options) expect(o).toMatch(/^[aeiou]/i);
    }
  });

  it('When a Spanish noun follows "la", then every option is a noun that follows "la" in the text (same gender and number)', () => {
    const text = 'La ciudad creció junto al río durante siglos. Los viajeros describían la plaza mayor y la catedral. La muralla protegía la ciudad de los ataques. El mercado ocupaba la plaza cada semana. La catedral tenía una torre muy alta.';
    const feminine = ['ciudad', 'plaza', 'catedral', 'muralla', 'torre'];
    for (const q of draft(text, 'es', 6)) {
      if (!q.questionText.includes(`la ${BLANK}`) && !q.questionText.includes(`La ${BLANK}`)) continue;
      for (const o of q.options) expect(feminine).toContain(o);
    }
  });

  it('When the answer is written with capitals, then the option keeps them (no re-cased words)', () => {
    const names = draft(HISTORY)
      .flatMap((q) => q.options)
      .filter((o) => /^(manchester|wales|london|liverpool)$/i.test(o));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((o) => !/^\p{Lu}/u.test(o))).toEqual([]);
  });
});

describe('definitions in other languages', () => {
  it.each([
    ['es', 'La fotosíntesis es el proceso por el cual las plantas convierten la luz en energía. La respiración ocurre en la célula. La clorofila absorbe la luz del sol. La raíz toma agua del suelo.', /^Según el texto, ¿qué es el proceso/],
    ['fr', 'La photosynthèse est le processus par lequel les plantes transforment la lumière en énergie. La respiration libère de la chaleur. La chlorophylle absorbe la lumière. La racine puise l’eau du sol.', /^D’après le texte, quel nom désigne le processus/],
    ['de', 'Die Photosynthese ist der Vorgang, bei dem Pflanzen Licht in Energie umwandeln. Die Atmung setzt Wärme frei. Die Wurzel nimmt Wasser aus dem Boden. Die Zelle enthält viele Chloroplasten.', /^Wie heißt der Vorgang, bei dem Pflanzen Licht in Energie umwandeln\?$/],
  ] as const)('When a %s text defines a term, then the question asks for it in that language', (language, text, pattern) => {
    const q = find(draft(text, language, 4), pattern);
    expect(q).toBeDefined();
    expect(draftQualityProblem(q!)).toBeNull();
  });
});
