import { useEffect, useState } from 'react';
import { QUIZ_EXPERIENCE_LIMITS as L } from '@quizlink/contracts/quiz';

/**
 * Seconds left until `deadlineMs` (this browser's clock, already corrected for the server's); null
 * without a deadline. Computed from the deadline rather than by decrementing, so a throttled
 * background tab or a reload still ends on time.
 */
export function useCountdown(deadlineMs: number | null): number | null {
  const left = () => (deadlineMs === null ? null : Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000)));
  const [tick, setTick] = useState<{ of: number | null; left: number | null }>(() => ({ of: deadlineMs, left: left() }));
  useEffect(() => {
    if (deadlineMs === null) return;
    const update = () => {
      const value = Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));
      setTick({ of: deadlineMs, left: value });
      return value;
    };
    if (update() === 0) return;
    const id = window.setInterval(() => {
      if (update() === 0) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [deadlineMs]);
  return tick.of === deadlineMs ? tick.left : left();
}

/** mm:ss, or h:mm:ss from an hour up. */
export function formatRemaining(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The countdown's colour band: yellow from 60 s, red from 30 s (spec). */
export function timerTone(seconds: number): 'normal' | 'warning' | 'danger' {
  if (seconds <= L.timerRedAtSeconds) return 'danger';
  if (seconds <= L.timerYellowAtSeconds) return 'warning';
  return 'normal';
}

/** Which warning a step of the countdown crosses: 30 s, 10 s, or time-up at 0. */
export function timerWarning(before: number, now: number): 'warning' | 'final' | 'time-up' | null {
  if (now >= before) return null;
  if (now === 0) return 'time-up';
  if (before > L.timerFinalWarningAtSeconds && now <= L.timerFinalWarningAtSeconds) return 'final';
  if (before > L.timerWarningAtSeconds && now <= L.timerWarningAtSeconds) return 'warning';
  return null;
}

/** The server's deadline on this browser's clock: shifted by how far the two clocks are apart. */
export function localDeadline(deadline: string | null, serverTime: string, receivedAt: number): number | null {
  if (!deadline) return null;
  return Date.parse(deadline) - (Date.parse(serverTime) - receivedAt);
}
