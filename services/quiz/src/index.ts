export { createQuizService, type QuizService, type QuizServicePorts } from './service.ts';
export { loadQuizConfig, quizConfigSchema, DEFAULT_QUIZ_PORT, type QuizConfig } from './config.ts';
