import { LIMITS, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';

/** What the editor's file picker offers (spec: PNG, JPG, GIF); the server checks the content anyway. */
export const EDITOR_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';

/** Refuses an image of 5 MB or more before any upload, with the spec's toast. */
export function checkImageFile(file: { size: number }): { ok: true } | { ok: false; title: string; description: string } {
  if (file.size >= LIMITS.imageMaxBytes) return { ok: false, title: QUIZ_MESSAGES.imageTooLargeTitle, description: QUIZ_MESSAGES.imageTooLargeBody };
  return { ok: true };
}
