import { useMemo } from 'react';
import type { LinkedWord } from '@quizlink/contracts/content';
import { renderMarkdown } from '../markdown/render-markdown.ts';

/** The post as readers will see it: markdown rendered and sanitised (see render-markdown.ts). */
export function MarkdownPreview({ markdown, linkedWords, label }: { markdown: string; linkedWords: readonly LinkedWord[]; label: string }) {
  const html = useMemo(() => renderMarkdown(markdown, linkedWords), [markdown, linkedWords]);
  return (
    <section
      aria-label={label}
      className="mfe-admin-markdown"
      style={{ padding: 'var(--ql-space-4)', border: '1px dashed var(--ql-color-border)', borderRadius: 'var(--ql-radius-sm)', background: 'var(--ql-color-surface)', overflowWrap: 'anywhere' }}
      // Safe by construction: renderMarkdown returns DOMPurify output (no scripts, handlers or javascript: URLs).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
