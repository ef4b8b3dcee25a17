import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { isSafeLinkUrl, type LinkedWord } from '@quizlink/contracts/content';

// Headings in a post start at h2: the page's own h1 is the post's title.
const marked = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + 1);
  },
});

/** Elements whose text must never become a link: links themselves and code. */
const NO_LINK_INSIDE = new Set(['A', 'CODE', 'PRE']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Text nodes that may receive a link (not inside a link or code). */
function linkableTextNodes(root: DocumentFragment): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let parent = node.parentElement;
    let allowed = true;
    while (parent) {
      if (NO_LINK_INSIDE.has(parent.tagName)) allowed = false;
      parent = parent.parentElement;
    }
    if (allowed) nodes.push(node as Text);
  }
  return nodes;
}

function anchor(url: string, text: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = url;
  a.textContent = text;
  return a;
}

/** Turns every whole-word occurrence of each linked word into a link (first pair wins on overlaps). */
function linkWords(root: DocumentFragment, linkedWords: readonly LinkedWord[]): void {
  for (const { word, url } of linkedWords) {
    if (!word.trim() || !isSafeLinkUrl(url)) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word.trim())}(?![\\p{L}\\p{N}])`, 'giu');
    for (const node of linkableTextNodes(root)) {
      const text = node.data;
      const parts: Node[] = [];
      let last = 0;
      for (const match of text.matchAll(pattern)) {
        parts.push(document.createTextNode(text.slice(last, match.index)), anchor(url, match[0]));
        last = match.index + match[0].length;
      }
      if (parts.length === 0) continue;
      parts.push(document.createTextNode(text.slice(last)));
      node.replaceWith(...parts);
    }
  }
}

/** Links keep only safe targets (http, https, mailto, this site); other sites open without a referrer. */
function secureLinks(root: DocumentFragment): void {
  for (const a of root.querySelectorAll('a')) {
    const href = a.getAttribute('href') ?? '';
    if (!isSafeLinkUrl(href) && !href.startsWith('mailto:') && !href.startsWith('#')) {
      a.removeAttribute('href');
      continue;
    }
    if (/^https?:/i.test(href)) a.rel = 'noopener noreferrer nofollow';
  }
}

/**
 * A blog post's markdown as safe HTML: marked renders it, DOMPurify removes scripts, event handlers,
 * styles, forms and javascript: URLs, then the post's linked words become links. The result is only
 * ever produced from this function, so it can be set as innerHTML.
 */
export function renderMarkdown(markdown: string, linkedWords: readonly LinkedWord[] = []): string {
  const html = marked.parse(markdown) as string;
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  linkWords(fragment, linkedWords);
  secureLinks(fragment);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
