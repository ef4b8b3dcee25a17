/**
 * Texts of Auto Draft. The titles (and the bodies marked "spec") are the spec's words, quoted exactly;
 * the other bodies are ours, written where the spec names a message without giving its text.
 */
export const AUTO_DRAFT_MESSAGES = {
  contentRequiredTitle: 'Content Required',
  contentRequiredBody: 'Please upload at least one file or enter a topic or some text.',
  invalidFilesTitle: 'Invalid Files',
  invalidFilesBody: 'Only PDF, DOC, DOCX, TXT, JPG, JPEG and PNG files can be used.',
  filesTooLargeTitle: 'Files Too Large',
  filesTooLargeBody: 'Each file must be 10MB or smaller.',
  successTitle: 'Questions Generated Successfully!',
  reviewAndEdit: 'Review & Edit Questions',
  /** spec */
  processingFailedTitle: 'Processing Failed',
  /** spec */
  processingFailedBody: 'An unexpected error occurred. Please try again.',
  /** spec */
  nameRequiredTitle: 'Name Required',
  /** spec: the alternative title of the same message */
  importantTitle: 'Important',
  /** spec */
  nameRequiredBody: 'Please return to the home page and enter your name first',
  noDraftSessionTitle: 'No Draft Session',
  noDraftSessionBody: 'Start a new Auto Draft to build a quiz from suggestions.',
  noQuestionsTitle: 'No Questions',
  noQuestionsBody: 'Please add at least one question before completing.',
  suggestionErrorTitle: 'Suggestion Error',
  suggestionErrorBody: 'Could not load a suggestion. Please try again.',
  noMoreSuggestionsTitle: 'No More Suggestions',
  noMoreSuggestionsBody: 'Every question this content can give has been suggested. Write your own or finish the quiz.',
  questionAddedTitle: 'Question Added',
  /** spec */
  generationFailedTitle: 'Generation Failed',
  /** spec */
  generationFailedBody: 'Could not generate new questions. Please try again.',
  errorLoadingQuestionsTitle: 'Error Loading Questions',
  errorLoadingQuestionsBody: 'The questions of this draft could not be loaded. Please try again.',
  questionRequiredTitle: 'Question Required',
  questionRequiredBody: 'Please enter the question text.',
  howItWorks: 'How It Works',
  finishQuiz: 'Finish Quiz',
  publishLabel: 'Publish Quiz',
  generateQuestions: 'Generate Questions',
  cancelled: 'Generation was cancelled.',
  /** Shown when the language model failed and the offline generator took over. */
  fallbackNotice: 'The AI model was unavailable, so QuizLink drafted these questions offline. They are drafts: review them carefully.',
  offlineNotice: 'These questions were drafted offline from your content. They are drafts: review them carefully.',
  topicNeedsModel:
    'A topic alone gives only open-ended questions without an AI model. Paste some text or upload a document for multiple-choice questions.',
  topicMcqNeedsContent:
    'Multiple-choice questions need a document, some pasted text or an AI server: a topic alone gives the offline generator no facts to build answer choices from. Upload a document, paste some text, or ask for open-ended questions.',
  noUsableText: 'No readable text was found in the content you gave.',
  /** The content was read, but no question drafted from it passed the quality checks (a short text, multiple choice only). */
  noQuestionsDrafted:
    'No question passing the quality checks could be drafted from this content. Add more text, or allow open-ended questions as well.',
  sessionNotFound: 'This draft session does not exist or has expired.',
  tooManyFiles: 'Too many files: upload at most 10 at once.',
  zipBomb: 'This document expands to an unsafe size and was not read.',
  youtubeNotRead: 'YouTube links are not read: paste the video transcript as text instead.',
  interrupted: 'Generation stopped unexpectedly. Please try again.',
} as const;

/** '"{name}" is a PNG image, not a PDF document.' — a file whose content contradicts its name. */
export const fileTypeMismatchMessage = (name: string, actual: string, claimed: string): string =>
  `"${name}" is ${actual}, not ${claimed}.`;

/** 'The content was cut to the first {n} characters…' */
export const textCutWarning = (keptCharacters: number): string =>
  `Your content was long, so only its first ${keptCharacters.toLocaleString('en-US')} characters were used.`;

