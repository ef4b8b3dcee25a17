import { randomUUID } from 'node:crypto';
import { AUTO_DRAFT_LIMITS, DRAFT_ERRORS, type ValidStartDraftSessionRequest } from '@quizlink/contracts/draft';
import { AppError } from '@quizlink/kit-errors';
import type { DraftEngine } from './draft-engine.ts';
import { emptyProgress, type UploadedFile } from './draft-model.ts';
import type { DraftInput, DraftRunner } from './draft-runner.ts';
import type { StoredSession } from './draft-store.ts';
import { isPastedText } from './read-content.ts';
import { detectFileKinds } from './file-kind.ts';

/**
 * Room for one more generation: at most `maxConcurrent` in this instance (503, try later) and at most
 * `maxConcurrentPerClient` running for one client across every instance (429).
 */
export async function assertCapacity(engine: DraftEngine, runner: DraftRunner, clientKey: string): Promise<void> {
  if (runner.activeCount() + engine.inFlight.total() >= engine.limits.maxConcurrent) {
    throw new AppError(DRAFT_ERRORS.autoCreateBusy);
  }
  const since = new Date(engine.clock().getTime() - engine.limits.staleAfterMs);
  const running = (await engine.store.countRunningForClient(clientKey, since)) + engine.inFlight.forClient(clientKey);
  if (running >= engine.limits.maxConcurrentPerClient) {
    throw new AppError(DRAFT_ERRORS.autoCreateTooManyRunning);
  }
}

/** Content present, not too many files, every file what its name says (by its bytes). */
export async function checkInputs(files: UploadedFile[], topicPrompt: string): Promise<DraftInput> {
  if (files.length === 0 && !topicPrompt.trim()) {
    throw new AppError(DRAFT_ERRORS.autoCreateContentRequired);
  }
  if (files.length > AUTO_DRAFT_LIMITS.maxFiles) {
    throw new AppError(DRAFT_ERRORS.autoCreateTooManyFiles);
  }
  return { files, kinds: await detectFileKinds(files), topicPrompt };
}

/** A new draft row, in the 'processing' state, watched from now. */
export function newSession(engine: DraftEngine, request: ValidStartDraftSessionRequest, input: DraftInput, clientKey: string): StoredSession {
  const now = engine.clock();
  const prompt = request.topicPrompt.trim();
  return {
    id: randomUUID(),
    userName: request.settings.userName,
    clientKey,
    status: 'processing',
    request: {
      numberOfQuestions: request.numberOfQuestions,
      difficulty: request.difficulty,
      language: request.language,
      questionTypes: request.questionTypes,
      settings: request.settings,
      topic: prompt && !isPastedText(prompt) ? prompt : null,
    },
    content: null,
    progress: emptyProgress(input.files.length, request.numberOfQuestions),
    outcome: { warnings: [], error: null, generator: null },
    watchedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * start-draft-session: checks the inputs, stores the draft and starts reading and generating in the
 * background. The caller gets the session id at once and watches draft-status.
 */
export async function startDraft(
  engine: DraftEngine,
  runner: DraftRunner,
  opts: { request: ValidStartDraftSessionRequest; files: UploadedFile[]; clientKey: string },
): Promise<{ sessionId: string }> {
  const input = await checkInputs(opts.files, opts.request.topicPrompt);
  await assertCapacity(engine, runner, opts.clientKey);
  const session = newSession(engine, opts.request, input, opts.clientKey);
  await engine.store.createSession(session);
  runner.start(session, input);
  return { sessionId: session.id };
}
