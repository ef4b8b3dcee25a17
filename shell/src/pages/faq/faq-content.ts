import { LIMITS } from '@quizlink/contracts/quiz';

export type FaqItem = { question: string; answer: string };

const { autoDraftQuestions: ai, autoDraftTimeLimitMinutes: aiTime, editorTimeLimitMinutes: editorTime } = LIMITS;
const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/**
 * The FAQ's ten items. Every number comes from the product's limits, so the answers stay true when a
 * limit changes (the spec's older "up to 4 options" was replaced by the editor's 2–8).
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Do I or my friends need an account?',
    answer: 'No. You type a name and start, and so do the people answering. There are no passwords, no emails and nothing to install.',
  },
  {
    question: 'Is QuizLink free?',
    answer: 'Yes. Creating, sharing and answering quizzes is free, and so is Auto Draft.',
  },
  {
    question: 'How many questions can a quiz have?',
    answer: `At least ${LIMITS.minQuestionsToPublish}, which is what you need to publish. There is no practical maximum (the limit is ${LIMITS.maxQuestionsPerQuiz}), but quizzes of 5 to 15 questions are the ones people finish.`,
  },
  {
    question: 'How many answer options can a question have?',
    answer: `A multiple-choice question has between ${LIMITS.minOptions} and ${LIMITS.maxOptions} options, with ${LIMITS.defaultOptionSlots} ready to fill in. Questions can also be open-ended: people answer in their own words (up to ${LIMITS.openEndedAnswerMaxLength} characters), and you read the answers on your dashboard. Open answers are not scored.`,
  },
  {
    question: 'Can I set a time limit?',
    answer: `Yes, a total time limit for the whole quiz: ${editorTime.min} to ${editorTime.max} minutes when you write the quiz yourself, ${aiTime.min} minute to ${aiTime.max / 60} hours with Auto Draft. When time runs out, the quiz is submitted automatically with the answers given so far. Without a limit, people can take as long as they like.`,
  },
  {
    question: 'How long does my quiz stay online?',
    answer: `${LIMITS.defaultQuizLifetimeDays} days from the moment you publish it. After that the quiz, its answers and its dashboard expire and are deleted. The share page and the dashboard show the exact expiry date.`,
  },
  {
    question: 'How do people find my quiz?',
    answer: `After publishing you get a link with your name in it and a ${LIMITS.accessCodeLength}-character code. Send the link in any chat app, or show the code: people can type it, or paste the link, on the Find a Quiz page.`,
  },
  {
    question: 'What is Auto Draft?',
    answer: `Auto Draft writes a first version of your quiz with AI. Upload PDF, DOC, DOCX, TXT, JPG or PNG files (up to ${mb(LIMITS.documentMaxBytes)} each), paste text, or just name a topic; choose ${ai.min} to ${ai.max} questions, the difficulty, the language (13 are available) and the question types. You then review every question before publishing.`,
  },
  {
    question: 'Who can see the answers?',
    answer: 'Everyone who answers sees their own score and the leaderboard (names and scores only). Only you, through your private dashboard link, see each attempt, the per-question results and the open answers. Keep that link to yourself: it cannot be recovered if you lose it.',
  },
  {
    question: 'Can I edit a quiz after publishing it?',
    answer: 'No. A published quiz stays exactly as its players saw it, so every score is comparable. To change something, create a new quiz and share the new link.',
  },
];
