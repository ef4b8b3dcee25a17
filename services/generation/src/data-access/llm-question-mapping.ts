import type { LlmQuestion } from '@quizlink/contracts/draft';
import type { GeneratedQuestion, GenerationRequest, TextSegment, TokenUsage } from '../domain/draft-model.ts';

/** What one model request covered: its excerpt, images, and how many questions of each type it asked for. */
export type LlmJob = { segments: TextSegment[]; mcq: number; essay: number; images: GenerationRequest['images'] };

/** A model's question as the draft keeps it, located in the excerpt it cites; null when of a type not asked for. */
export function toQuestion(q: LlmQuestion, job: LlmJob, request: GenerationRequest): GeneratedQuestion | null {
  if (!request.types.includes(q.questionType)) return null;
  const segment = job.segments.find((s) => s.location === q.sourceLocation) ?? job.segments[0];
  const image = job.images[0];
  const source = segment
    ? { file: segment.file, location: segment.location }
    : image
      ? { file: image.name, location: 'image' }
      : { file: 'Topic', location: null };
  const options = q.questionType === 'mcq' ? (q.options ?? []).map((o) => o.trim()) : [];
  // Models sometimes change the case of the correct option when copying it: take the option's own text.
  const correct = q.correctAnswer?.trim() ?? null;
  const correctAnswer = correct === null ? null : (options.find((o) => o === correct) ?? options.find((o) => o.toLowerCase() === correct.toLowerCase()) ?? correct);
  return {
    questionText: q.questionText.trim(),
    questionType: q.questionType,
    options,
    correctAnswer: q.questionType === 'mcq' ? correctAnswer : null,
    explanation: q.explanation,
    rubric: q.questionType === 'essay' ? q.rubric : null,
    difficulty: request.difficulty,
    source,
  };
}

/** Adds one answer's `usage_metadata` to the running total. */
export const addUsage = (total: TokenUsage, usage: { input_tokens?: number; output_tokens?: number; total_tokens?: number } | undefined): void => {
  total.input += usage?.input_tokens ?? 0;
  total.output += usage?.output_tokens ?? 0;
  total.total += usage?.total_tokens ?? 0;
};
