import { canonicalOrigin, setPageMeta } from './page-meta.ts';

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="old">';
  window.history.replaceState(null, '', '/faq?tab=how#top');
});

describe('page metadata', () => {
  test.each([
    ['https://www.quizlink.app', 'https://quizlink.app'],
    ['https://WWW.quizlink.app:8443', 'https://quizlink.app:8443'],
    ['http://quizlink.app', 'http://quizlink.app'],
    ['http://wwwx.example.com', 'http://wwwx.example.com'],
  ])('When the origin is %s, then the canonical origin is %s', (origin, expected) => {
    expect(canonicalOrigin(origin)).toBe(expected);
  });

  test('When a page sets its metadata, then title, description, share tags and canonical follow, without query or hash', () => {
    setPageMeta({ title: 'FAQ & How It Works | QuizLink', description: 'Answers.' });

    expect(document.title).toBe('FAQ & How It Works | QuizLink');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('Answers.');
    expect(content('meta[property="og:title"]')).toBe('FAQ & How It Works | QuizLink');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/faq');
    expect(content('meta[property="og:image"]')).toBe('http://localhost/og-image.png');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('http://localhost/faq');
  });

  test('When a page gives its own path and image, then they are used and made absolute', () => {
    setPageMeta({ title: 'T', description: 'D', path: '/blog/quiz-ideas', image: '/blog/images/quiz-ideas.svg' });
    setPageMeta({ title: 'T2', description: 'D2', path: '/blog/quiz-ideas', image: 'https://cdn.example.com/x.png' });

    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('http://localhost/blog/quiz-ideas');
    expect(content('meta[name="twitter:image"]')).toBe('https://cdn.example.com/x.png');
    expect(content('meta[property="og:title"]')).toBe('T2');
  });

  test('When a page is private, then robots are told not to index it; the next public page lifts that', () => {
    setPageMeta({ title: 'Dashboard', description: 'D', noindex: true });
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');

    setPageMeta({ title: 'Home', description: 'D' });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
