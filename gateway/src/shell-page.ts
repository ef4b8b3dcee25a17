import fs from 'node:fs/promises';
import type { Request } from 'express';
import { isNoindexPath, remoteOwningPath } from '@quizlink/contracts/platform';
import { renderPageHtml } from './link-preview.ts';
import { publicOriginOf } from './public-origin.ts';
import type { QuizPreviewSource } from './quiz-preview-source.ts';
import { preloadTags } from './remote-preload.ts';
import { registryScriptTag, type RemoteRegistrySource } from './remote-registry.ts';

/** The shell's index.html for one page request, with its share tags; null when there is no build. */
export type ShellPageRenderer = (req: Request, indexFile: string) => Promise<{ html: string; noindex: boolean } | null>;

/**
 * Renders the shell's page for a request: index.html (re-read only when the file changes, so a new
 * build is picked up without a restart) with the page's share tags, and whether the page must stay
 * out of search engines (sent as `X-Robots-Tag: noindex`). With a remote registry, every page carries
 * it (an inert JSON block the shell reads at start: no extra round trip), and a page a remote owns
 * also gets preload tags for that remote's live files (remote-preload.ts).
 */
export function createShellPageRenderer(opts: { quizzes: QuizPreviewSource; publicOrigin?: string; remotes?: RemoteRegistrySource }): ShellPageRenderer {
  let cached: { file: string; mtimeMs: number; html: string } | null = null;

  async function indexHtml(file: string): Promise<string | null> {
    try {
      const { mtimeMs } = await fs.stat(file);
      if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, html: await fs.readFile(file, 'utf8') };
      return cached.html;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw error;
    }
  }

  async function remoteHead(pathname: string): Promise<string> {
    if (!opts.remotes) return '';
    const registry = await opts.remotes.registry();
    const owner = remoteOwningPath(registry, pathname);
    const preloads = owner ? preloadTags(await opts.remotes.location(owner)) : '';
    return [registryScriptTag(registry), preloads].filter(Boolean).join('\n    ');
  }

  return async (req, indexFile) => {
    const html = await indexHtml(indexFile);
    if (html === null) return null;
    const origin = publicOriginOf(req, opts.publicOrigin);
    const [page, head] = await Promise.all([renderPageHtml(html, { origin, pathname: req.path, quizzes: opts.quizzes }), remoteHead(req.path)]);
    return { html: head ? page.replace('</head>', () => `  ${head}\n  </head>`) : page, noindex: isNoindexPath(req.path) };
  };
}
