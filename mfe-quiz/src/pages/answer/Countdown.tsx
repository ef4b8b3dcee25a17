import { formatRemaining, timerTone } from './use-countdown.ts';

const COLOURS = { normal: undefined, warning: 'var(--ql-color-warning)', danger: 'var(--ql-color-danger)' } as const;

/** Time left: yellow from 60 s, red from 30 s (spec). Not live-announced every second on purpose. */
export function Countdown({ seconds }: { seconds: number }) {
  const tone = timerTone(seconds);
  return (
    <p role="timer" aria-label="Time left" data-tone={tone} style={{ color: COLOURS[tone], fontWeight: 600, margin: 0 }}>
      Time left: {formatRemaining(seconds)}
    </p>
  );
}
