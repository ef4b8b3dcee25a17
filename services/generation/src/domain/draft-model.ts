import type { Difficulty, DraftProgress, LanguageCode, QuestionSource, SuggestionType } from '@quizlink/contracts/draft';

export type SourceKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'image' | 'topic';

/** A piece of text and where it came from: one page of a PDF, one paragraph of a document. */
export type TextSegment = { file: string; location: string; text: string };

/** A file as received: bytes in memory only (never written to disk). */
export type UploadedFile = { name: string; size: number; buffer: Buffer };

/** One input after reading: its text split into located segments. */
export type ExtractedSource = {
  name: string;
  kind: SourceKind;
  pages: number | null;
  characters: number;
  segments: TextSegment[];
  usedOcr: boolean;
};

export type ExtractedContent = {
  sources: ExtractedSource[];
  segments: TextSegment[];
  /** Images handed to a vision-capable model instead of OCR. */
  images: Array<{ name: string; mime: string; data: Buffer }>;
  warnings: string[];
};

/** A question as generated, before it is stored. */
export type GeneratedQuestion = {
  questionText: string;
  questionType: SuggestionType;
  options: string[];
  correctAnswer: string | null;
  explanation: string | null;
  rubric: string | null;
  difficulty: Difficulty;
  source: QuestionSource | null;
};

export type GenerationRequest = {
  segments: TextSegment[];
  images: ExtractedContent['images'];
  /** A short topic given without text to draw from. */
  topic: string | null;
  count: number;
  types: SuggestionType[];
  difficulty: Difficulty;
  language: LanguageCode;
  /** Questions already in the draft: new ones must not repeat them. */
  exclude: string[];
};

export type TokenUsage = { input: number; output: number; total: number };

export type GenerationResult = {
  questions: GeneratedQuestion[];
  warnings: string[];
  provider: 'openai' | 'offline';
  model: string | null;
  usedFallback: boolean;
  tokenUsage: TokenUsage | null;
};

/** Progress reported while a draft is read and generated; merged into the stored progress. */
export type ProgressSink = (update: Partial<DraftProgress>) => void;

export const emptyProgress = (filesTotal: number, questionsTarget: number): DraftProgress => ({
  stage: 'reading',
  currentFile: null,
  filesDone: 0,
  filesTotal,
  pagesDone: 0,
  pagesTotal: 0,
  questionsGenerated: 0,
  questionsTarget,
});

/** Throws the signal's reason when the work was cancelled (the user left, or asked). */
export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new CancelledError();
}

export class CancelledError extends Error {
  constructor(message = 'cancelled') {
    super(message);
    this.name = 'CancelledError';
  }
}
