import { useEffect } from 'react';

export type ConfettiBurstProps = {
  /** Fire once when this turns true (for example a score of 80% or more). */
  active: boolean;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion (no confetti then). */
export const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/**
 * One burst of confetti (canvas-confetti, loaded only when it fires, so pages without it do not pay
 * for it). Nothing under prefers-reduced-motion. Renders nothing itself: the library draws on its own
 * canvas, which does not take pointer events or focus.
 */
export function ConfettiBurst({ active }: ConfettiBurstProps) {
  useEffect(() => {
    if (!active || prefersReducedMotion()) return;
    let cancelled = false;
    void import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled) return;
        void confetti({ particleCount: 120, spread: 75, origin: { y: 0.35 }, disableForReducedMotion: true });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [active]);
  return null;
}
