import { defineErrors } from '../http/error-shape.ts';
import { AUTO_DRAFT_MESSAGES } from './auto-create-messages.ts';

const GENERATION_FAILED = 'auto_create.generation_failed';

/**
 * Auto Draft's errors (the generation service). Keys are the codes in camelCase; the one code answered
 * with two statuses has a second key with a suffix (`…OnDraft`).
 */
export const DRAFT_ERRORS = defineErrors({
  autoCreateContentRequired: { code: 'auto_create.content_required', status: 400, message: AUTO_DRAFT_MESSAGES.contentRequiredBody },
  /** A file that is not what its name says, or of a type Auto Draft does not read (message: the first file's problem). */
  autoCreateInvalidFiles: { code: 'auto_create.invalid_files', status: 400, message: AUTO_DRAFT_MESSAGES.invalidFilesBody },
  autoCreateFilesTooLarge: { code: 'auto_create.files_too_large', status: 413, message: AUTO_DRAFT_MESSAGES.filesTooLargeBody },
  autoCreateTooManyFiles: { code: 'auto_create.too_many_files', status: 400, message: AUTO_DRAFT_MESSAGES.tooManyFiles },
  /** Message: `unreadableFileMessage(name)` (or with the reason, `unreadableFileMessage(name, AUTO_DRAFT_MESSAGES.zipBomb)`). */
  autoCreateUnreadableFile: { code: 'auto_create.unreadable_file', status: 400, message: 'This file could not be read.' },
  autoCreateNoUsableText: { code: 'auto_create.no_usable_text', status: 400, message: AUTO_DRAFT_MESSAGES.noUsableText },
  autoCreateSessionNotFound: { code: 'auto_create.session_not_found', status: 404, message: AUTO_DRAFT_MESSAGES.sessionNotFound },
  autoCreateSessionNotReady: { code: 'auto_create.session_not_ready', status: 409, message: 'The questions of this draft are still being generated.' },
  autoCreateQuestionNotFound: { code: 'auto_create.question_not_found', status: 404, message: 'This question is not part of the draft session.' },
  autoCreateRateLimited: { code: 'auto_create.rate_limited', status: 429, message: 'Too many generation requests. Please wait a moment and try again.' },
  autoCreateQuotaExceeded: { code: 'auto_create.quota_exceeded', status: 429, message: 'You have reached the number of generations allowed for today. Please try again tomorrow.' },
  autoCreateBusy: { code: 'auto_create.busy', status: 503, message: 'The question generator is busy. Please try again in a minute.' },
  autoCreateTooManyRunning: { code: 'auto_create.too_many_running', status: 429, message: 'You already have a generation in progress. Wait for it to finish or cancel it.' },
  /** A one-shot generation (process-content, generate-questions, generate-more) that failed: 422, message: the failure's when known. */
  autoCreateGenerationFailed: { code: GENERATION_FAILED, status: 422, message: AUTO_DRAFT_MESSAGES.processingFailedBody },
  /** The same failure read back from a stored draft (its questions, suggestions): the draft's state refuses the call, 409. */
  autoCreateGenerationFailedOnDraft: { code: GENERATION_FAILED, status: 409, message: AUTO_DRAFT_MESSAGES.processingFailedBody },
});

/** `"{file}": {reason}` — the message of autoCreateUnreadableFile about one file. */
export const unreadableFileMessage = (fileName: string, reason: string = DRAFT_ERRORS.autoCreateUnreadableFile.message): string => `"${fileName}": ${reason}`;
