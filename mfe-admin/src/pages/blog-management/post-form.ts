import { BLOG_MESSAGES, type BlogPost, type BlogPostInput, blogSlugFromTitle, cleanLinkedWords, markdownImage, parseBlogTags } from '@quizlink/contracts/content';

/** What the create/edit form holds while it is being typed in. */
export type PostForm = {
  id: number | null;
  title: string;
  slug: string;
  /** Once the slug is typed by hand (or the post exists), the title no longer rewrites it. */
  slugTouched: boolean;
  excerpt: string;
  content: string;
  linkedWords: Array<{ word: string; url: string }>;
  tags: string;
  published: boolean;
};

export const emptyForm = (): PostForm => ({
  id: null,
  title: '',
  slug: '',
  slugTouched: false,
  excerpt: '',
  content: '',
  linkedWords: [{ word: '', url: '' }],
  tags: '',
  published: false,
});

export const formFromPost = (post: BlogPost): PostForm => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  slugTouched: true,
  excerpt: post.excerpt,
  content: post.content,
  linkedWords: post.linkedWords.length > 0 ? post.linkedWords.map((pair) => ({ ...pair })) : [{ word: '', url: '' }],
  tags: post.tags.join(', '),
  published: post.published,
});

/** Spec §5: the slug follows the title (lowercase, punctuation removed, spaces to hyphens) until typed by hand. */
export function withTitle(form: PostForm, title: string): PostForm {
  return { ...form, title, slug: form.slugTouched ? form.slug : blogSlugFromTitle(title) };
}

/** Spec §5: title and content are required. Returns the message to show, or null. */
export function formProblem(form: PostForm): string | null {
  return form.title.trim() && form.content.trim() ? null : BLOG_MESSAGES.titleContentRequired;
}

/** Spec §7's payload: linked words without empty pairs, tags split on commas, trimmed, empties removed. */
export function toPayload(form: PostForm): BlogPostInput {
  return {
    title: form.title.trim(),
    slug: blogSlugFromTitle(form.slug || form.title),
    excerpt: form.excerpt.trim(),
    content: form.content,
    linkedWords: cleanLinkedWords(form.linkedWords),
    tags: parseBlogTags(form.tags),
    published: form.published,
  };
}

/** Puts a markdown image at the cursor (or the end), on a line of its own. */
export function insertImage(content: string, cursor: number | null, imageUrl: string, fileName: string): { content: string; cursor: number } {
  const at = cursor === null || cursor > content.length ? content.length : cursor;
  const alt = fileName.replace(/\.[^.]+$/, '').replace(/[^\p{L}\p{N} _-]+/gu, ' ').trim() || 'image';
  const before = content.slice(0, at);
  const after = content.slice(at);
  const snippet = `${before && !before.endsWith('\n') ? '\n' : ''}${markdownImage(imageUrl, alt)}\n`;
  return { content: `${before}${snippet}${after}`, cursor: before.length + snippet.length };
}
