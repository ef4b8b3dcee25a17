import { buildPath } from '@quizlink/contracts/http';
import { DEFAULT_SHARE_IMAGE_PATH, isNoindexPath, LAYOUT_MESSAGES, QUIZ_PREVIEW_IMAGE_PATHS, quizShareDescription, quizShareTitle, quizTopicShareDescription, SHARE_IMAGE_SIZE, SITE_SHARE } from '@quizlink/contracts/platform';
import { quizLinkOf, type QuizLink, type QuizPreview, type QuizPreviewSource } from './quiz-preview-source.ts';

/** The block of index.html the gateway replaces with each page's own tags (see shell/public/index.html). */
export const META_BLOCK = /<!--ql-meta-->[\s\S]*?<!--\/ql-meta-->/;

/** Attribute that tells the shell these tags came from the server for this path (shell/src/meta). */
export const SERVER_META_ATTRIBUTE = 'data-server-meta';

export type PageTags = { title: string; description: string; url: string; image: string; imageAlt: string };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/**
 * The share tags of one page, as HTML: title, description, canonical, Open Graph and Twitter. Tags
 * made for this very page (a quiz link's) are marked with the path, so the shell keeps them on its
 * first render; the site's generic tags are not, so the shell puts the page's own in their place.
 */
export function renderTags(tags: PageTags, pathname: string, opts: { pageSpecific: boolean }): string {
  const mark = opts.pageSpecific ? ` ${SERVER_META_ATTRIBUTE}="${escapeHtml(pathname)}"` : '';
  const e = { ...tags, title: escapeHtml(tags.title), description: escapeHtml(tags.description), url: escapeHtml(tags.url), image: escapeHtml(tags.image), imageAlt: escapeHtml(tags.imageAlt) };
  return [
    `<title>${e.title}</title>`,
    `<meta name="description" content="${e.description}"${mark}>`,
    `<link rel="canonical" href="${e.url}"${mark}>`,
    `<meta property="og:site_name" content="${escapeHtml(LAYOUT_MESSAGES.brand)}"${mark}>`,
    `<meta property="og:type" content="website"${mark}>`,
    `<meta property="og:title" content="${e.title}"${mark}>`,
    `<meta property="og:description" content="${e.description}"${mark}>`,
    `<meta property="og:url" content="${e.url}"${mark}>`,
    `<meta property="og:image" content="${e.image}"${mark}>`,
    `<meta property="og:image:type" content="image/png"${mark}>`,
    `<meta property="og:image:width" content="${SHARE_IMAGE_SIZE.width}"${mark}>`,
    `<meta property="og:image:height" content="${SHARE_IMAGE_SIZE.height}"${mark}>`,
    `<meta property="og:image:alt" content="${e.imageAlt}"${mark}>`,
    `<meta name="twitter:card" content="summary_large_image"${mark}>`,
    `<meta name="twitter:title" content="${e.title}"${mark}>`,
    `<meta name="twitter:description" content="${e.description}"${mark}>`,
    `<meta name="twitter:image" content="${e.image}"${mark}>`,
    ...(isNoindexPath(pathname) ? [`<meta name="robots" content="noindex, nofollow"${mark}>`] : []),
  ].join('\n    ');
}

function previewImagePath(link: QuizLink): string {
  return link.kind === 'code'
    ? buildPath(QUIZ_PREVIEW_IMAGE_PATHS.byCode, { code: link.value.toUpperCase() })
    : buildPath(QUIZ_PREVIEW_IMAGE_PATHS.bySlug, { slug: link.value });
}

/** Tags for a page: a known quiz gets its creator's title and its own image; anything else the site's. */
export function tagsFor(origin: string, pathname: string, link: QuizLink | null, quiz: QuizPreview | null): PageTags {
  const url = `${origin}${pathname}`;
  if (link && quiz) {
    return {
      title: quizShareTitle(quiz.creatorName),
      // A quiz drafted from a topic is about the topic; any other is about its creator.
      description: quiz.topic ? quizTopicShareDescription(quiz.topic, quiz.questionCount) : quizShareDescription(quiz.creatorName, quiz.questionCount),
      url,
      image: `${origin}${previewImagePath(link)}`,
      imageAlt: quizShareTitle(quiz.creatorName),
    };
  }
  const generic = link ? { title: SITE_SHARE.quizTitle, description: SITE_SHARE.quizDescription } : { title: SITE_SHARE.title, description: SITE_SHARE.description };
  return { ...generic, url, image: `${origin}${DEFAULT_SHARE_IMAGE_PATH}`, imageAlt: SITE_SHARE.title };
}

/**
 * The shell's index.html for one page, with that page's share tags in place of the template's
 * defaults. Chat apps (WhatsApp, iMessage, Slack, X) read these without running JavaScript, so a
 * quiz link shows '{creator} Created This Quiz For You!' and its own preview image.
 */
export async function renderPageHtml(indexHtml: string, opts: { origin: string; pathname: string; quizzes: QuizPreviewSource }): Promise<string> {
  const link = quizLinkOf(opts.pathname);
  const quiz = link ? await opts.quizzes.lookup(link) : null;
  const tags = renderTags(tagsFor(opts.origin, opts.pathname, link, quiz), opts.pathname, { pageSpecific: link !== null });
  return indexHtml.replace(META_BLOCK, () => tags);
}
