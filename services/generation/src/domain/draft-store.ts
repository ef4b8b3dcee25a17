import type { AutoDraftSettings, Difficulty, DraftProgress, DraftStatusValue, GeneratorInfo, LanguageCode, QuestionTypeChoice, SuggestionType } from '@quizlink/contracts/draft';
import type { GeneratedQuestion, SourceKind, TextSegment } from './draft-model.ts';

/** What the creator asked for, kept with the draft. */
export type DraftRequest = {
  numberOfQuestions: number;
  difficulty: Difficulty;
  language: LanguageCode;
  questionTypes: QuestionTypeChoice;
  settings: AutoDraftSettings;
  /** A short topic, when no text was given to draw from (pasted text is kept as content). */
  topic: string | null;
};

/** The text read from the inputs, kept so that more questions can be generated later by any instance. */
export type DraftContent = {
  sources: Array<{ name: string; kind: SourceKind; pages: number | null; characters: number }>;
  segments: TextSegment[];
};

export type DraftOutcome = { warnings: string[]; error: string | null; generator: GeneratorInfo | null };

export type StoredSession = {
  id: string;
  userName: string;
  clientKey: string | null;
  status: DraftStatusValue;
  request: DraftRequest;
  content: DraftContent | null;
  progress: DraftProgress;
  outcome: DraftOutcome;
  watchedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type QuestionStatus = 'pool' | 'suggested' | 'used';

export type StoredQuestion = {
  id: string;
  sessionId: string;
  position: number;
  questionType: SuggestionType;
  status: QuestionStatus;
  question: GeneratedQuestion;
  createdAt: Date;
  usedAt: Date | null;
};

export type SessionPatch = Partial<Pick<StoredSession, 'status' | 'progress' | 'outcome' | 'content' | 'watchedAt'>>;

export const RUNNING_STATUSES: readonly DraftStatusValue[] = ['processing', 'generating'];

/** Where drafts live: the generation service's database, so any instance can serve any draft. */
export interface DraftStore {
  createSession(session: Omit<StoredSession, 'content' | 'outcome' | 'updatedAt'>): Promise<void>;
  findSession(id: string): Promise<StoredSession | null>;
  /** Applies the patch (and stamps updated_at); with `whenStatusIn`, only if the draft is in one of them. */
  updateSession(id: string, patch: SessionPatch, now: Date, whenStatusIn?: readonly DraftStatusValue[]): Promise<boolean>;
  /** Only watched_at, so that polling never hides a draft whose worker died (updated_at stays put). */
  touchWatched(id: string, now: Date): Promise<void>;
  /** The cheap read a running draft does on every heartbeat. */
  readControl(id: string): Promise<{ status: DraftStatusValue; watchedAt: Date | null } | null>;
  countRunningForClient(clientKey: string, updatedSince: Date): Promise<number>;
  addQuestions(sessionId: string, questions: GeneratedQuestion[], now: Date): Promise<StoredQuestion[]>;
  /** The next unsuggested question of a type, marked as suggested; null when the pool is exhausted. */
  takeNextSuggestion(sessionId: string, type: SuggestionType): Promise<StoredQuestion | null>;
  findQuestion(sessionId: string, id: string): Promise<StoredQuestion | null>;
  markUsed(sessionId: string, id: string, question: GeneratedQuestion, now: Date): Promise<void>;
  listQuestions(sessionId: string): Promise<StoredQuestion[]>;
}
