import { renderMarkdown } from './render-markdown.ts';

const dom = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('renderMarkdown', () => {
  test('When markdown has headings, lists and emphasis, then they render with headings shifted below the page h1', () => {
    const html = dom(renderMarkdown('# Title\n\nSome **bold** text.\n\n- one\n- two'));

    expect(html.querySelector('h1')).toBeNull();
    expect(html.querySelector('h2')?.textContent).toBe('Title');
    expect(html.querySelector('strong')?.textContent).toBe('bold');
    expect(html.querySelectorAll('li')).toHaveLength(2);
  });

  test('When the content carries scripts, event handlers, styles or javascript: links, then none survive', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src="/x.png" onerror="alert(2)"> <a href="javascript:alert(3)">x</a> [y](javascript:alert(4)) <span style="color:red" onclick="alert(5)">s</span> <iframe src="https://evil.example"></iframe>',
    );

    expect(html).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe/i);
    expect(dom(html).querySelector('img')?.getAttribute('src')).toBe('/x.png');
  });

  test('When linked words are given, then every whole-word occurrence becomes a link, never inside code or an existing link', () => {
    const html = dom(
      renderMarkdown('QuizLink quizzes: try QuizLink today, not QuizLinks. `QuizLink` stays code. [QuizLink home](/)', [
        { word: 'QuizLink', url: 'https://quizlink.app/' },
      ]),
    );

    const links = [...html.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['QuizLink', 'https://quizlink.app/'],
      ['QuizLink', 'https://quizlink.app/'],
      ['QuizLink home', '/'],
    ]);
    expect(html.querySelector('code')?.textContent).toBe('QuizLink');
  });

  test('When a linked word points somewhere unsafe, then it stays plain text', () => {
    const html = dom(renderMarkdown('Click here now', [{ word: 'here', url: 'javascript:alert(1)' }, { word: 'now', url: '//evil.example' }]));

    expect(html.querySelectorAll('a')).toHaveLength(0);
  });

  test('When a link goes to another site, then it carries rel="noopener noreferrer nofollow"', () => {
    const html = dom(renderMarkdown('[site](https://example.com) and [page](/faq)'));

    const [external, internal] = [...html.querySelectorAll('a')];
    expect(external?.rel).toBe('noopener noreferrer nofollow');
    expect(internal?.rel).toBe('');
  });
});
