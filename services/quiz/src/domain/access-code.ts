import { ACCESS_CODE_ALPHABET, LIMITS } from '@quizlink/contracts/quiz';
import { cryptoRandomInt, type RandomInt } from './random-source.ts';

/** A new 6-character access code from A–Z and 0–9; uniqueness is the repository's job (retry on collision). */
export function generateAccessCode(random: RandomInt = cryptoRandomInt): string {
  let code = '';
  for (let i = 0; i < LIMITS.accessCodeLength; i += 1) {
    code += ACCESS_CODE_ALPHABET.charAt(random(ACCESS_CODE_ALPHABET.length));
  }
  return code;
}

/** People type codes in any case and with stray spaces; codes are stored uppercase. */
export function normalizeAccessCode(input: string): string {
  return input.trim().toUpperCase();
}
