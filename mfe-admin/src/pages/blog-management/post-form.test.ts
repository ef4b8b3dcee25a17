import { BLOG_MESSAGES, type BlogPost } from '@quizlink/contracts/content';
import { emptyForm, formFromPost, formProblem, insertImage, toPayload, withTitle } from './post-form.ts';

describe('blog post form', () => {
  it('When the title is typed, then the slug follows it until the slug is edited by hand', () => {
    let form = withTitle(emptyForm(), 'Hello, World! Quiz #1');
    expect(form.slug).toBe('hello-world-quiz-1');
    form = { ...form, slug: 'my-own', slugTouched: true };
    expect(withTitle(form, 'Other title').slug).toBe('my-own');
  });

  it('When an existing post is edited, then its slug is kept when the title changes', () => {
    const post: BlogPost = { id: 4, title: 'T', slug: 'kept', excerpt: '', content: 'c', linkedWords: [], tags: ['a', 'b'], published: true, createdAt: 'x', updatedAt: 'y' };
    const form = formFromPost(post);
    expect(form.tags).toBe('a, b');
    expect(withTitle(form, 'New title').slug).toBe('kept');
  });

  it('When title or content is blank, then the form reports "Title and content are required"', () => {
    expect(formProblem({ ...emptyForm(), title: 'x', content: '  ' })).toBe(BLOG_MESSAGES.titleContentRequired);
    expect(formProblem({ ...emptyForm(), title: ' ', content: 'x' })).toBe(BLOG_MESSAGES.titleContentRequired);
    expect(formProblem({ ...emptyForm(), title: 'x', content: 'y' })).toBeNull();
  });

  it('When the payload is built, then empty linked words are dropped and tags are split, trimmed and de-duplicated', () => {
    const payload = toPayload({
      ...emptyForm(),
      title: ' Title ',
      content: 'Body',
      linkedWords: [{ word: 'quiz', url: 'https://q.example' }, { word: '', url: 'https://x' }, { word: 'y', url: ' ' }],
      tags: 'fun, , ideas,fun ',
      published: true,
    });
    expect(payload).toEqual({ title: 'Title', slug: 'title', excerpt: '', content: 'Body', linkedWords: [{ word: 'quiz', url: 'https://q.example' }], tags: ['fun', 'ideas'], published: true });
  });

  it('When an image is inserted, then it lands at the cursor on a line of its own as a markdown image', () => {
    expect(insertImage('Intro text', 5, '/api/uploads/a.png', 'My Photo.jpg')).toEqual({ content: 'Intro\n![My Photo](/api/uploads/a.png)\n text', cursor: 38 });
    expect(insertImage('', null, '/api/uploads/b.png', '[evil](x).png').content).toBe('![evil x](/api/uploads/b.png)\n');
  });
});
