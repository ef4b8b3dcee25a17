/**
 * Copy of the home page's sections (spec §2: 8 feature cards, How It Works for manual and AI with 3
 * steps each, 4 static testimonials, the explainer). Product facts here must match the limits in
 * @quizlink/contracts (5 questions to publish, 2–8 options, 7-day lifetime, 5–50 AI questions).
 */
import { LIMITS } from '@quizlink/contracts/quiz';
import type { FeatureIconName } from './sections/FeatureIcon.tsx';

export type Feature = { icon: FeatureIconName; title: string; body: string };
export type Step = { title: string; body: string };
export type Testimonial = { quote: string; name: string; role: string };

export const FEATURES: readonly Feature[] = [
  { icon: 'noSignup', title: 'No sign-up, ever', body: 'Type your name and start. Nobody needs an account: not you, not your friends.' },
  { icon: 'link', title: 'One link to share', body: 'Every quiz gets a link and a 6-character code that work in any chat app, story or classroom screen.' },
  { icon: 'sparkles', title: 'AI Auto Draft', body: `Turn a PDF, Word file, photo of your notes, pasted text or a topic into ${LIMITS.autoDraftQuestions.min}–${LIMITS.autoDraftQuestions.max} draft questions to review.` },
  { icon: 'trophy', title: 'Live leaderboard', body: 'Everyone who answers sees their score and where they rank among your friends.' },
  { icon: 'chart', title: 'Private dashboard', body: 'A secret link shows you every attempt, the hardest questions and all open answers.' },
  { icon: 'list', title: 'Choice or open questions', body: `Give ${LIMITS.minOptions} to ${LIMITS.maxOptions} options per question, or let people answer in their own words.` },
  { icon: 'timer', title: 'Images, hints and timers', body: 'Add a picture or a hint to any question, and an optional time limit that submits automatically.' },
  { icon: 'phone', title: 'Made for phones', body: 'Fast on any phone, installable as an app, and completely free.' },
];

export const MANUAL_STEPS: readonly Step[] = [
  { title: 'Enter your name', body: 'Type your name above and choose Create Quiz.' },
  { title: 'Write your questions', body: `Add at least ${LIMITS.minQuestionsToPublish} questions, mark the right answers, and add images or hints if you like.` },
  { title: 'Publish and share', body: 'Send your link or code to friends and follow the answers on your private dashboard.' },
];

export const AI_STEPS: readonly Step[] = [
  { title: 'Add your material', body: 'Choose Auto Draft Quiz and upload a document or image, paste text, or just name a topic.' },
  { title: 'Pick the settings', body: 'Choose how many questions, the difficulty, the language and the question types.' },
  { title: 'Review and publish', body: 'Check every drafted question, edit what you want, then publish and share.' },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  { quote: 'I put my quiz link in my stories and got more than 500 responses in one day. My followers loved comparing scores.', name: 'Maya R.', role: 'Content creator' },
  { quote: 'I turned my lecture notes into a 20-question review with Auto Draft, fixed two questions, and my class was playing ten minutes later.', name: 'Mr. Okafor', role: 'Secondary school teacher' },
  { quote: 'We made a "how well do you know the bride" quiz for the hen party. No apps to install, everyone just opened the link.', name: 'Lucía G.', role: 'Maid of honour' },
  { quote: 'Our study group swaps quizzes before every exam. The dashboard shows exactly which topics we still get wrong.', name: 'Daniel K.', role: 'Nursing student' },
];

export const EXPLAINER: readonly string[] = [
  'QuizLink is a free quiz maker for the moments when you want answers from people, fast. Write a quiz about yourself to find out which friend really knows you, run a trivia round for a party, check a class on last week\'s lesson, or practise for an exam with your study group.',
  `There is no account to create. You type a name, build your quiz by hand or let AI draft it from your own material, and share one link. Friends open it in their browser, answer one question at a time, and see their score and the leaderboard straight away. Quizzes stay open for ${LIMITS.defaultQuizLifetimeDays} days, then they are deleted.`,
];
