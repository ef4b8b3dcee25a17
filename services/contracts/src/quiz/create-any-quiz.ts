/**
 * The create-any-quiz landing page (spec: "a separate create-any-quiz landing page wraps the editor
 * with a 4-step pitch and search-engine metadata"). Its texts and metadata, in one place for the
 * remote that renders it and the shell that sets the page's metadata.
 */
export const CREATE_ANY_QUIZ = {
  /** Title (before " | QuizLink") and description for search engines and link previews. */
  metaName: 'Create Any Quiz Online — Free, No Sign-Up',
  metaDescription:
    'Make any quiz in minutes: trivia, a friendship quiz, a class test or a team quiz. Multiple-choice or open questions, images, hints and a timer. No account, one link to share.',
  heading: 'Create Any Quiz',
  lead: 'Trivia night, a friendship quiz, a class test or a team check-in: write it here, share one link and watch the leaderboard fill up.',
  startAction: 'Create Your Quiz',
  startHint: 'Type your name on the home page first; it is all QuizLink needs.',
  stepsHeading: 'Create any quiz in 4 steps',
  steps: [
    { title: 'Type your name', body: 'No account and no email: your name is shown to your friends with the quiz.' },
    { title: 'Write at least 5 questions', body: 'Multiple choice with 2 to 8 options, or open questions; add a hint or an image to any of them.' },
    { title: 'Set a timer if you like', body: 'No limit, or a total time with automatic submission when it runs out.' },
    { title: 'Publish and share one link', body: 'Send the link or the 6-character code; scores and the leaderboard appear as friends answer.' },
  ],
} as const;