/** Only the first pages of a scanned document are read by OCR. */
export const ocrPagesCutWarning = (file: string, pages: number): string =>
  `"${file}" is a scanned document: only its first ${pages} pages were read.`;

/** OCR has no recognition data for the creator's language (Russian): English data read the images. */
export const ocrLanguageMissingWarning = (language: string): string =>
  `Text in images and scanned pages was read with English recognition data, as none is installed for ${language}: it may be misread.`;

/** Fewer questions than asked: how many, and why. */
export const offlineShortfallWarning = (drafted: number, asked: number): string =>
  `Only ${drafted} of the ${asked} questions you asked for were drafted: your content has no more sentences that make a question passing the quality checks (a whole sentence with a clear fact, and answer choices of the same kind from your content). Add more text, or ask for fewer questions.`;

/** The offline generator cannot translate. */
export const offlineLanguageWarning = (requested: string, actual: string): string =>
  `Questions are in ${actual}, the language of your content: the offline generator cannot translate to ${requested}.`;

/** 'x of 3' — the launch-phase usage counter. */
/** The toast's description after a suggestion or a written question joins the quiz. */
export const questionAddedText = (count: number): string => `Your quiz now has ${count} question${count === 1 ? '' : 's'}.`;

export const usageCounterText = (current: number, limit: number): string => `${current} of ${limit}`;

/** Labels of the Auto Draft screens (ours: the spec names the screens, not every label). */
export const AUTO_DRAFT_LABELS = {
  subtitle: 'Upload documents or images, paste some text or name a topic: questions are drafted for you to review.',
  usageCounter: 'Auto drafts used today',
  contentHeading: 'Your content',
  settingsHeading: 'Settings',
  uploadFiles: 'Upload files',
  dropHint: 'Drag and drop files here, or choose them',
  chooseFiles: 'Choose files',
  fileHint: 'PDF, DOC, DOCX, TXT, JPG, JPEG or PNG — up to 10MB each, 10 files at most.',
  removeFile: 'Remove',
  topicPrompt: 'Topic or text',
  topicHint: 'A topic ("the water cycle") or the text to draw questions from.',
  numberOfQuestions: 'Number of questions',
  difficulty: 'Difficulty',
  language: 'Language',
  questionTypes: 'Question types',
  typeMcq: 'Multiple choice',
  typeEssay: 'Open-ended (essay)',
  typeBoth: 'Both',
  timing: 'Time limit',
  noTimeLimit: 'No time limit',
  totalTime: 'Total time for the quiz',
  customTime: 'Custom',
  customMinutes: 'Custom time (minutes)',
  autoSubmit: 'Submit automatically when time runs out',
  cancel: 'Cancel',
  processingHeading: 'Drafting your questions',
  stageInput: 'Content',
  stageProcessing: 'Reading',
  stageGeneration: 'Generating',
  stageReview: 'Review',
  uploading: 'Uploading',
  reading: 'Reading',
  generating: 'Generating questions',
  pickOneByOne: 'Pick Questions One by One',
  startOver: 'Start Over',
  draftedOffline: 'Drafted offline',
  draftedBy: 'Drafted by',
  aiSuggestion: 'AI Suggestion',
  yourQuestion: 'Your Question',
  acceptSuggestion: 'Use This Question',
  editSuggestion: 'Edit Before Adding',
  nextSuggestion: 'Next Suggestion',
  addToQuiz: 'Add to Quiz',
  question: 'Question',
  rubric: 'What a good answer contains',
  addOption: 'Add Another Option',
  removeOption: 'Remove option',
  correctAnswer: 'Correct answer',
  yourQuiz: 'Your quiz',
  removeQuestion: 'Remove question',
  questionType: 'Question type',
  source: 'Source',
  loadingSuggestion: 'Loading a suggestion…',
  generatingMore: 'Generating more suggestions…',
  howItWorksSteps: [
    'Add your content: upload documents or photos, paste text, or name a topic.',
    'Choose how many questions, how hard, in which language and of which types.',
    'QuizLink reads your content and drafts questions, each with its source.',
    'Review and edit the questions, then publish your quiz and share the link.',
  ],
} as const;
