import { AUTO_DRAFT_MESSAGES, type DraftProgress, type LanguageCode, languageLabel, ocrLanguageMissingWarning, typesOfChoice } from '@quizlink/contracts/draft';
import { AppError } from '@quizlink/kit-errors';
import type { DraftEngine } from './draft-engine.ts';
import { CancelledError, throwIfCancelled, type GenerationRequest, type ProgressSink, type UploadedFile } from './draft-model.ts';
import { RUNNING_STATUSES, type DraftContent, type SessionPatch, type StoredSession } from './draft-store.ts';
import { extractContent } from './read-content.ts';
import type { FileKind } from './file-kind.ts';
import type { OcrEngine } from './ocr.ts';
import { paragraphSegments } from './text-segments.ts';
import { generateQuestions } from './generate-questions.ts';

export type DraftInput = { files: UploadedFile[]; kinds: FileKind[]; topicPrompt: string };

export type DraftRunner = {
  /** Runs the draft in the background; the caller has already answered the request. */
  start(session: StoredSession, input: DraftInput): void;
  /** Runs the draft while the caller waits (process-content); `signal` is the caller's connection. */
  runNow(session: StoredSession, input: DraftInput, opts: { signal: AbortSignal; deadlineMs: number }): Promise<void>;
  /** Stops a draft running in this instance. */
  cancel(id: string): boolean;
  isRunning(id: string): boolean;
  activeCount(): number;
  /** Cancels every running draft and waits for them to settle (service shutdown). */
  stop(): Promise<void>;
};

const ABANDONED = 'abandoned';

/** When the model that was to see the images fails, the offline generator gets their text by OCR instead. */
function ocrFallback(ocr: OcrEngine | null, language: LanguageCode, signal: AbortSignal) {
  const warnings: string[] = [];
  const prepare = async (request: GenerationRequest): Promise<GenerationRequest> => {
    if (!ocr || request.images.length === 0) return request;
    const segments = [];
    for (const image of request.images) segments.push(...paragraphSegments(image.name, await ocr.recognize(image.data, { language, signal })));
    if (!ocr.hasLanguage(language)) warnings.push(ocrLanguageMissingWarning(languageLabel(language)));
    return { ...request, segments: [...request.segments, ...segments], images: [] };
  };
  return { prepare, warnings };
}

/**
 * Reads a draft's inputs and generates its questions, writing progress to the database as it goes
 * (which file, pages done, questions made), so that any instance can answer draft-status. Every
 * heartbeat also checks whether the draft was cancelled (by any instance) or abandoned (nobody polled
 * it for `watchTimeoutMs`: the user left), and stops the work if so.
 */
