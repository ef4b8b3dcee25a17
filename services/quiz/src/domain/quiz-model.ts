import type { OpenEndedAnswer, ScoredAnswer } from '@quizlink/contracts/attempt';
import type { QuizDeletedV1, QuizQuestionsChangedV1 } from '@quizlink/contracts/events';
import type { QuestionType } from '@quizlink/contracts/quiz';

/** One attempt as the dashboard read model keeps it (copied from attempt.submitted). */
export type ReadModelAttempt = {
  attemptId: string;
  userName: string;
  score: number;
  totalQuestions: number;
  answers: ScoredAnswer[];
  openEndedAnswers: OpenEndedAnswer[];
  completedAt: Date;
  /** The questions it was scored on; null or absent when the event predates them (then inferred). */
  questionIds?: number[] | null;
};

/** A stored quiz as the domain sees it (the token exists only as its hash). */
export type QuizRecord = {
  id: number;
  creatorId: number;
  creatorName: string;
  accessCode: string;
  urlSlug: string;
  isAutoCreated: boolean;
  timeLimit: number | null;
  autoSubmit: boolean;
  /** The creator allows takers to see the right answers on their results, after submitting. */
  showCorrectAnswers: boolean;
  /** The topic an Auto Draft quiz was made from (its link preview names it), or null. */
  topic: string | null;
  createdAt: Date;
  questionCount: number;
  /** Never sent anywhere except the internal answer key (the attempt service checks creator reads with it). */
  dashboardTokenHash: string;
  /** Set once the clean-up job removed an expired quiz's questions and read models (the row stays for 410s). */
  purgedAt: Date | null;
};

/** A stored question, answer key included — never sent to a taker as is. */
export type QuestionRecord = {
  id: number;
  quizId: number;
  position: number;
  text: string;
  type: QuestionType;
  options: string[];
  correctAnswers: string[];
  hint: string | null;
  imageUrl: string | null;
};

export type NewQuestion = Omit<QuestionRecord, 'id' | 'quizId'>;

export type NewQuiz = Omit<QuizRecord, 'id' | 'questionCount' | 'purgedAt'> & {
  questions: NewQuestion[];
};

/** Thrown by a repository when a generated access code, slug or token hash is already taken. */
export class IdentifierCollisionError extends Error {
  constructor(cause?: unknown) {
    super('A generated quiz identifier is already in use', { cause });
    this.name = 'IdentifierCollisionError';
  }
}

/** What the domain needs from storage; the Sequelize repositories implement it. */
export interface QuizStore {
  userExists(id: number): Promise<boolean>;
  createUser(username: string): Promise<number>;
  /** Quiz and questions in one transaction; IdentifierCollisionError when code, slug or hash is taken. */
  insertQuiz(quiz: NewQuiz): Promise<number>;
  findQuizById(id: number): Promise<QuizRecord | undefined>;
  findQuizByAccessCode(code: string): Promise<QuizRecord | undefined>;
  findQuizBySlug(slug: string): Promise<QuizRecord | undefined>;
  findQuizByTokenHash(hash: string): Promise<QuizRecord | undefined>;
  listQuestions(quizId: number): Promise<QuestionRecord[]>;
  /** Every attempt of the read model with its answers, oldest first. */
  listReadModelAttempts(quizId: number): Promise<ReadModelAttempt[]>;
  /** Quizzes created after `cutoff` (still active), newest first, for the embedded test page. */
  listQuizzesCreatedAfter(cutoff: Date, limit: number): Promise<QuizRecord[]>;
}

/** How a quiz's data goes: the creator removes everything; expiry keeps the row so readers get 410. */
export type QuizRemoval = { quizId: number; removeQuizRow: boolean; event: QuizDeletedV1 };

/** Storage for deletions: questions, read model and the quiz.deleted event commit together. */
export interface QuizDeletionStore {
  /** Returns false when another caller removed (or purged) the quiz first: no event is written then. */
  removeQuizData(removal: QuizRemoval): Promise<boolean>;
  /** Quizzes created at or before `cutoff` whose data is still there, oldest first. */
  findPurgeableQuizzes(cutoff: Date, limit: number): Promise<QuizRecord[]>;
}

/** One question added to a published quiz (POST /api/questions). */
export type QuestionInsertion = {
  quizId: number;
  question: Omit<NewQuestion, 'position'>;
  /**
   * Called under the quiz's lock with its current number of questions: the position (0..count) the
   * question takes, later ones moving down one, or 'full' to store nothing.
   */
  place(count: number): number | 'full';
  event: QuizQuestionsChangedV1;
};

export type QuestionInsertionOutcome =
  | { kind: 'added'; id: number; position: number }
  | { kind: 'quiz-missing' }
  | { kind: 'quiz-purged' }
  | { kind: 'quiz-full' };

/** Storage for added questions: the question, the shifted positions, the count and the event commit together. */
export interface QuestionInsertionStore {
  insertQuestion(insertion: QuestionInsertion): Promise<QuestionInsertionOutcome>;
}
