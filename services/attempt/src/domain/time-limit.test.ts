import { deadlineOf, isLate } from './time-limit.ts';

const start = new Date('2026-04-01T10:00:00.000Z');

describe('deadlineOf', () => {
  it('When the quiz has a total limit, then the deadline is the start plus the limit', () => {
    expect(deadlineOf(start, 60)?.toISOString()).toBe('2026-04-01T10:01:00.000Z');
  });

  it('When the quiz is untimed, then there is no deadline', () => {
    expect(deadlineOf(start, null)).toBeNull();
  });
});

describe('isLate', () => {
  const deadline = deadlineOf(start, 60);

  it('When answers arrive within the grace after the deadline, then they are on time', () => {
    expect(isLate(new Date('2026-04-01T10:01:15.000Z'), deadline, 15)).toBe(false);
  });

  it('When answers arrive after the grace, then they are late', () => {
    expect(isLate(new Date('2026-04-01T10:01:15.001Z'), deadline, 15)).toBe(true);
  });

  it('When there is no deadline, then nothing is late', () => {
    expect(isLate(new Date('2030-01-01T00:00:00.000Z'), null, 0)).toBe(false);
  });
});
