import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import type { TextSegment } from './draft-model.ts';

export type TokenCounter = (text: string) => number;

let encoder: Tiktoken | null = null;

/**
 * Exact token count for OpenAI models (o200k_base), from js-tiktoken's bundled ranks: LangChain's own
 * getNumTokens() tries to download its tables and stalls without network.
 */
export const countModelTokens: TokenCounter = (text) => {
  encoder ??= new Tiktoken(o200kBase);
  return encoder.encode(text).length;
};

/** Close enough for spreading work (about four characters per token), and free. */
export const estimateTokens: TokenCounter = (text) => Math.ceil(text.length / 4);

export type Chunk = { segments: TextSegment[]; tokens: number };

/** A segment longer than a chunk is cut at sentence ends (or hard, for text without any). */
function splitLong(segment: TextSegment, maxTokens: number, count: TokenCounter): TextSegment[] {
  const sentences = segment.text.match(/[^.!?。！？]+[.!?。！？]*\s*/gu) ?? [segment.text];
  const parts: TextSegment[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) parts.push({ ...segment, text: current.trim() });
    current = '';
  };
  for (const sentence of sentences) {
    if (current && count(current + sentence) > maxTokens) flush();
    if (count(sentence) > maxTokens) {
      const size = Math.max(1, Math.floor((sentence.length * maxTokens) / count(sentence)));
      for (let i = 0; i < sentence.length; i += size) parts.push({ ...segment, text: sentence.slice(i, i + size) });
      continue;
    }
    current += sentence;
  }
  flush();
  return parts;
}

/** Consecutive segments grouped into chunks of at most `maxTokens`, keeping each segment's source. */
export function chunkSegments(segments: TextSegment[], maxTokens: number, count: TokenCounter = estimateTokens): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk = { segments: [], tokens: 0 };
  for (const segment of segments.flatMap((s) => (count(s.text) > maxTokens ? splitLong(s, maxTokens, count) : [s]))) {
    const tokens = count(segment.text);
    if (current.segments.length > 0 && current.tokens + tokens > maxTokens) {
      chunks.push(current);
      current = { segments: [], tokens: 0 };
    }
    current.segments.push(segment);
    current.tokens += tokens;
  }
  if (current.segments.length > 0) chunks.push(current);
  return chunks;
}

/**
 * `total` spread over parts in proportion to their weights (largest remainder), so a long document's
 * questions come from all of it rather than its first pages.
 */
export function spreadCount(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => Math.floor(total / weights.length) + (i < total % weights.length ? 1 : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i]! += 1;
    left -= 1;
  }
  return counts;
}
