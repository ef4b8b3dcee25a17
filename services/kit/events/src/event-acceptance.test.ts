import { EVENT_TYPES } from '@quizlink/contracts/events';
import { DEAD_LETTER_REASONS } from './dead-letter.ts';
import { readMessage } from './event-acceptance.ts';
import { attemptSubmitted } from './event.fixture.ts';

const reasonOf = (raw: string, accepts?: Record<string, number[]>) => {
  const verdict = readMessage(raw, accepts);
  return 'deadLetter' in verdict ? verdict.deadLetter.reason : Object.keys(verdict)[0];
};

describe('readMessage', () => {
  const event = attemptSubmitted(1);

  test('When a message is a valid event of a known type and version, then it is handed over as the event', () => {
    expect(readMessage(JSON.stringify(event))).toEqual({ event });
  });

  test.each([
    ['not JSON', 'not json', DEAD_LETTER_REASONS.unparsable],
    ['JSON without an envelope', JSON.stringify({ hello: 'world' }), DEAD_LETTER_REASONS.unparsable],
    ['a renamed field', JSON.stringify({ ...event, data: { ...event.data, userName: undefined, name: 'Ann' } }), DEAD_LETTER_REASONS.unparsable],
    ['a type contracts do not know', JSON.stringify({ ...event, type: 'attempt.reviewed' }), DEAD_LETTER_REASONS.unknownType],
    ['a version contracts do not know', JSON.stringify({ ...event, version: 2 }), DEAD_LETTER_REASONS.unknownVersion],
  ])('When the message is %s, then it is dead-lettered with its reason', (_what, raw, reason) => {
    expect(reasonOf(raw)).toBe(reason);
  });

  test('When a consumer declares what it accepts, then a known type it leaves out is ignored and a version it does not know is dead-lettered', () => {
    expect(reasonOf(JSON.stringify(event), { [EVENT_TYPES.quizDeleted]: [1] })).toBe('ignored');
    expect(reasonOf(JSON.stringify({ ...event, version: 2 }), { [EVENT_TYPES.quizDeleted]: [1] })).toBe('ignored');
    expect(reasonOf(JSON.stringify(event), { [EVENT_TYPES.attemptSubmitted]: [2] })).toBe(DEAD_LETTER_REASONS.unknownVersion);
    expect(reasonOf(JSON.stringify({ ...event, type: 'attempt.reviewed' }), { [EVENT_TYPES.quizDeleted]: [1] })).toBe(DEAD_LETTER_REASONS.unknownType);
  });
});
