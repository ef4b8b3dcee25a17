import { render } from '@testing-library/react';
import { FIXED_BLOG_ARTICLE_SLUGS, readingMinutes } from '@quizlink/contracts/content';
import { ARTICLES, formatArticleDate, HOME_TEASERS } from './article-catalog.ts';
import { ARTICLE_LOADERS } from './articles/index.ts';

describe('the fixed blog articles', () => {
  test('When the catalog is compared with the spec routes, then the ten slugs and text loaders match exactly', () => {
    expect(ARTICLES.map((a) => a.slug).sort()).toEqual([...FIXED_BLOG_ARTICLE_SLUGS].sort());
    expect(Object.keys(ARTICLE_LOADERS).sort()).toEqual([...FIXED_BLOG_ARTICLE_SLUGS].sort());
    expect(HOME_TEASERS).toHaveLength(2);
  });

  test.each(ARTICLES.map((a) => [a.slug, a] as const))('When %s is rendered, then it is a real article and its read time matches its length', async (slug, article) => {
    const { default: Body } = await ARTICLE_LOADERS[slug]!();
    const { container } = render(<Body />);
    // Block elements have no whitespace between them in the DOM: read the text nodes one by one.
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
    const text = parts.join(' ');
    const words = text.split(/\s+/).filter(Boolean).length;

    expect(words).toBeGreaterThan(300);
    expect(container.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3);
    expect(article.readMinutes).toBe(readingMinutes(text));
    expect(article.title.length).toBeGreaterThan(10);
    expect(article.excerpt.length).toBeGreaterThan(40);
    expect(article.image).toBe(`/blog/images/${article.image.split('/').pop()}`);
  });

  test('When the ten articles are read together, then they make the five claims of the spec', async () => {
    const texts = await Promise.all(
      ARTICLES.map(async (a) => {
        const { default: Body } = await ARTICLE_LOADERS[a.slug]!();
        const { container, unmount } = render(<Body />);
        const text = container.textContent ?? '';
        unmount();
        return text;
      }),
    );
    const copy = texts.join('\n');
    // Spec: "no account needed, mobile-friendly, one shareable link, real-time leaderboard, image support".
    const claims = {
      noAccountNeeded: /\bno account\b|nobody needs an account/i,
      mobileFriendly: /\bmobile-friendly\b/i,
      oneShareableLink: /\bone (shareable )?link\b/i,
      realTimeLeaderboard: /leaderboard (that )?updates (in real time|live|as)|\blive leaderboard\b/i,
      imageSupport: /\b(attach|carry|add) an image\b|\bimages and hints\b/i,
    };
    for (const [claim, pattern] of Object.entries(claims)) expect({ claim, made: pattern.test(copy) }).toEqual({ claim, made: true });
  });

  test('When a date is shown, then it reads like "May 15, 2025" whatever the time zone', () => {
    expect(formatArticleDate('2025-05-15')).toBe('May 15, 2025');
    expect(ARTICLES.filter((a) => a.date === '2025-05-15').length).toBeGreaterThan(0);
  });
});
