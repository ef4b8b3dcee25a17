import { generateMoreRequestSchema, startDraftSessionRequestSchema, usageStatusSchema } from '../../draft/auto-create.ts';
import { AUTO_CREATE_PATHS } from '../../draft/paths.ts';
import { documentedAnswerSchema } from '../documented-answers.ts';
import type { HttpExpectation } from '../types.ts';

export const MFE_AUTODRAFT = 'mfe-autodraft';

export const MFE_AUTODRAFT_INTERACTIONS = {
  usageStatus: "a visitor's Auto Draft usage today",
  startDraft: 'a creator starts a draft from a topic',
  draftStatus: "a finished draft's status, read while polling (a draft from a document)",
  draftQuestions: "a finished draft's questions, read for the editor",
  suggestion: 'the suggestion builder asks for the next multiple-choice suggestion',
  generateMore: 'the suggestion builder asks for more multiple-choice questions',
} as const;

const SESSION_ID = '6b1f0e2a-9c3d-4e5f-8a7b-1c2d3e4f5a6b';
const TOPIC = 'The water cycle: evaporation, condensation and precipitation';
const source = { file: 'lesson.txt', location: 'paragraph 1' };
const suggestion = {
  id: 'suggestion-1',
  questionText: 'What turns water vapour back into liquid water?',
  questionType: 'mcq',
  questionData: { options: ['Condensation', 'Evaporation', 'Runoff'], correctAnswers: ['Condensation'], explanation: null, aiSuggestion: null, rubric: null },
  difficulty: 'medium',
  source,
};
const status = {
  sessionId: SESSION_ID,
  status: 'ready',
  progress: { stage: 'done', currentFile: null, filesDone: 1, filesTotal: 1, pagesDone: 1, pagesTotal: 1, questionsGenerated: 5, questionsTarget: 5 },
  warnings: ['Only 5 questions could be drafted from this content.'],
  error: null,
  generator: { provider: 'offline', model: null, usedFallback: false, tokenUsage: null },
  questionCount: 5,
  usedCount: 0,
  numberOfQuestions: 5,
  questionTypes: 'mcq',
  difficulty: 'medium',
  language: 'en',
  settings: { timingType: 'total', timeLimit: 600, autoSubmit: true, userName: 'Ada' },
  sources: [{ name: 'lesson.txt', kind: 'txt', pages: null, characters: 1200 }],
  topic: null,
};

const GET = 'GET';
const POST = 'POST';

