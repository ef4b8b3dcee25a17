/** The query keys of this remote's reads, in one place; a draft's reads sit under its session id. */
export const autoDraftQueryKeys = {
  usage: () => ['auto-draft', 'usage'] as const,
  finishedDraft: () => ['auto-draft', 'finished-draft'] as const,
  draftStatus: (sessionId: string) => ['auto-draft', 'draft', sessionId, 'status'] as const,
  draftQuestions: (sessionId: string) => ['auto-draft', 'draft', sessionId, 'questions'] as const,
};
