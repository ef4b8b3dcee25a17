import { TimerRing } from '@quizlink/ui';
import { formatRemaining, timerTone } from './use-countdown.ts';

/** Time left as a ring: yellow from 60 s, red from 30 s (spec). Not live-announced every second on purpose. */
export function Countdown({ seconds, totalSeconds }: { seconds: number; totalSeconds: number }) {
  return <TimerRing seconds={seconds} totalSeconds={totalSeconds} text={formatRemaining(seconds)} tone={timerTone(seconds)} label="Time left" />;
}
