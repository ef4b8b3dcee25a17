import type { DraftStatus, SuggestedQuestion } from '@quizlink/contracts/draft';

export const SESSION_ID = '2f1c1d9e-4a1b-4c2d-9e3f-0a1b2c3d4e5f';

export function draftStatus(overrides: Partial<DraftStatus> = {}): DraftStatus {
  return {
    sessionId: SESSION_ID,
    status: 'processing',
    progress: { stage: 'reading', currentFile: 'lesson.pdf', filesDone: 0, filesTotal: 1, pagesDone: 1, pagesTotal: 2, questionsGenerated: 0, questionsTarget: 6 },
    warnings: [],
    error: null,
    generator: null,
    questionCount: 0,
    usedCount: 0,
    numberOfQuestions: 6,
    questionTypes: 'both',
    difficulty: 'medium',
    language: 'en',
    settings: { timingType: 'total', timeLimit: 1200, autoSubmit: true, userName: 'Ada' },
    sources: [],
    topic: null,
    ...overrides,
  };
}

export function suggestion(id: string, type: 'mcq' | 'essay' = 'mcq'): SuggestedQuestion {
  return {
    id,
    questionText: `Question ${id}?`,
    questionType: type,
    questionData: {
      options: type === 'mcq' ? ['Mercury', 'Venus', 'Mars'] : [],
      correctAnswers: type === 'mcq' ? ['Mercury'] : [],
      explanation: null,
      aiSuggestion: 'lesson.pdf, page 1',
      rubric: type === 'essay' ? 'Mentions the Sun.' : null,
    },
    difficulty: 'medium',
    source: { file: 'lesson.pdf', location: 'page 1' },
  };
}
