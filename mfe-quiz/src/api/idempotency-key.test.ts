import { newIdempotencyKey } from './idempotency-key.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('When keys are made, then each is a fresh v7 UUID and each sorts after the one before (the server index grows at its end)', () => {
    const keys = Array.from({ length: 1_000 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(UUID_V7);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(keys);
  });

  it('When the page is not a secure context (no randomUUID), then keys are still made', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V7);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
