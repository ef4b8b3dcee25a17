import type { LeaderboardEntry, OpenEndedAnswer, ScoredAnswer } from '@quizlink/contracts/attempt';
import type { AttemptSubmittedV1 } from '@quizlink/contracts/events';
import type { AnswerKey } from '@quizlink/contracts/quiz';

/** A stored, server-scored attempt. */
export type AttemptRecord = {
  id: string;
  quizId: number;
  userAnswerId: number;
  userName: string;
  score: number;
  totalQuestions: number;
  answers: ScoredAnswer[];
  openEndedAnswers: OpenEndedAnswer[];
  completedAt: Date;
  idempotencyKey: string | null;
  /** SHA-256 (hex) of the attempt's secret; null for attempts stored before secrets existed (creator-only). */
  secretHash: string | null;
};

/** When a taker started a quiz, as the server recorded it. */
export type AttemptStartRecord = {
  id: string;
  quizId: number;
  userAnswerId: number;
  startedAt: Date;
  deadline: Date | null;
  /** The attempt that used this start; a start is used once. */
  attemptId: string | null;
};

/** A leaderboard row with its place (1 = best) and its attempt's id (kept inside the service: public rows drop it). */
export type RankedEntry = LeaderboardEntry & { id: string; rank: number };

/** Thrown by the store when (user, Idempotency-Key) already has an attempt — the losing side of a race. */
export class DuplicateIdempotencyKeyError extends Error {
  constructor(cause?: unknown) {
    super('An attempt with this Idempotency-Key already exists for this user', { cause });
    this.name = 'DuplicateIdempotencyKeyError';
  }
}

/** Thrown by the store when the start was used by another attempt first (a second submission racing). */
export class StartAlreadyUsedError extends Error {
  constructor() {
    super('This attempt start was already used');
    this.name = 'StartAlreadyUsedError';
  }
}

/** Thrown by the store when the quiz's deletion reached this service first (its tombstone is there). */
export class QuizDeletedError extends Error {
  constructor() {
    super('The quiz was deleted');
    this.name = 'QuizDeletedError';
  }
}

export interface AttemptStore {
  findByIdempotencyKey(userAnswerId: number, key: string): Promise<Pick<AttemptRecord, 'id' | 'quizId'> | undefined>;
  /**
   * Attempt, its leaderboard position and its attempt.submitted outbox row in one transaction; with
   * `startId`, the start is marked used in the same transaction (StartAlreadyUsedError if it already was).
   */
  insertWithEvent(attempt: AttemptRecord, event: AttemptSubmittedV1, startId?: string): Promise<void>;
  findById(id: string): Promise<AttemptRecord | undefined>;
  /** The attempt whose secret hashes to `secretHash` (the secret is the proof; the hash is indexed). */
  findBySecretHash(secretHash: string): Promise<AttemptRecord | undefined>;
  /** Replaces the stored secret hash (a replayed submission gets a fresh secret). */
  rotateSecret(attemptId: string, secretHash: string): Promise<void>;
  /** Every attempt of a quiz, best first (the creator's full list). */
  listForQuiz(quizId: number): Promise<RankedEntry[]>;
  /** The first `limit` rows of the board. */
  leaderboardTop(quizId: number, limit: number): Promise<RankedEntry[]>;
  /** The row, with its rank, of the quiz's attempt whose secret hashes to `secretHash`. */
  leaderboardEntryBySecret(quizId: number, secretHash: string): Promise<RankedEntry | undefined>;
  leaderboardSize(quizId: number): Promise<number>;
  /** The taker's one start of the quiz (used or not), or a new one made from `candidate`. */
  openStart(candidate: AttemptStartRecord): Promise<AttemptStartRecord>;
  findStart(id: string): Promise<AttemptStartRecord | undefined>;
  /**
   * The quiz is gone: its tombstone is written (insertWithEvent then throws QuizDeletedError for it),
   * and its attempts, starts and board go too.
   */
  deleteQuizData(quizId: number, deletedAt: Date): Promise<number>;
}

/** Where answer keys come from (the quiz service, behind a cache). undefined: no such quiz. */
export interface AnswerKeySource {
  get(quizId: number, requestId?: string): Promise<AnswerKey | undefined>;
  /** Reads the key from the quiz service past the cache, and caches what it got (a key that may be stale). */
  refresh(quizId: number, requestId?: string): Promise<AnswerKey | undefined>;
  /** Drops a cached key (its quiz was deleted, or its questions changed). */
  forget(quizId: number): Promise<void>;
}

/** The takers the quiz service issued (POST /api/users): a start needs one of them. */
export interface UserDirectory {
  exists(userId: number, requestId?: string): Promise<boolean>;
}
