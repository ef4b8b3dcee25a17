import { AUTO_DRAFT_LIMITS, AUTO_DRAFT_MESSAGES, type Difficulty, DRAFT_ERRORS, type LanguageCode, type ProcessContentResponse, type QuestionTypeChoice, typesOfChoice, type ValidStartDraftSessionRequest } from '@quizlink/contracts/draft';
import { quizTitle } from '@quizlink/contracts/quiz';
import { AppError } from '@quizlink/kit-errors';
import type { DraftEngine } from './draft-engine.ts';
import type { GeneratedQuestion, UploadedFile } from './draft-model.ts';
import type { DraftRunner } from './draft-runner.ts';
import { toSuggested } from './draft-views.ts';
import { PASTED_TEXT, isPastedText } from './read-content.ts';
import { extensionOf } from './file-kind.ts';
import { paragraphSegments } from './text-segments.ts';
import { generateQuestions } from './generate-questions.ts';
import { requireSession } from './read-draft.ts';
import { assertCapacity, checkInputs, newSession } from './start-draft.ts';

/** process-content's `data`: the contracts' shape of the spec's answer. */
export type ProcessedContent = ProcessContentResponse['data'];

/**
 * The spec's two one-shot generate calls (§7, the flow before draft sessions): one request, answered
 * with the questions once they are made, while the caller waits. The front end uses the draft-session
 * calls instead; these stay for clients written against the spec.
 */

/**
 * process-content: reads and generates while the caller waits, then answers with the
 * questions and a description of the content. The draft is stored like any other (so it counts for
 * usage and can feed the suggestion builder); closing the connection cancels it.
 */
export async function processContent(
  engine: DraftEngine,
  runner: DraftRunner,
  opts: { request: ValidStartDraftSessionRequest; files: UploadedFile[]; clientKey: string; signal: AbortSignal },
): Promise<ProcessedContent> {
  const input = await checkInputs(opts.files, opts.request.topicPrompt);
  await assertCapacity(engine, runner, opts.clientKey);
  const session = newSession(engine, opts.request, input, opts.clientKey);
  await engine.store.createSession(session);
  await runner.runNow(session, input, { signal: opts.signal, deadlineMs: engine.limits.syncDeadlineMs });
  const done = await requireSession(engine, session.id);
  if (done.status !== 'ready') {
    throw new AppError(DRAFT_ERRORS.autoCreateGenerationFailed, { message: done.outcome.error ?? undefined });
  }
  const first = opts.files[0];
  const prompt = opts.request.topicPrompt.trim();
  const title = first ? first.name.replace(/\.[^.]+$/, '') : prompt.slice(0, 80);
  return {
    questions: (await engine.store.listQuestions(session.id)).map(toSuggested),
    metadata: {
      contentType: first ? 'files' : isPastedText(prompt) ? 'text' : 'topic',
      aiModel: done.outcome.generator?.model ?? 'offline',
      filename: first?.name ?? null,
      fileType: first ? extensionOf(first.name) : null,
      url: null,
      title,
      suggestedTitle: quizTitle(opts.request.settings.userName),
      suggestedDescription: `Questions drafted from ${first ? opts.files.map((f) => f.name).join(', ') : title}`,
      warnings: done.outcome.warnings,
      usedFallback: done.outcome.generator?.usedFallback ?? false,
      sessionId: session.id,
    },
  };
}

export type GenerateFromTextRequest = {
  questionCount: number;
  questionType: QuestionTypeChoice;
  difficulty: Difficulty;
  language: LanguageCode;
  content: string;
  sourceFiles: string[];
  youtubeLinks: string[];
};

/** generate-questions: questions from text sent as JSON, answered as question/options/correctAnswer. */
export async function generateFromText(
  engine: DraftEngine,
  runner: DraftRunner,
  opts: { request: GenerateFromTextRequest; clientKey: string; signal: AbortSignal },
): Promise<{ questions: GeneratedQuestion[]; warnings: string[]; usedFallback: boolean }> {
  const { request } = opts;
  const content = request.content.trim();
  if (!content) throw new AppError(DRAFT_ERRORS.autoCreateContentRequired);
  await assertCapacity(engine, runner, opts.clientKey);
  const leave = engine.inFlight.enter(opts.clientKey);
  try {
    const pasted = isPastedText(content);
    const result = await generateQuestions(
      engine.generators,
      {
        segments: pasted ? paragraphSegments(request.sourceFiles[0] ?? PASTED_TEXT, content.slice(0, AUTO_DRAFT_LIMITS.topicMaxLength)) : [],
        images: [],
        topic: pasted ? null : content,
        count: request.questionCount,
        types: typesOfChoice(request.questionType),
        difficulty: request.difficulty,
        language: request.language,
        exclude: [],
      },
      { signal: opts.signal, deadlineMs: engine.limits.syncDeadlineMs, logger: engine.logger },
    );
    const warnings = request.youtubeLinks.length > 0 ? [AUTO_DRAFT_MESSAGES.youtubeNotRead, ...result.warnings] : result.warnings;
    return { questions: result.questions, warnings, usedFallback: result.usedFallback };
  } finally {
    leave();
  }
}
