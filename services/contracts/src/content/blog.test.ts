import { BLOG_MESSAGES, blogPostInputSchema, blogSlugFromTitle, cleanLinkedWords, isSafeLinkUrl, parseBlogTags, readingMinutes } from './blog.ts';

describe('blog rules', () => {
  it('When a slug is derived, then it is lowercase, without punctuation, with hyphens for spaces, keeping letters of any script', () => {
    expect(blogSlugFromTitle('Hello, World!  10 Quiz Ideas?')).toBe('hello-world-10-quiz-ideas');
    expect(blogSlugFromTitle('  --Café & Crème -- ')).toBe('café-crème');
    expect(blogSlugFromTitle('हिन्दी क्विज़')).toBe('हिन्दी-क्विज़');
    expect(blogSlugFromTitle('!!!')).toBe('');
  });

  it('When tags and linked words are cleaned, then empties and duplicates go', () => {
    expect(parseBlogTags(' a, b ,, a,c ')).toEqual(['a', 'b', 'c']);
    expect(parseBlogTags(['x, y', ' ', 'x'])).toEqual(['x', 'y']);
    expect(cleanLinkedWords([{ word: ' w ', url: ' /u ' }, { word: '', url: '/x' }, { word: 'y' }])).toEqual([{ word: 'w', url: '/u' }]);
  });

  it('When link targets are judged, then only http(s) and site paths are safe', () => {
    for (const ok of ['https://a.example/x', 'http://b.example', '/faq', '/blog/quiz-ideas']) expect(isSafeLinkUrl(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'mailto:a@b.c', 'relative/path']) expect(isSafeLinkUrl(bad)).toBe(false);
  });

  it('When a post has no title or content, then the schema says Title and content are required; a title of only punctuation gives an invalid slug', () => {
    const missing = blogPostInputSchema.safeParse({ title: 'x', content: ' ' });
    expect(missing.success ? null : missing.error.issues[0]?.message).toBe(BLOG_MESSAGES.titleContentRequired);
    const punctuation = blogPostInputSchema.safeParse({ title: '???', content: 'body' });
    expect(punctuation.success ? null : punctuation.error.issues[0]?.message).toBe(BLOG_MESSAGES.slugInvalid);
  });

  it('When reading time is computed, then it is at least a minute at 200 words per minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
  });
});
