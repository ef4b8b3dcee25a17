import { AUTO_DRAFT_MESSAGES, DRAFT_ERRORS, type DraftQuestion, type DraftStatus } from '@quizlink/contracts/draft';
import { AppError } from '@quizlink/kit-errors';
import type { DraftEngine } from './draft-engine.ts';
import type { DraftRunner } from './draft-runner.ts';
import { RUNNING_STATUSES, type StoredSession } from './draft-store.ts';
import { toDraftQuestion, toDraftStatus } from './draft-views.ts';

export async function requireSession(engine: DraftEngine, id: string): Promise<StoredSession> {
  const session = await engine.store.findSession(id);
  if (!session) throw new AppError(DRAFT_ERRORS.autoCreateSessionNotFound);
  return session;
}

/** Suggestions and more questions need the draft's content: not while it is still being generated. */
export function requireSettled(session: StoredSession): void {
  if (RUNNING_STATUSES.includes(session.status)) {
    throw new AppError(DRAFT_ERRORS.autoCreateSessionNotReady);
  }
  if (session.status !== 'ready') {
    throw new AppError(DRAFT_ERRORS.autoCreateGenerationFailedOnDraft, { message: session.outcome.error ?? undefined });
  }
}

/**
 * draft-status: the stored progress and outcome. Polling it is what keeps a running draft alive (the
 * runner cancels one nobody watches). A draft still "running" long after its last heartbeat lost its
 * instance (crash, redeploy) and is reported failed rather than left spinning.
 */
export async function readDraftStatus(engine: DraftEngine, runner: DraftRunner, id: string): Promise<DraftStatus> {
  let session = await requireSession(engine, id);
  const now = engine.clock();
  if (RUNNING_STATUSES.includes(session.status)) {
    const silentFor = now.getTime() - session.updatedAt.getTime();
    if (!runner.isRunning(id) && silentFor > engine.limits.staleAfterMs) {
      const outcome = { ...session.outcome, error: AUTO_DRAFT_MESSAGES.interrupted };
      await engine.store.updateSession(id, { status: 'failed', outcome }, now, RUNNING_STATUSES);
      session = await requireSession(engine, id);
    } else {
      await engine.store.touchWatched(id, now);
    }
  }
  return toDraftStatus(session, await engine.store.listQuestions(id));
}

/**
 * draft/{id}/questions: the questions the creator took in the suggestion builder, in the order taken;
 * before any were taken, every generated question (the whole draft goes to review).
 */
export async function readDraftQuestions(engine: DraftEngine, id: string): Promise<DraftQuestion[]> {
  const session = await requireSession(engine, id);
  requireSettled(session);
  const questions = await engine.store.listQuestions(id);
  const used = questions.filter((q) => q.status === 'used').sort((a, b) => (a.usedAt?.getTime() ?? 0) - (b.usedAt?.getTime() ?? 0));
  return (used.length > 0 ? used : questions).map((q) => toDraftQuestion(q.question));
}

/** Explicit cancel (the user left or pressed Cancel): marks the draft and stops it if it runs here. */
export async function cancelDraft(engine: DraftEngine, runner: DraftRunner, id: string): Promise<DraftStatus['status']> {
  const session = await requireSession(engine, id);
  const outcome = { ...session.outcome, error: AUTO_DRAFT_MESSAGES.cancelled };
  await engine.store.updateSession(id, { status: 'cancelled', outcome }, engine.clock(), RUNNING_STATUSES);
  runner.cancel(id);
  return (await requireSession(engine, id)).status;
}
