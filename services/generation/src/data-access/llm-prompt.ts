import { type Difficulty, type LanguageCode, languageLabel } from '@quizlink/contracts/draft';
import type { TextSegment } from '../domain/draft-model.ts';

const DIFFICULTY_GUIDE: Record<Difficulty, string> = {
  easy: 'easy — recall of facts the excerpt states plainly',
  medium: 'medium — understanding and connecting ideas of the excerpt',
  hard: 'hard — applying, comparing or inferring from the excerpt; plausible, closely related distractors',
};

/** The instructions every request carries. */
export function systemPrompt(opts: { language: LanguageCode; difficulty: Difficulty; exclude: string[] }): string {
  const lines = [
    'You write quiz questions for a quiz app. Follow every rule.',
    `- Write every question, option, explanation and rubric in ${languageLabel(opts.language)}, translating from the excerpt when it is in another language.`,
    `- Difficulty: ${DIFFICULTY_GUIDE[opts.difficulty]}.`,
    '- Multiple choice ("mcq"): exactly 4 options, all different and plausible, exactly one correct; copy the correct option exactly into correctAnswer; rubric null.',
    '- Open-ended ("essay"): options null and correctAnswer null; rubric: one to three sentences saying what a good answer contains.',
    '- Base every question only on the excerpt (with no excerpt: on well-established knowledge of the topic). Never ask about the document itself (file names, page numbers).',
    '- sourceLocation: the label in square brackets of the part of the excerpt the question is based on, e.g. "page 3"; null when there is no excerpt.',
    '- explanation: one sentence saying why the answer is right, or null.',
    '- Markers like [REDACTED_EMAIL] stand for personal data removed before sending: never ask about them or copy them.',
  ];
  if (opts.exclude.length > 0) {
    lines.push('- Do not repeat or rephrase any of these existing questions:', ...opts.exclude.slice(-60).map((q) => `  • ${q}`));
  }
  return lines.join('\n');
}

/** The request of one chunk: how many of each type, then the excerpt with its locations in brackets. */
export function userPrompt(opts: { mcq: number; essay: number; segments: TextSegment[]; topic: string | null; imageNames: string[] }): string {
  const parts = [`Write exactly ${opts.mcq} multiple-choice (mcq) and ${opts.essay} open-ended (essay) questions.`];
  if (opts.topic) parts.push(`Topic: ${opts.topic}`);
  if (opts.imageNames.length > 0) parts.push(`The attached images (${opts.imageNames.join(', ')}) are part of the material; use "image" as their sourceLocation.`);
  if (opts.segments.length > 0) {
    parts.push('Excerpt:', ...opts.segments.map((s) => `[${s.location}] (${s.file})\n${s.text}`));
  }
  return parts.join('\n\n');
}
