import { useEffect, useState } from 'react';
import { session, type PendingQuiz } from '@quizlink/platform';

/**
 * The quiz a visitor was sent here to answer (an answer screen stores it when no name is known).
 * Read once on load, then removed from session storage so it does not outlive this visit; the page
 * keeps it in state.
 */
export function usePendingQuiz(): PendingQuiz {
  const [pending] = useState(() => session.getPendingQuiz());
  useEffect(() => session.clearPendingQuiz(), []);
  return pending;
}
