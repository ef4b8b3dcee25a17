import { renderHook } from '@testing-library/react';
import { useRestAfterFirstPaint } from './use-rest-after-first-paint.ts';

describe('useRestAfterFirstPaint', () => {
  test('When the page first renders, then the rest is held back; right after, in a transition, it is let through', () => {
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const ready = useRestAfterFirstPaint();
      seen.push(ready);
      return ready;
    });
    expect(seen[0]).toBe(false);
    expect(result.current).toBe(true);
  });
});
