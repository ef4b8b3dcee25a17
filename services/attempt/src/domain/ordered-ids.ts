import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/** Ids' worth of random bytes drawn from the CSPRNG at once. */
const IDS_PER_DRAW = 256;
const ID_BYTES = 16;

const pool = Buffer.alloc(IDS_PER_DRAW * ID_BYTES);
let cursor = pool.length;

/** 16 fresh random bytes, from a pool refilled by one CSPRNG call every IDS_PER_DRAW ids. */
function pooledRandomBytes(): Uint8Array {
  if (cursor === pool.length) {
    randomFillSync(pool);
    cursor = 0;
  }
  const bytes = pool.subarray(cursor, cursor + ID_BYTES);
  cursor += ID_BYTES;
  return bytes;
}

/** The millisecond and counter of the last id: ids of one millisecond take the next counter value. */
const last = { msecs: -Infinity, seq: 0 };

/** A counter start for a new millisecond: 31 random bits, as `uuid` starts its own. */
const randomCounterStart = (bytes: Uint8Array) => (((bytes[6]! & 0x7f) << 24) | (bytes[7]! << 16) | (bytes[8]! << 8) | bytes[9]!) >>> 0;

/**
 * A UUIDv7 (`uuid`'s v7 builds it: the millisecond, the counter, then random bits), each later than the
 * one before in this process, like `uuid`'s own `v7()`. Called without options, `uuid` draws its 16 random
 * bytes with one `crypto.getRandomValues` per id, a call into the CSPRNG per attempt and per event on the
 * write path; handed its bytes (`random`), it keeps no order of its own, so the millisecond and counter
 * are kept here, the same way: a new millisecond starts the counter at random, the same millisecond
 * takes the next value, and a wrapped counter moves to the next millisecond.
 */
export function newOrderedId(): string {
  const random = pooledRandomBytes();
  const now = Date.now();
  if (now > last.msecs) {
    last.msecs = now;
    last.seq = randomCounterStart(random);
  } else {
    last.seq = (last.seq + 1) | 0;
    if (last.seq === 0) last.msecs += 1;
  }
  return v7({ random, msecs: last.msecs, seq: last.seq });
}
