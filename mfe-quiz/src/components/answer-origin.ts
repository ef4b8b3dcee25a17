/**
 * How a taker reached the answer screen, for the spec's quiz_answer_started label: Find a Quiz marks
 * it just before navigating (both pages live in this remote, so the mark survives the client-side
 * navigation and nothing else); everything else is a direct link.
 */
let viaFindQuiz = false;

export const markArrivalFromFindQuiz = (): void => {
  viaFindQuiz = true;
};

/** Reads and clears the mark. */
export function takeArrivalFromFindQuiz(): boolean {
  const value = viaFindQuiz;
  viaFindQuiz = false;
  return value;
}