export function createDraftRunner(engine: DraftEngine): DraftRunner {
  const { store, clock, logger, limits } = engine;
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  async function execute(session: StoredSession, input: DraftInput, controller: AbortController, deadlineMs?: number): Promise<void> {
    const { id, request } = session;
    const signal = controller.signal;
    let progress: DraftProgress = session.progress;
    let flushing = false;
    let lastFlush = 0;

    const flush = async (patch: SessionPatch = {}) => {
      if (flushing && !patch.status) return;
      flushing = true;
      lastFlush = Date.now();
      try {
        const stillRunning = await store.updateSession(id, { progress, ...patch }, clock(), RUNNING_STATUSES);
        const control = stillRunning ? await store.readControl(id) : null;
        if (!stillRunning) controller.abort(new CancelledError());
        else if (!deadlineMs && control?.watchedAt && clock().getTime() - control.watchedAt.getTime() > limits.watchTimeoutMs) {
          controller.abort(new CancelledError(ABANDONED));
        }
      } finally {
        flushing = false;
      }
    };
    const flushQuietly = () => void flush().catch((error: unknown) => logger.warn({ err: error, sessionId: id }, 'draft progress not saved'));
    const progressSink: ProgressSink = (update) => {
      progress = { ...progress, ...update };
      if (Date.now() - lastFlush > 300) flushQuietly();
    };
    const heartbeat = setInterval(flushQuietly, limits.heartbeatMs);
    heartbeat.unref();

    try {
      const extracted = await extractContent({ ...input, language: request.language }, engine.extract, { signal, progress: progressSink });
      input.files = []; // the bytes are not needed any more: let them go
      throwIfCancelled(signal);
      const content: DraftContent = { sources: extracted.sources.map(({ name, kind, pages, characters }) => ({ name, kind, pages, characters })), segments: extracted.segments };
      progress = { ...progress, stage: 'generating', currentFile: null };
      await flush({ status: 'generating', content });
      throwIfCancelled(signal);
      const genRequest: GenerationRequest = {
        segments: extracted.segments,
        images: extracted.images,
        topic: extracted.topic,
        count: request.numberOfQuestions,
        types: typesOfChoice(request.questionTypes),
        difficulty: request.difficulty,
        language: request.language,
        exclude: [],
      };
      const fallback = ocrFallback(engine.ocr, request.language, signal);
      const result = await generateQuestions(engine.generators, genRequest, {
        signal,
        deadlineMs,
        logger,
        onProgress: (questionsGenerated) => progressSink({ questionsGenerated: Math.min(questionsGenerated, request.numberOfQuestions) }),
        prepareFallback: fallback.prepare,
      });
      throwIfCancelled(signal);
      await store.addQuestions(id, result.questions, clock());
      const warnings = [...extracted.warnings, ...result.warnings, ...fallback.warnings];
      const generator = { provider: result.provider, model: result.model, usedFallback: result.usedFallback, tokenUsage: result.tokenUsage };
      progress = { ...progress, stage: 'done', questionsGenerated: result.questions.length };
      const failed = result.questions.length === 0;
      // Text that was read but gave no question is not "no readable text": say what happened and what helps.
      const failure = extracted.segments.length > 0 ? AUTO_DRAFT_MESSAGES.noQuestionsDrafted : AUTO_DRAFT_MESSAGES.noUsableText;
      const outcome = { warnings, error: failed ? failure : null, generator };
      await store.updateSession(id, { status: failed ? 'failed' : 'ready', progress, outcome }, clock(), RUNNING_STATUSES);
    } catch (error) {
      const cancelled = signal.aborted || error instanceof CancelledError;
      const expected = error instanceof AppError && error.status < 500;
      if (!cancelled && !expected) logger.error({ err: error, sessionId: id }, 'draft failed');
      const message = cancelled ? AUTO_DRAFT_MESSAGES.cancelled : expected ? error.message : AUTO_DRAFT_MESSAGES.processingFailedBody;
      if (cancelled) logger.info({ sessionId: id, reason: (signal.reason as Error | undefined)?.message }, 'draft cancelled');
      await store
        .updateSession(id, { status: cancelled ? 'cancelled' : 'failed', progress, outcome: { warnings: [], error: message, generator: null } }, clock(), RUNNING_STATUSES)
        .catch((e: unknown) => logger.error({ err: e, sessionId: id }, 'draft outcome not saved'));
    } finally {
      clearInterval(heartbeat);
    }
  }

  function track(session: StoredSession, input: DraftInput, controller: AbortController, deadlineMs?: number): Promise<void> {
    const jobEnded = engine.timeJob?.();
    const done = execute(session, input, controller, deadlineMs).finally(() => {
      running.delete(session.id);
      jobEnded?.();
    });
    running.set(session.id, { controller, done });
    return done;
  }

  return {
    start(session, input) {
      void track(session, input, new AbortController());
    },
    runNow(session, input, opts) {
      const controller = new AbortController();
      opts.signal.addEventListener('abort', () => controller.abort(new CancelledError()), { once: true });
      return track(session, input, controller, opts.deadlineMs);
    },
    cancel(id) {
      const job = running.get(id);
      job?.controller.abort(new CancelledError());
      return Boolean(job);
    },
    isRunning: (id) => running.has(id),
    activeCount: () => running.size,
    async stop() {
      const jobs = [...running.values()];
      for (const job of jobs) job.controller.abort(new CancelledError('service stopping'));
      await Promise.allSettled(jobs.map((j) => j.done));
    },
  };
}
