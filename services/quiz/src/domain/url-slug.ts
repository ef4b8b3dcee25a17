import { LIMITS, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { cryptoRandomInt, type RandomInt } from './random-source.ts';

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';

/** The creator name lowercased, stripped of everything but a–z and 0–9 (slugs go into URLs), cut to 15. */
export function slugNamePart(creatorName: string): string {
  return creatorName.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, LIMITS.slugNameMaxLength);
}

function pick(alphabet: string, count: number, random: RandomInt): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += alphabet.charAt(random(alphabet.length));
  return out;
}

/**
 * The spec's slug: `<name part>-<4 base-36 chars><4 digits>`. A name with no a–z/0–9 at all (for example
 * one written in another script) gets the prefix 'quiz' plus the last 4 digits of the current time.
 */
export function generateUrlSlug(
  creatorName: string,
  opts: { now: Date; random?: RandomInt } = { now: new Date() },
): string {
  if (creatorName.trim().length === 0) throw new RangeError(QUIZ_MESSAGES.slugNameEmpty);
  const random = opts.random ?? cryptoRandomInt;
  const prefix = slugNamePart(creatorName) || `quiz${String(opts.now.getTime()).slice(-4)}`;
  return `${prefix}-${pick(BASE36, 4, random)}${pick(DIGITS, 4, random)}`;
}
