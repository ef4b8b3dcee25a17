import { LIMITS } from '@quizlink/contracts/quiz';
import type { FaqItem } from '../faq/faq-content.ts';

/** Questions people ask before writing to us. */
export const CONTACT_FAQ: readonly FaqItem[] = [
  {
    question: 'How quickly will you reply?',
    answer: 'We read every message and usually answer within two working days, by email to the address you give us.',
  },
  {
    question: 'I lost my dashboard link. Can you send it again?',
    answer: 'No. For your privacy we only keep a fingerprint of each dashboard link, so nobody, including us, can look it up. The link was shown on your share page right after publishing.',
  },
  {
    question: 'Can you delete my quiz before it expires?',
    answer: `Yes. Send us the quiz link and we will delete it. Otherwise every quiz is deleted automatically ${LIMITS.defaultQuizLifetimeDays} days after it was published.`,
  },
  {
    question: 'How do I report a quiz?',
    answer: 'Send us the quiz link and tell us what is wrong with it. We remove quizzes that break our terms.',
  },
];
