import { durationText, startSummary } from './answer-texts.ts';

describe('the start card texts', () => {
  it('When a timed quiz is 5 questions and 60 s, then the card says "5 questions · 1 minute"', () => {
    expect(startSummary(5, 60)).toBe('5 questions · 1 minute');
    expect(startSummary(1, 600)).toBe('1 question · 10 minutes');
  });

  it('When the time is under a minute or over an hour, then it is said in seconds or hours and minutes', () => {
    expect(durationText(45)).toBe('45 seconds');
    expect(durationText(3600)).toBe('1 hour');
    expect(durationText(5400)).toBe('1 hour 30 minutes');
    expect(durationText(7200)).toBe('2 hours');
  });
});
