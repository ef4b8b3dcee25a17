import { useEffect } from 'react';
import { pageTitle, setPageMeta, type PageMeta } from '@quizlink/platform';

export { pageTitle };

/** Attribute the gateway puts on the share tags it renders into a quiz link's HTML (value: the path). */
export const SERVER_META_ATTRIBUTE = 'data-server-meta';

/**
 * Gateway-rendered share tags are right (and personalised) for the page they came with, so the client
 * leaves them alone there; once the visitor moves on they are ordinary tags again.
 * Returns whether the current path still has the server's tags.
 */
export function keepServerMeta(pathname: string): boolean {
  const tags = document.head.querySelectorAll(`[${SERVER_META_ATTRIBUTE}]`);
  const fresh = [...tags].some((tag) => tag.getAttribute(SERVER_META_ATTRIBUTE) === pathname);
  if (!fresh) for (const tag of tags) tag.removeAttribute(SERVER_META_ATTRIBUTE);
  return fresh;
}

/** Sets the page's title, description, share image and canonical link while it is shown. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, path, noindex } = meta;
  useEffect(() => {
    setPageMeta({ title, description, ...(image ? { image } : {}), ...(path ? { path } : {}), ...(noindex ? { noindex } : {}) });
  }, [title, description, image, path, noindex]);
}
