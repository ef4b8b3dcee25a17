import { createQuizRequestSchema, LIMITS, type QuestionInput } from '@quizlink/contracts/quiz';
import { buildCreateQuizRequest, defaultTiming, missingQuestionCount, parseTimeLimitMinutes, timeLimitRange } from './publish-request.ts';

const question = (n: number): QuestionInput => ({
  text: `Question ${n}`,
  type: 'multiple-choice',
  options: ['yes', 'no'],
  correctAnswers: ['yes'],
  hint: null,
});

describe('publish rules', () => {
  it('When the quiz has fewer than 5 questions, then it reports how many are missing', () => {
    expect(missingQuestionCount(0)).toBe(5);
    expect(missingQuestionCount(3)).toBe(2);
    expect(missingQuestionCount(5)).toBe(0);
    expect(missingQuestionCount(9)).toBe(0);
  });

  it('When the minutes are out of range or unparseable, then they are clamped to 1–180 or fall back to 10', () => {
    expect(parseTimeLimitMinutes('0')).toBe(1);
    expect(parseTimeLimitMinutes('500')).toBe(180);
    expect(parseTimeLimitMinutes('abc')).toBe(10);
    expect(parseTimeLimitMinutes(' 25 ')).toBe(25);
  });

  it('When the quiz is an AI draft, then the minutes range is Auto Draft’s 1–240; by hand it stays 1–180', () => {
    expect(timeLimitRange(true)).toEqual(LIMITS.autoDraftTimeLimitMinutes);
    expect(timeLimitRange(false)).toEqual(LIMITS.editorTimeLimitMinutes);
    expect(parseTimeLimitMinutes('240', timeLimitRange(true))).toBe(240);
    expect(parseTimeLimitMinutes('500', timeLimitRange(true))).toBe(240);
    expect(parseTimeLimitMinutes('abc', timeLimitRange(true))).toBe(10);
    expect(parseTimeLimitMinutes('240', timeLimitRange(false))).toBe(180);
  });

  it('When a 240-minute AI draft is published, then it keeps 240 minutes; the same timing by hand is cut to 180', () => {
    const timing = { type: 'total', minutes: '240', autoSubmit: true } as const;
    const creator = { id: 7, name: 'Ana' };
    const questions = [1, 2, 3, 4, 5].map(question);
    const drafted = buildCreateQuizRequest({ creator, questions, timing, isAutoCreated: true });
    expect(drafted.timeLimit).toBe(14400);
    expect(createQuizRequestSchema.safeParse(drafted).success).toBe(true);
    expect(buildCreateQuizRequest({ creator, questions, timing }).timeLimit).toBe(10800);
  });

  it('When an AI draft made from a topic is published, then the topic goes along (for its link preview); a quiz made by hand carries none', () => {
    const timing = { type: 'none', minutes: '', autoSubmit: true } as const;
    const creator = { id: 7, name: 'Ana' };
    const questions = [1, 2, 3, 4, 5].map(question);
    expect(buildCreateQuizRequest({ creator, questions, timing, isAutoCreated: true, topic: 'the Hanseatic League' }).topic).toBe('the Hanseatic League');
    expect(buildCreateQuizRequest({ creator, questions, timing, topic: 'the Hanseatic League' }).topic).toBeNull();
  });

  it('When total timing is chosen, then the request carries the limit in seconds', () => {
    const body = buildCreateQuizRequest({
      creator: { id: 7, name: 'Ana' },
      questions: [question(1)],
      timing: { type: 'total', minutes: '15', autoSubmit: false },
    });
    expect(body.timeLimit).toBe(900);
    expect(body.autoSubmit).toBe(false);
  });

  it('When a quiz is published, then the body passes the shared schema and holds no server-made values', () => {
    const body = buildCreateQuizRequest({
      creator: { id: 7, name: 'Ana' },
      questions: [1, 2, 3, 4, 5].map(question),
      timing: defaultTiming(),
    });
    expect(createQuizRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ creatorId: 7, creatorName: 'Ana', timeLimit: null, isAutoCreated: false });
    expect(body.questions.map((q) => q.order)).toEqual([0, 1, 2, 3, 4]);
    for (const key of ['accessCode', 'urlSlug', 'dashboardToken', 'score']) expect(body).not.toHaveProperty(key);
  });
});
