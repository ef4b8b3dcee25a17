import { v7 } from 'uuid';

/**
 * A time-ordered UUID (v7) for the Idempotency-Key header: the server keeps one attempt per (taker, key)
 * in an index led by the key, and a key made after the last one goes at the index's end instead of on a
 * page of its own (issue 14, twenty-first round). `uuid` draws its random bits with
 * `crypto.getRandomValues`, which a plain-http deployment has too (`crypto.randomUUID` needs a secure context).
 */
export function newIdempotencyKey(): string {
  return v7();
}
