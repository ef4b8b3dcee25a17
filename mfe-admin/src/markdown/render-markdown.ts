import DOMPurify, { type Config } from 'dompurify';
import { marked } from 'marked';
import { isSafeLinkUrl, type LinkedWord } from '@quizlink/contracts/content';

/**
 * What survives sanitising: ordinary content markup. No scripts, no forms or embeds, no inline
 * styles, no event handlers (DOMPurify drops every on* attribute), and URL values only with the
 * http(s) or mailto scheme or none (paths, fragments). DOMPurify's own default also lets through
 * ftp:, tel:, sms: and the like; this product has no use for them.
 */
const PURIFY: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Text inside these is never turned into a linked word. */
const NO_LINKING = new Set(['A', 'CODE', 'PRE', 'SCRIPT', 'STYLE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function textNodesToLink(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let parent = node.parentElement;
    let allowed = true;
    while (parent && allowed) {
      allowed = !NO_LINKING.has(parent.tagName);
      parent = parent.parentElement;
    }
    if (allowed) nodes.push(node as Text);
  }
  return nodes;
}

/** Every whole-word occurrence (any case) of a linked word becomes a link to its URL. */
function linkWords(root: Node, linkedWords: readonly LinkedWord[]): void {
  const usable = linkedWords.filter((pair) => pair.word.trim() !== '' && isSafeLinkUrl(pair.url));
  if (usable.length === 0) return;
  const urls = new Map(usable.map((pair) => [pair.word.trim().toLowerCase(), pair.url]));
  const alternatives = [...urls.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
  for (const node of textNodesToLink(root)) {
    const text = node.data;
    const parts: Node[] = [];
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      if (start > last) parts.push(document.createTextNode(text.slice(last, start)));
      const link = document.createElement('a');
      link.href = urls.get(match[0].toLowerCase()) ?? '#';
      link.textContent = match[0];
      parts.push(link);
      last = start + match[0].length;
    }
    if (parts.length === 0) continue;
    if (last < text.length) parts.push(document.createTextNode(text.slice(last)));
    node.replaceWith(...parts);
  }
}

/**
 * Links to other sites open in a new tab without giving that tab a handle on this page. Images from
 * data: URIs (which DOMPurify allows on <img>) are dropped: uploads are served by the site. An image
 * written as raw HTML without alt text gets an empty one, so screen readers skip it instead of
 * reading its file name.
 */
function secureLinksAndImages(root: DocumentFragment): void {
  for (const image of root.querySelectorAll('img')) {
    if (/^\s*data:/i.test(image.getAttribute('src') ?? '')) image.removeAttribute('src');
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  }
  for (const link of root.querySelectorAll('a[href]')) {
    if (!/^https?:/i.test(link.getAttribute('href') ?? '')) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

/**
 * Markdown → HTML that is safe to insert: rendered with marked, sanitised with DOMPurify, linked words
 * turned into links, external links hardened, and sanitised once more after those changes.
 */
export function renderMarkdown(markdown: string, linkedWords: readonly LinkedWord[] = []): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const fragment = DOMPurify.sanitize(html, { ...PURIFY, RETURN_DOM_FRAGMENT: true });
  linkWords(fragment, linkedWords);
  secureLinksAndImages(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return DOMPurify.sanitize(holder.innerHTML, PURIFY);
}
