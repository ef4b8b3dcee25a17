import type { Migration } from '@quizlink/kit-db';
import { createDraftSessions } from './0001-create-draft-sessions.ts';
import { draftProgressAndQuestions } from './0002-draft-progress-and-questions.ts';

/** In order; never reorder or edit an applied migration — add a new one. */
export const generationMigrations: Migration[] = [createDraftSessions, draftProgressAndQuestions];
