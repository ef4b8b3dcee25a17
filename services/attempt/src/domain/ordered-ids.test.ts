import { validate, version } from 'uuid';
import { newOrderedId } from './ordered-ids.ts';

describe('newOrderedId', () => {
  it('When many ids are made within the same milliseconds, then each is a valid UUIDv7, unique, and later than the one before', () => {
    const ids = Array.from({ length: 5000 }, () => newOrderedId());
    for (const id of ids) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('When ids are made, then they start with the current millisecond', () => {
    const before = Date.now();
    const id = newOrderedId();
    const msecs = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(msecs).toBeGreaterThanOrEqual(before);
    expect(msecs).toBeLessThanOrEqual(Date.now() + 1);
  });

  it('When ids are made past the pool of random bytes, then their random parts keep differing', () => {
    const tails = Array.from({ length: 600 }, () => newOrderedId().slice(-12));
    expect(new Set(tails).size).toBe(tails.length);
  });
});
