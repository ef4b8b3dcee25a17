/** Texts of the answering screen that the spec does not fix (issue 13: the start card and the header). */
export const ANSWER_TEXTS = {
  startButton: 'Start',
  startHint: 'The clock starts when you press Start.',
  progressLabel: 'Quiz progress',
  keyboardHint: 'Tip: press 1–8 to pick an answer and Enter for the next question.',
} as const;

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "1 minute", "10 minutes", "1 hour 30 minutes", "45 seconds": the time a timed quiz gives. */
export function durationText(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second', 'seconds');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  if (hours === 0) return plural(minutes, 'minute', 'minutes');
  return minutes === 0 ? plural(hours, 'hour', 'hours') : `${plural(hours, 'hour', 'hours')} ${plural(minutes, 'minute', 'minutes')}`;
}

/** The start card's summary line: "5 questions · 1 minute". */
export const startSummary = (questionCount: number, timeLimitSeconds: number): string =>
  `${plural(questionCount, 'question', 'questions')} · ${durationText(timeLimitSeconds)}`;
