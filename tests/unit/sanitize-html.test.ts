import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../backend/src/content/markdown';
import { sanitizeHtml } from '../../backend/src/content/sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    'script',
    'iframe',
    'object',
    'form',
    'textarea',
    'button',
    'select',
    'option',
    'style',
    'noscript',
    'applet',
    'xml',
  ])('removes <%s> together with its content', async (tag) => {
    const html = await sanitizeHtml(`<p>before</p><${tag}>inside ${tag}</${tag}><p>after</p>`);
    expect(html).toBe('<p>before</p><p>after</p>');
  });

  it.each([
    '<input value="x">',
    '<embed src="https://evil.example/x.swf">',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<base href="https://evil.example/">',
    '<frameset><frame src="https://evil.example"></frameset>',
  ])('removes the void dangerous element %s', async (element) => {
    expect(await sanitizeHtml(`<p>text</p>${element}`)).toBe('<p>text</p>');
  });

  it('removes inline event handlers and keeps the element', async () => {
    const html = await sanitizeHtml(
      '<p onclick="steal()" onmouseover="steal()">hi</p><img src="a.png" onerror="steal()" alt="a">',
    );
    expect(html).toBe('<p>hi</p><img src="a.png" alt="a">');
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['obfuscated javascript:', '<a href=" JaVa&#x09;Script:alert(1)">x</a>', '<a>x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['data: in a link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['data: in an image', '<img src="data:image/png;base64,AAAA" alt="a">', '<img alt="a">'],
    [
      'javascript: in an SVG link',
      '<svg><a xlink:href="javascript:alert(1)">x</a></svg>',
      '<svg><a>x</a></svg>',
    ],
    ['form action', '<form action="javascript:alert(1)"><p>x</p></form>', ''],
  ])('removes a %s URL', async (_name, dirty, clean) => {
    expect(await sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps http, https, irc, ircs, mailto, xmpp and relative targets; drops other protocols', async () => {
    const kept = [
      'http://a.example/',
      'https://a.example/x?y=1#z',
      'irc://irc.example/chan',
      'ircs://irc.example/chan',
      'mailto:help@example.com',
      'xmpp:help@example.com',
      '/privacy',
      '../terms',
      '#top',
      'lesson-2',
    ];
    for (const href of kept) {
      expect(await sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
    expect(await sanitizeHtml('<a href="ftp://files.example/x">x</a>')).toBe('<a>x</a>');
    expect(await sanitizeHtml('<a href="tel:+123">x</a>')).toBe('<a>x</a>');
  });

  it('keeps layout, text, table and list tags', async () => {
    const html =
      '<div><h2>T</h2><p><strong>b</strong> <em>i</em> <code>c</code> <a href="/x">l</a></p><blockquote>q</blockquote>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>' +
      '<ul><li>u</li></ul><ol><li>o</li></ol><dl><dt>t</dt><dd>d</dd></dl><hr><pre>p</pre></div>';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it('keeps SVG drawings', async () => {
    const svg =
      '<svg viewBox="0 0 10 10"><g><circle cx="5" cy="5" r="4"></circle><path d="M0 0L10 10"></path></g></svg>';
    expect(await sanitizeHtml(svg)).toBe(svg);
  });

  it('strips tags that are not allowed but keeps their text', async () => {
    expect(
      await sanitizeHtml(
        '<p><marquee>moving</marquee> <blink>on</blink> <custom-tag>custom</custom-tag></p>',
      ),
    ).toBe('<p>moving on custom</p>');
  });

  it('drops inline style attributes', async () => {
    expect(await sanitizeHtml('<p style="position:fixed;inset:0">x</p>')).toBe('<p>x</p>');
  });
});

describe('renderMarkdown', () => {
  it('renders Markdown and sanitises raw HTML and links in it', async () => {
    const html = await renderMarkdown(
      '## Hello\n\nSome **bold** [link](https://a.example) and [bad](javascript:alert(1)).\n\n<script>alert(1)</script>\n',
    );
    expect(html).toBe(
      '<h2>Hello</h2>\n<p>Some <strong>bold</strong> <a href="https://a.example">link</a> and <a>bad</a>.</p>\n\n',
    );
  });
});
