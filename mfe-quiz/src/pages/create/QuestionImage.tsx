import { useState } from 'react';
import { questionImageFailedLabel } from '@quizlink/contracts/quiz';

export type QuestionImageProps = { url: string; questionNumber: number };

/** One box for the image and for the glyph that replaces it, so a failure does not move the list. */
const frame = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '8rem',
  height: '5rem',
} as const;

const glyphFrame = {
  ...frame,
  border: '1px dashed var(--ql-color-border)',
  borderRadius: 'var(--ql-radius-sm)',
  background: 'var(--ql-color-danger-soft)',
  color: 'var(--ql-color-danger)',
} as const;

/** A picture with a cross: the broken-image glyph, named by `label` (spoken, and shown on hover). */
function BrokenImageGlyph({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <title>{label}</title>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 16l5-5 4 4" />
      <path d="M14 8l6 6M20 8l-6 6" />
    </svg>
  );
}

/**
 * A question's image in the /create list. When it fails to load (spec §8), an error glyph with an
 * accessible name takes its place; a new URL gets a fresh try.
 */
export function QuestionImage({ url, questionNumber }: QuestionImageProps) {
  // The URL that failed, not a flag: a changed URL is tried again without resetting any state.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === url) {
    return (
      <span style={glyphFrame}>
        <BrokenImageGlyph label={questionImageFailedLabel(questionNumber)} />
      </span>
    );
  }
  return (
    <span style={frame}>
      <img
        src={url}
        alt={`Illustration for question ${questionNumber}`}
        onError={() => setFailedUrl(url)}
        style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
      />
    </span>
  );
}
