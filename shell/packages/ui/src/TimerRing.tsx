import './score-ring.css';

export type TimerRingProps = {
  /** Seconds left. */
  seconds: number;
  /** Seconds the whole quiz had: how much of the ring is left. */
  totalSeconds: number;
  /** The time as read out (for example "04:59"). */
  text: string;
  /** 'warning' and 'danger' turn the ring yellow and red. */
  tone?: 'normal' | 'warning' | 'danger';
  /** Accessible name of the timer (not announced every second on purpose). */
  label?: string;
};

const RADIUS = 24;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A countdown ring for the sticky quiz header: the arc empties as time runs out. */
export function TimerRing({ seconds, totalSeconds, text, tone = 'normal', label = 'Time left' }: TimerRingProps) {
  const share = totalSeconds > 0 ? Math.min(Math.max(seconds / totalSeconds, 0), 1) : 0;
  return (
    <div className="ql-timer-ring" role="timer" aria-label={label} data-tone={tone}>
      <svg viewBox="0 0 56 56" aria-hidden="true" focusable="false">
        <circle className="ql-timer-ring__track" cx="28" cy="28" r={RADIUS} strokeWidth="5" />
        <circle className="ql-timer-ring__arc" cx="28" cy="28" r={RADIUS} strokeWidth="5" strokeDasharray={CIRCUMFERENCE} strokeDashoffset={CIRCUMFERENCE * (1 - share)} />
      </svg>
      <span className="ql-timer-ring__text">{text}</span>
    </div>
  );
}
