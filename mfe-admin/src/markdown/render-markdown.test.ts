import { renderMarkdown } from './render-markdown.ts';

function rendered(markdown: string, linkedWords: Array<{ word: string; url: string }> = []): HTMLDivElement {
  const div = document.createElement('div');
  div.innerHTML = renderMarkdown(markdown, linkedWords);
  return div;
}

describe('renderMarkdown', () => {
  it('When ordinary markdown is rendered, then headings, emphasis, lists and images come out as HTML', () => {
    const div = rendered('# Title\n\nSome **bold** text.\n\n- one\n- two\n\n![cat](/api/uploads/0123456789abcdef0123456789abcdef.png)');
    expect(div.querySelector('h1')?.textContent).toBe('Title');
    expect(div.querySelector('strong')?.textContent).toBe('bold');
    expect(div.querySelectorAll('li')).toHaveLength(2);
    expect(div.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/0123456789abcdef0123456789abcdef.png');
  });

  it('When the markdown carries scripts, event handlers and javascript: links, then none of them survive', () => {
    const div = rendered(
      [
        '<script>window.hacked = true</script>',
        '<img src="x" onerror="window.hacked = true">',
        '<a href="javascript:alert(1)">click</a>',
        '[md link](javascript:alert(1))',
        '<iframe src="https://evil.example"></iframe>',
        '<div style="position:fixed" onclick="alert(1)">styled</div>',
        '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
        '<svg><script>alert(1)</script></svg>',
      ].join('\n\n'),
    );
    const html = div.innerHTML;
    expect(div.querySelector('script, iframe, svg')).toBeNull();
    expect(html).not.toMatch(/onerror|onclick|javascript:|data:image|style=/i);
    for (const link of div.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    for (const image of div.querySelectorAll('img')) expect(image.hasAttribute('alt')).toBe(true);
  });

  it('When linked words are given, then each whole-word occurrence in any case becomes a link, but not inside code, links or headings', () => {
    const div = rendered('# Quiz ideas\n\nA quiz is fun. Quizzes too. QUIZ time!\n\n`quiz` in code and [quiz link](https://other.example).', [
      { word: 'quiz', url: 'https://example.com/quiz' },
    ]);
    const linked = [...div.querySelectorAll('a[href="https://example.com/quiz"]')].map((a) => a.textContent);
    expect(linked).toEqual(['quiz', 'QUIZ']);
    expect(div.querySelector('h1 a')).toBeNull();
    expect(div.querySelector('code a')).toBeNull();
  });

  it('When a linked word points to javascript:, then it is not linked at all', () => {
    const div = rendered('Click here please.', [{ word: 'here', url: 'javascript:alert(1)' }]);
    expect(div.querySelector('a')).toBeNull();
  });

  it('When a linked word contains regex characters or the text contains markup, then it is linked literally and safely', () => {
    const div = rendered('Try C++ and <b>bold</b> tags.', [{ word: 'C++', url: '/blog/cpp' }]);
    expect(div.querySelector('a[href="/blog/cpp"]')?.textContent).toBe('C++');
  });

  it('When a link goes to another site, then it opens in a new tab without an opener', () => {
    const div = rendered('[site](https://example.com) and [here](/faq)');
    const [external, internal] = [...div.querySelectorAll('a')];
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal?.getAttribute('target')).toBeNull();
  });
});
