import { applyStrategy, resolveRedactionRule, type PIIMatch, type ResolvedRedactionRule } from 'langchain';
import type { PersonalDataKind } from './llm-personal-data-kinds.ts';

/**
 * Telephone numbers, conservatively: international ones (`+44 20 7946 0958`, 8–15 digits) and the
 * grouped national form `(555) 123-4567` / `555-123-4567`. Years, ranges and plain quantities in a
 * text ("1914-1918", "3 000 000") do not match, so the lesson's own numbers reach the model.
 */
const PHONE_PATTERN = /(?<![\w+])(?:\+\d{1,3}(?:[ .-]?(?:\(\d{1,4}\)|\d{1,4})){2,6}|(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4})(?![\w-])/g;

function detectPhone(content: string): PIIMatch[] {
  return [...content.matchAll(PHONE_PATTERN)]
    .filter((match) => {
      const digits = match[0].replace(/\D/g, '').length;
      return digits >= 8 && digits <= 15;
    })
    .map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
}

/**
 * The rules of LangChain's `piiMiddleware` (its detectors and its `redact` strategy: `[REDACTED_EMAIL]`
 * …), applied to every text of a request before it leaves the machine. The middleware itself only runs
 * inside a `createAgent` graph and only rewrites the last user message when its content is a string;
 * a question request is one structured-output call whose text also sits in the system message (the
 * draft's earlier questions) and next to image parts, so the same rules are applied to each text here.
 */
export function createPersonalDataRedactor(kinds: readonly PersonalDataKind[]): (text: string) => string {
  const rules: ResolvedRedactionRule[] = kinds.map((kind) =>
    kind === 'phone' ? resolveRedactionRule({ piiType: kind, strategy: 'redact', detector: detectPhone }) : resolveRedactionRule({ piiType: kind, strategy: 'redact' }),
  );
  return (text) => rules.reduce((redacted, rule) => applyStrategy(redacted, rule.detector(redacted), rule.strategy, rule.piiType), text);
}
