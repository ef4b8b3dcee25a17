import type React from 'react';
import './quiz-header.css';

export type QuizHeaderProps = {
  /** 1-based position of the current question. */
  position: number;
  total: number;
  /** For example a TimerRing; nothing for an untimed quiz. */
  timer?: React.ReactNode;
  progressLabel?: string;
};

/**
 * The answering screen's header: "Question 2 of 5", a progress bar in the brand colour and the
 * timer. It sticks to the top of the viewport, so progress and time stay in view while scrolling.
 */
export function QuizHeader({ position, total, timer, progressLabel = 'Quiz progress' }: QuizHeaderProps) {
  return (
    <div className="ql-quiz-header">
      <div className="ql-quiz-header__row">
        <p className="ql-quiz-header__position">
          Question {position} of {total}
        </p>
        {timer}
      </div>
      <progress className="ql-quiz-header__progress" value={position} max={total} aria-label={progressLabel} />
    </div>
  );
}
