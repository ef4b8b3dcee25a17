import { dropRepeatedOpening, isHeadingLine, isWholeSentence, proseOf } from './prose.ts';
import { prepareTestEnvironment } from '../../../test/setup/test-environment.ts';

prepareTestEnvironment();

describe('prose without headings', () => {
  it('When a text has a title and section headings, then they are split off and the sentences kept', () => {
    const text = 'The Roman Empire\n\nThe Roman Empire was founded in 27 BC.\nOrigins\nRome began as a small town on the Tiber.';
    expect(proseOf(text)).toBe('The Roman Empire was founded in 27 BC.\n\nRome began as a small town on the Tiber.');
  });

  it('When a sentence is wrapped over short lines, then the lines are joined, not taken for headings', () => {
    expect(proseOf('The river flooded\nthe lower streets every spring.')).toBe('The river flooded the lower streets every spring.');
    expect(proseOf('The canal linked the mills to\nManchester and its markets.')).toBe('The canal linked the mills to Manchester and its markets.');
  });

  it('When a heading is glued to its first sentence on one line, then its copy is dropped', () => {
    expect(dropRepeatedOpening('The Roman Empire The Roman Empire was founded in 27 BC.')).toBe('The Roman Empire was founded in 27 BC.');
  });

  it.each([
    ['Photosynthesis', true],
    ['1. Introduction', true],
    ['- a list item', true],
    ['The river flooded every spring.', false],
  ])('When the line is "%s", then it is a heading: %s', (line, heading) => {
    expect(isHeadingLine(line)).toBe(heading);
  });

  it.each([
    ['The river flooded every spring.', true],
    ['¿Dónde nace el río?', true],
    ['grew from a few towns in the late 12th century.', false],
    ['The river flooded every spring', false],
    ['The river (the Nile flooded.', false],
  ])('When the sentence is "%s", then it is whole: %s', (sentence, whole) => {
    expect(isWholeSentence(sentence)).toBe(whole);
  });
});
