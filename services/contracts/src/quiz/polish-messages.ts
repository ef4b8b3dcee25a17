/**
 * Texts of the editor's confirmations and of the screens that explain a dead end (issue 13, items 6
 * and 7). Ours, not spec quotes: the spec names these moments without giving their words. The spec's
 * own titles and buttons (Page Not Found, Quiz Not Found, Go Home, Find a Quiz…) stay in QUIZ_MESSAGES and PLATFORM_MESSAGES,
 * LAYOUT_MESSAGES and the screens that quote them.
 */
export const POLISH_MESSAGES = {
  /** The editor's image picker: the button that opens the file chooser. */
  chooseImage: 'Choose an image',
  replaceImage: 'Choose another image',
  /** Why a quiz link shows Quiz Not Found (a deleted quiz answers the same as a mistyped code). */
  quizNotFoundExplanation:
    'No quiz matches this link or code. It may have been deleted by its creator, or the link may be mistyped. Check the code with the person who sent it, or look it up again.',
  /** Why an expired quiz cannot be answered any more. */
  quizExpiredExplanation: 'Quizzes stay open for a limited time after they are made. Ask the creator for a new quiz, or make your own.',
  /** Why a path under the quiz screens shows Page Not Found. */
  quizPageNotFoundExplanation: 'This address does not lead to a quiz screen. If someone sent you a quiz code, enter it on Find a Quiz.',
  /** The toast when /create (or /create-any-quiz's editor) is opened before a name was typed. */
  nameNeededForEditorTitle: 'Enter your name first',
  nameNeededForEditorBody: 'Your quiz is published under your name, so type it on the home page, then press Create Quiz.',
  findQuiz: 'Find a Quiz',
} as const;

/** 'Question 3 updated.': the editor's confirmation after Update Question. */
export const questionUpdatedText = (position: number): string => `Question ${position} updated.`;

/** The accessible name of an option's icon-only remove button. */
export const removeOptionLabel = (letter: string): string => `Remove option ${letter}`;
