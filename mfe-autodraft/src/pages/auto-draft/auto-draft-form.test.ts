import { AUTO_DRAFT_MESSAGES } from '@quizlink/contracts/draft';
import { clampCustomMinutes, clampQuestionCount, formProblem, initialFormValues, sortFiles, startFields, timeLimitSeconds } from './auto-draft-form.ts';

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);

describe('the auto-draft form rules', () => {
  it.each([
    ['3', 5],
    ['17', 17],
    ['99', 50],
    ['abc', 5],
    ['', 5],
  ])('When the number of questions is "%s", then %s are asked for (5–50, default 5)', (input, expected) => {
    expect(clampQuestionCount(input)).toBe(expected);
  });

  it.each([
    ['0', 1],
    ['45', 45],
    ['500', 240],
    ['x', 10],
  ])('When the custom time is "%s" minutes, then %s minutes are used (1–240, default 10)', (input, expected) => {
    expect(clampCustomMinutes(input)).toBe(expected);
  });

  it('When a preset or a custom time is chosen, then the limit is sent in seconds', () => {
    expect(timeLimitSeconds({ type: 'total', preset: 60, customMinutes: '', autoSubmit: true })).toBe(3600);
    expect(timeLimitSeconds({ type: 'total', preset: 'custom', customMinutes: '15', autoSubmit: true })).toBe(900);
  });

  it('When files are chosen, then other kinds are invalid and files over 10 MB too large', () => {
    const sorted = sortFiles([file('a.pdf'), file('b.DOCX'), file('c.exe'), file('noextension'), file('d.png', 10 * 1024 * 1024 + 1)]);
    expect(sorted.usable.map((f) => f.name)).toEqual(['a.pdf', 'b.DOCX']);
    expect(sorted.invalid.map((f) => f.name)).toEqual(['c.exe', 'noextension']);
    expect(sorted.tooLarge.map((f) => f.name)).toEqual(['d.png']);
  });

  it('When there is neither a file nor a topic, then Content Required; with either, no problem', () => {
    expect(formProblem(initialFormValues())?.title).toBe(AUTO_DRAFT_MESSAGES.contentRequiredTitle);
    expect(formProblem({ ...initialFormValues(), topicPrompt: '  ' })?.title).toBe(AUTO_DRAFT_MESSAGES.contentRequiredTitle);
    expect(formProblem({ ...initialFormValues(), topicPrompt: 'Volcanoes' })).toBeNull();
    expect(formProblem({ ...initialFormValues(), files: [file('a.txt')] })).toBeNull();
  });

  it('When the draft is sent, then the payload carries the spec’s fields, settings and sources', () => {
    const values = { ...initialFormValues(), files: [file('a.pdf', 42)], topicPrompt: ' Volcanoes ', numberOfQuestions: '70', timing: { type: 'total' as const, preset: 20, customMinutes: '10', autoSubmit: false } };
    expect(startFields(values, 'Ada')).toEqual({
      topicPrompt: 'Volcanoes',
      numberOfQuestions: 50,
      difficulty: 'medium',
      language: 'en',
      questionTypes: 'both',
      settings: { timingType: 'total', timeLimit: 1200, autoSubmit: false, userName: 'Ada' },
      sources: [
        { type: 'file', name: 'a.pdf', size: 42 },
        { type: 'topic', content: 'Volcanoes' },
      ],
    });
  });
});
