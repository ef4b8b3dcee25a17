import { canonicalOrigin, DEFAULT_SHARE_IMAGE_PATH, LAYOUT_MESSAGES } from '@quizlink/contracts/platform';

/**
 * Client-side head management: title, description, share image and canonical link of the current
 * page. Quiz links get their share tags from the gateway (chat apps do not run JavaScript); this keeps
 * the tags right for browsers, search engines that do render, and in-app navigation.
 */
export type PageMeta = {
  /** The document title, as shown in the tab. */
  title: string;
  description: string;
  /** Share image: an absolute URL or a path on this origin. Defaults to the site's share image. */
  image?: string;
  /** Path of the canonical URL; defaults to the current path (without query or hash). */
  path?: string;
  /** Keeps the page out of search engines (dashboards, results, admin). */
  noindex?: boolean;
};

/** The site-wide share image (1200×630), served by the shell. */
export const DEFAULT_SHARE_IMAGE = DEFAULT_SHARE_IMAGE_PATH;

/** The canonical origin: a `www.` host is folded into the bare host (one URL per page for search engines). */
export { canonicalOrigin };

function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

/** Finds or creates `<meta {key}="{name}">` and sets its content. */
function setMeta(key: 'name' | 'property', name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(key, name);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** "FAQ & How It Works | QuizLink"; the brand alone without a name. Every app titles its pages this way. */
export function pageTitle(name?: string): string {
  return name ? `${name} | ${LAYOUT_MESSAGES.brand}` : LAYOUT_MESSAGES.brand;
}

/** Applies a page's metadata to the document head (title, description, Open Graph, Twitter, canonical). */
export function setPageMeta(meta: PageMeta): void {
  const origin = canonicalOrigin(window.location.origin);
  const url = absolute(meta.path ?? window.location.pathname, origin);
  const image = absolute(meta.image ?? DEFAULT_SHARE_IMAGE, origin);
  document.title = meta.title;
  setMeta('name', 'description', meta.description);
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:image', image);
  setMeta('property', 'og:type', 'website');
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'twitter:title', meta.title);
  setMeta('name', 'twitter:description', meta.description);
  setMeta('name', 'twitter:image', image);
  setCanonical(url);
  setRobots(meta.noindex === true);
}

function setRobots(noindex: boolean): void {
  const existing = document.head.querySelector('meta[name="robots"]');
  if (noindex) setMeta('name', 'robots', 'noindex, nofollow');
  else existing?.remove();
}
