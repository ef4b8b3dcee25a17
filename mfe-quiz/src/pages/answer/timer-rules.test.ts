import { formatRemaining, localDeadline, timerTone, timerWarning } from './use-countdown.ts';
import { freshProgress, stepBack } from './quiz-progress.ts';

describe('timer rules', () => {
  it('When seconds pass the thresholds, then the tone is normal, yellow at 60 or less, red at 30 or less', () => {
    expect([61, 60, 31, 30, 0].map(timerTone)).toEqual(['normal', 'warning', 'warning', 'danger', 'danger']);
  });

  it('When the countdown crosses 30, 10 and 0 seconds, then the matching warning fires once', () => {
    expect(timerWarning(31, 30)).toBe('warning');
    expect(timerWarning(30, 29)).toBeNull();
    expect(timerWarning(11, 10)).toBe('final');
    expect(timerWarning(45, 5)).toBe('final');
    expect(timerWarning(1, 0)).toBe('time-up');
    expect(timerWarning(0, 0)).toBeNull();
  });

  it('When the server clock is ahead, then the deadline is moved onto the browser clock', () => {
    const deadline = localDeadline('2026-01-01T10:01:00.000Z', '2026-01-01T10:00:05.000Z', Date.parse('2026-01-01T10:00:00.000Z'));
    expect(new Date(deadline!).toISOString()).toBe('2026-01-01T10:00:55.000Z');
    expect(localDeadline(null, '2026-01-01T10:00:00.000Z', 0)).toBeNull();
  });

  it('When time is shown, then it reads mm:ss, or h:mm:ss from an hour', () => {
    expect(formatRemaining(65)).toBe('01:05');
    expect(formatRemaining(3725)).toBe('1:02:05');
  });
});

describe('stepBack', () => {
  const questions = [{ id: 1 }, { id: 2 }];
  it('When Back is pressed, then the index goes down and the current answer is dropped', () => {
    const progress = { ...freshProgress(9), index: 1, answers: { 1: 'a', 2: 'b' } };
    expect(stepBack(progress, questions)).toMatchObject({ index: 0, answers: { 1: 'a' } });
  });

  it('When on the first question, then nothing changes', () => {
    const progress = { ...freshProgress(9), answers: { 1: 'a' } };
    expect(stepBack(progress, questions)).toBe(progress);
  });
});
