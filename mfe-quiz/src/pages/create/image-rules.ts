import { LIMITS, MESSAGES } from '@quizlink/contracts';

/** What the editor's file picker offers (spec: PNG, JPG, GIF); the server checks the content anyway. */
export const EDITOR_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';

/** Refuses an image of 5 MB or more before any upload, with the spec's toast. */
export function checkImageFile(file: { size: number }): { ok: true } | { ok: false; title: string; description: string } {
  if (file.size >= LIMITS.imageMaxBytes) return { ok: false, title: MESSAGES.imageTooLargeTitle, description: MESSAGES.imageTooLargeBody };
  return { ok: true };
}