/** What the Auto Draft pages read (use-usage-status.ts, use-auto-draft.ts, draft-polling.ts, handoff.ts, the suggestion builder). */
export const mfeAutodraftExpectations: readonly HttpExpectation[] = [
  {
    consumer: MFE_AUTODRAFT,
    provider: 'generation',
    interaction: MFE_AUTODRAFT_INTERACTIONS.usageStatus,
    request: { method: GET, path: AUTO_CREATE_PATHS.usageStatus },
    response: {
      status: 200,
      fieldsRelied: ['data.currentUsage', 'data.limit'],
      example: { success: true, data: { currentUsage: 1, limit: 3, allowed: true } },
      schema: usageStatusSchema,
    },
  },
  {
    consumer: MFE_AUTODRAFT,
    provider: 'generation',
    interaction: MFE_AUTODRAFT_INTERACTIONS.startDraft,
    request: {
      method: POST,
      path: AUTO_CREATE_PATHS.startDraftSession,
      // auto-draft-form.ts (startFields): JSON when no file is chosen; the topic is also its one source.
      body: {
        example: {
          topicPrompt: TOPIC,
          numberOfQuestions: 5,
          difficulty: 'medium',
          language: 'en',
          questionTypes: 'mcq',
          settings: { timingType: 'total', timeLimit: 600, autoSubmit: true, userName: 'Ada' },
          sources: [{ type: 'topic', content: TOPIC }],
        },
        schema: startDraftSessionRequestSchema,
      },
    },
    response: {
      status: 201,
      // use-auto-draft.ts watches the draft by its session id.
      fieldsRelied: ['data.sessionId'],
      example: { success: true, data: { sessionId: SESSION_ID } },
      schema: documentedAnswerSchema(POST, AUTO_CREATE_PATHS.startDraftSession, 201),
    },
  },
  {
    consumer: MFE_AUTODRAFT,
    provider: 'generation',
    interaction: MFE_AUTODRAFT_INTERACTIONS.draftStatus,
    request: { method: GET, path: AUTO_CREATE_PATHS.draftStatus },
    response: {
      status: 200,
      // ProgressPanel (progress), use-auto-draft.ts (status, error), DraftReadyCard (warnings, generator), handoff.ts (the rest).
      fieldsRelied: [
        'data.sessionId',
        'data.status',
        'data.error',
        'data.warnings',
        'data.progress.currentFile',
        'data.progress.filesDone',
        'data.progress.filesTotal',
        'data.progress.pagesDone',
        'data.progress.pagesTotal',
        'data.progress.questionsGenerated',
        'data.progress.questionsTarget',
        'data.generator.provider',
        'data.generator.model',
        'data.generator.usedFallback',
        'data.numberOfQuestions',
        'data.questionTypes',
        'data.difficulty',
        'data.language',
        'data.settings.timingType',
        'data.settings.timeLimit',
        'data.settings.autoSubmit',
        'data.sources[].name',
        'data.topic',
      ],
      example: { success: true, data: status },
      schema: documentedAnswerSchema(GET, AUTO_CREATE_PATHS.draftStatus, 200),
    },
  },
  {
    consumer: MFE_AUTODRAFT,
    provider: 'generation',
    interaction: MFE_AUTODRAFT_INTERACTIONS.draftQuestions,
    request: { method: GET, path: AUTO_CREATE_PATHS.draftQuestions },
    response: {
      status: 200,
      // DraftReadyCard lists them; handoff.ts gives them to the /create editor.
      fieldsRelied: ['questions[].text', 'questions[].type', 'questions[].options', 'questions[].correctAnswers', 'questions[].source', 'questions[].rubric'],
      example: {
        questions: [
          {
            text: suggestion.questionText,
            type: 'multiple-choice',
            options: suggestion.questionData.options,
            correctAnswers: suggestion.questionData.correctAnswers,
            hint: null,
            source,
            rubric: null,
            needsReview: true,
          },
        ],
      },
      schema: documentedAnswerSchema(GET, AUTO_CREATE_PATHS.draftQuestions, 200),
    },
  },
  {
    consumer: MFE_AUTODRAFT,
    provider: 'generation',
    interaction: MFE_AUTODRAFT_INTERACTIONS.suggestion,
    // The query `questionType=mcq` comes from the provider's state.
    request: { method: GET, path: AUTO_CREATE_PATHS.suggestQuestion },
    response: {
      status: 200,
      // SuggestionCard and question-edit.ts (draftFromSuggestion); `data` is null once the pool is exhausted.
      fieldsRelied: [
        'data.id',
        'data.questionText',
        'data.questionType',
        'data.questionData.options',
        'data.questionData.correctAnswers',
        'data.questionData.rubric',
        'data.source',
      ],
      example: { success: true, data: suggestion, remaining: 2 },
      schema: documentedAnswerSchema(GET, AUTO_CREATE_PATHS.suggestQuestion, 200),
    },
  },
  {
    consumer: MFE_AUTODRAFT,
    provider: 'generation',
    interaction: MFE_AUTODRAFT_INTERACTIONS.generateMore,
    request: {
      method: POST,
      path: AUTO_CREATE_PATHS.generateMoreForSession,
      // use-suggestion-builder.ts: ceil(numberOfQuestions ÷ types) of one type at the draft's difficulty.
      body: { example: { questionType: 'mcq', count: 5, difficulty: 'medium' }, schema: generateMoreRequestSchema },
    },
    response: {
      status: 200,
      // Only whether any came: the builder then asks for the next suggestion.
      fieldsRelied: ['questions'],
      example: { success: true, questions: [{ ...suggestion, id: 'suggestion-6', question: suggestion.questionText, explanation: null }], warnings: [], usedFallback: false },
      schema: documentedAnswerSchema(POST, AUTO_CREATE_PATHS.generateMoreForSession, 200),
    },
  },
];
