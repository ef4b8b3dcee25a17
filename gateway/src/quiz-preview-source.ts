import { buildPath } from '@quizlink/contracts/http';
import { accessCodeOf, publicQuizSchema, QUIZ_PATHS } from '@quizlink/contracts/quiz';
import type { Logger } from '@quizlink/kit-logger';
import { TtlCache } from '@quizlink/kit-cache';

/** What a link preview shows of a quiz: nothing secret, only what its public read returns. */
export type QuizPreview = { creatorName: string; questionCount: number; topic: string | null };

/** A quiz link: /quiz/code/{code} or /quiz/{slug}. */
export type QuizLink = { kind: 'code' | 'slug'; value: string };

export type QuizPreviewSource = { lookup(link: QuizLink): Promise<QuizPreview | null> };

const FOUND_TTL_MS = 5 * 60_000;
// Short, so a quiz published right after someone tried its link is seen soon.
const MISSING_TTL_MS = 30_000;
const LOOKUP_TIMEOUT_MS = 1500;

/**
 * Reads quizzes for link previews through the quiz service's public API (GET /api/quizzes/code/{code}
 * or /api/quizzes/slug/{slug}), the same answers any browser gets. Answers are cached (a quiz never
 * changes once published); unknown, expired or unreachable quizzes give null, and the page gets the
 * generic tags. Concurrent lookups of one link share a request.
 */
export function createQuizPreviewSource(opts: { quizUrl: string; logger: Logger; fetchImpl?: typeof fetch }): QuizPreviewSource {
  const cache = new TtlCache<QuizPreview | null>(1000);
  const inFlight = new Map<string, Promise<QuizPreview | null>>();
  const fetchImpl = opts.fetchImpl ?? fetch;

  async function ask(link: QuizLink): Promise<QuizPreview | null> {
    const path = link.kind === 'code' ? buildPath(QUIZ_PATHS.quizByCode, { code: link.value }) : buildPath(QUIZ_PATHS.quizBySlug, { slug: link.value });
    try {
      const res = await fetchImpl(new URL(path, opts.quizUrl), { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!res.ok) return null;
      const quiz = publicQuizSchema.safeParse(await res.json());
      return quiz.success ? { creatorName: quiz.data.creatorName, questionCount: quiz.data.questionCount, topic: quiz.data.topic ?? null } : null;
    } catch (error) {
      opts.logger.warn({ link, err: (error as Error).message }, 'link preview: quiz lookup failed');
      return null;
    }
  }

  return {
    async lookup(link) {
      const key = `${link.kind}:${link.kind === 'code' ? link.value.toUpperCase() : link.value}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = ask(link).then((preview) => {
          cache.set(key, preview, preview ? FOUND_TTL_MS : MISSING_TTL_MS);
          return preview;
        });
        inFlight.set(key, pending);
        void pending.finally(() => inFlight.delete(key));
      }
      return pending;
    },
  };
}

/**
 * The quiz link a page path is, if any (a single segment after /quiz/ or /quiz/code/). A code-shaped
 * segment after /quiz/ (six letters or digits, any case; slugs always hold a hyphen) is a code, as the
 * quiz page reads it.
 */
export function quizLinkOf(pathname: string): QuizLink | null {
  const code = /^\/quiz\/code\/([^/]+)\/?$/.exec(pathname);
  if (code?.[1]) return { kind: 'code', value: safeDecode(code[1]) };
  const slug = /^\/quiz\/([^/]+)\/?$/.exec(pathname);
  if (!slug?.[1] || slug[1] === 'code') return null;
  const value = safeDecode(slug[1]);
  const asCode = accessCodeOf(value);
  return asCode ? { kind: 'code', value: asCode } : { kind: 'slug', value };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
