import { buildPath } from '@quizlink/contracts/http';
import { AUTO_CREATE_PATHS, type DraftQuestion, type DraftStatus, type SuggestedQuestion, type SuggestionType } from '@quizlink/contracts/draft';
import { api } from '@quizlink/platform';
import { postWithProgress, type UploadOptions } from './upload-request.ts';

export type StartDraftFields = {
  topicPrompt: string;
  numberOfQuestions: number;
  difficulty: string;
  language: string;
  questionTypes: string;
  settings: { timingType: 'none' | 'total'; timeLimit: number; autoSubmit: boolean; userName: string };
  sources: Array<{ type: 'file'; name: string; size: number } | { type: 'topic'; content: string }>;
};

export type QuestionEdit = { questionText: string; options: string[]; correctAnswers: string[]; rubric: string | null };
export type MoreQuestions = { success: boolean; questions: Array<SuggestedQuestion & { question: string }>; warnings: string[]; usedFallback: boolean };

const withSession = (pattern: string, sessionId: string) => buildPath(pattern, { sessionId });

/** Every /api/auto-create call of the spec, typed with the contracts. */
export const autoCreateApi = {
  usageStatus: (signal?: AbortSignal) =>
    api.get<{ success: boolean; data: { currentUsage: number; limit: number } }>(AUTO_CREATE_PATHS.usageStatus, signal ? { signal } : {}),

  /** JSON, or multipart when files are present (spec §7); the upload reports its progress. */
  startDraft(fields: StartDraftFields, files: File[], opts: UploadOptions): Promise<{ success: boolean; data: { sessionId: string } }> {
    if (files.length === 0) return postWithProgress(AUTO_CREATE_PATHS.startDraftSession, fields, opts);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    for (const file of files) form.append('files', file, file.name);
    return postWithProgress(AUTO_CREATE_PATHS.startDraftSession, form, opts);
  },

  draftStatus: (sessionId: string, signal?: AbortSignal) =>
    api.get<{ success: boolean; data: DraftStatus }>(withSession(AUTO_CREATE_PATHS.draftStatus, sessionId), signal ? { signal } : {}),

  draftQuestions: (sessionId: string) => api.get<{ questions: DraftQuestion[] }>(withSession(AUTO_CREATE_PATHS.draftQuestions, sessionId)),

  /**
   * Tells the server to stop a draft. `keepalive` lets the request outlive the page (the user is
   * leaving); failures are ignored — a draft nobody polls is stopped by the server anyway.
   */
  cancelDraft(sessionId: string): void {
    void fetch(withSession(AUTO_CREATE_PATHS.cancelDraft, sessionId), { method: 'POST', credentials: 'include', keepalive: true }).catch(() => undefined);
  },

  suggest: (sessionId: string, questionType: SuggestionType) =>
    api.get<{ success: boolean; data: SuggestedQuestion | null; remaining: number }>(
      `${withSession(AUTO_CREATE_PATHS.suggestQuestion, sessionId)}?questionType=${questionType}`,
    ),

  markUsed: (body: { questionId: string; sessionId: string; questionType: SuggestionType; question?: QuestionEdit }) =>
    api.post<{ success: boolean; data: { usedCount: number } }>(AUTO_CREATE_PATHS.useQuestion, body),

  generateMore: (sessionId: string, body: { questionType: SuggestionType; count: number; difficulty: string }) =>
    api.post<MoreQuestions>(withSession(AUTO_CREATE_PATHS.generateMoreForSession, sessionId), body),
};
