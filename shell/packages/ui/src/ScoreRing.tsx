import type React from 'react';
import { useEffect, useState } from 'react';
import './score-ring.css';

export type ScoreRingProps = {
  /** 0–100: how much of the ring fills. */
  percent: number;
  /** Big text in the middle (for example "4/5"). */
  value: React.ReactNode;
  /** Small text under it (for example "80%"). */
  caption?: React.ReactNode;
  /** What the ring says to a screen reader, e.g. "Your score: 4 of 5, 80%". */
  label: string;
};

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * An animated score ring: the arc fills from empty to the score once shown (CSS transition, switched
 * off under prefers-reduced-motion, where it is drawn full at once). One image with a text label.
 */
export function ScoreRing({ percent, value, caption, label }: ScoreRingProps) {
  const clamped = Math.min(Math.max(percent, 0), 100);
  // Drawn empty first, then filled on the next frame, so the transition runs.
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(clamped));
    return () => cancelAnimationFrame(frame);
  }, [clamped]);
  return (
    <div className="ql-score-ring">
      <svg viewBox="0 0 120 120" className="ql-score-ring__svg" role="img" aria-label={label} focusable="false">
        <circle className="ql-score-ring__track" cx="60" cy="60" r={RADIUS} />
        <circle
          className="ql-score-ring__arc"
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - shown / 100)}
          data-percent={shown}
        />
      </svg>
      <span className="ql-score-ring__text" aria-hidden="true">
        <span className="ql-score-ring__value">{value}</span>
        {caption ? <span className="ql-score-ring__caption">{caption}</span> : null}
      </span>
    </div>
  );
}
