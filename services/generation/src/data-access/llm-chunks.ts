import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters';
import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import type { TextSegment } from '../domain/draft-model.ts';

export type TokenCounter = (text: string) => number;

let encoder: Tiktoken | null = null;

/**
 * Exact token count for OpenAI models (o200k_base), from js-tiktoken's bundled ranks: LangChain's own
 * getNumTokens() and TokenTextSplitter download their tables and stall without network.
 */
export const countModelTokens: TokenCounter = (text) => {
  encoder ??= new Tiktoken(o200kBase);
  return encoder.encode(text).length;
};

/**
 * Where a segment too long for one request may be cut, best first: paragraphs, lines, sentence ends
 * (Latin, CJK, Arabic, Devanagari), clauses, words, and as a last resort anywhere.
 */
const SEPARATORS = ['\n\n', '\n', '. ', '! ', '? ', '。', '！', '？', '؟', '।', '; ', ', ', ' ', ''];

export type Chunk = { segments: TextSegment[]; tokens: number };

/**
 * A document's segments as request-sized chunks of at most `maxTokens`: a segment longer than that is
 * cut by LangChain's `RecursiveCharacterTextSplitter` (token-measured, no overlap) at the best separator,
 * each piece keeping its source; consecutive pieces then share a request while they fit, so each
 * question stays tied to the page or paragraph it came from. Segments that fit are counted once and
 * never split.
 */
export async function chunkSegments(segments: TextSegment[], maxTokens: number, count: TokenCounter = countModelTokens): Promise<Chunk[]> {
  const splitter = new RecursiveCharacterTextSplitter({ chunkSize: maxTokens, chunkOverlap: 0, lengthFunction: count, separators: SEPARATORS, keepSeparator: false });
  const pieces: Array<{ segment: TextSegment; tokens: number }> = [];
  for (const segment of segments) {
    const tokens = count(segment.text);
    if (tokens <= maxTokens) pieces.push({ segment, tokens });
    else for (const text of await splitter.splitText(segment.text)) pieces.push({ segment: { ...segment, text }, tokens: count(text) });
  }
  const chunks: Chunk[] = [];
  let current: Chunk = { segments: [], tokens: 0 };
  for (const { segment, tokens } of pieces) {
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
