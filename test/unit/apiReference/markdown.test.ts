import { withDescription as described, descriptionTree, markdownToHtml, NESTED_MARKDOWN, splitSummary } from '../../../src/apiReference/core/markdown';

describe('markdownToHtml', () => {
  it('renders CommonMark and GFM tables', () => {
    const html = markdownToHtml('Some **bold** and `code`.\n\n- one\n- two\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n```json\n{"a": 1}\n```');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<table>');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<code class="language-json">');
  });

  it('returns null for empty or missing input', () => {
    expect(markdownToHtml(undefined)).toBeNull();
    expect(markdownToHtml('   ')).toBeNull();
    expect(markdownToHtml(42)).toBeNull();
  });

  it('removes <script> and its content', () => {
    const html = markdownToHtml('Hello <script>alert("x")</script> world\n\n<script>\ndocument.cookie\n</script>')!;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert');
    expect(html).not.toContain('document.cookie');
    expect(html).toContain('Hello');
  });

  it('removes event handlers', () => {
    const html = markdownToHtml('<img src="https://example.com/a.png" onerror="alert(1)"> <a href="https://x.example" onclick="steal()">x</a>')!;
    expect(html).not.toMatch(/onerror|onclick|alert|steal/);
    expect(html).toContain('<img src="https://example.com/a.png" />');
  });

  it('removes javascript: URLs in Markdown links and raw HTML', () => {
    const html = markdownToHtml('[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">two</a> <a href="data:text/html,x">three</a>')!;
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain('data:');
    expect(html).toContain('click');
  });

  it('removes style, iframe and form elements', () => {
    const html = markdownToHtml(
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><p style="color:red">text</p><form><button>go</button></form>',
    )!;
    expect(html).not.toMatch(/<style|<iframe|style=|<form|<button|display:none/);
    expect(html).toContain('text');
  });

  it('adds rel to external links only', () => {
    const html = markdownToHtml('[ext](https://pocket-id.org) [int](/docs/introduction) [mail](mailto:a@example.com)')!;
    expect(html).toContain('<a href="https://pocket-id.org" rel="noopener noreferrer">ext</a>');
    expect(html).toContain('<a href="/docs/introduction">int</a>');
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
  });

  it('shifts headings so pages keep a single h1', () => {
    expect(markdownToHtml('# Title\n\n## Sub')).toBe('<h2>Title</h2>\n<h3>Sub</h3>');
    expect(markdownToHtml('# Title', { minHeadingLevel: 4 })).toBe('<h4>Title</h4>');
    expect(markdownToHtml('###### Deep', { minHeadingLevel: 3 })).toBe('<h6>Deep</h6>');
  });

  it('keeps non-ASCII text', () => {
    expect(markdownToHtml('Käthe, José und 李')).toBe('<p>Käthe, José und 李</p>');
  });
});

describe('raw HTML', () => {
  it('keeps allowed inline elements without their handlers, and drops what scripts hold', () => {
    expect(markdownToHtml('<b onmouseover="x()">ok</b><script>bad()</script>')).toBe('<p><b>ok</b></p>');
  });

  it('shifts raw headings like Markdown ones, and keeps only checkbox inputs, disabled', () => {
    expect(markdownToHtml('<h1>Raw</h1>', NESTED_MARKDOWN)).toBe('<h4>Raw</h4>');
    expect(markdownToHtml('- [x] done\n\n<input type="text" value="x"> <a href="//evil.example">p</a>')).toBe(
      '<ul>\n<li><input type="checkbox" checked disabled /> done</li>\n</ul>\n<p> <a>p</a></p>',
    );
  });
});

describe('describe and descriptionTree', () => {
  it('keep the source beside the HTML, or the fallback when nothing survives', () => {
    expect(described('  *a*  ')).toEqual({ descriptionHtml: '<p><em>a</em></p>', descriptionMarkdown: '*a*' });
    const fallback = { descriptionHtml: '<p>f</p>', descriptionMarkdown: 'f' };
    expect(described('<script>x</script>', {}, fallback)).toEqual(fallback);
    expect(described(undefined)).toEqual({ descriptionHtml: null, descriptionMarkdown: null });
  });

  it('gives the twin the Markdown tree with headings moved like the page and raw HTML left out', () => {
    const tree = descriptionTree('# A\n\n<div>raw</div>\n\ntext', { minHeadingLevel: 3 });
    expect(tree.children.map(n => n.type)).toEqual(['heading', 'paragraph']);
    expect(tree.children[0]).toMatchObject({ depth: 3 });
  });
});

describe('splitSummary', () => {
  it('gives the opening paragraph as one line of text, entities decoded and markup dropped, and the rest as HTML', () => {
    expect(splitSummary('The **user** & `id` were\nnot found.\n\nMore *text*.')).toEqual({
      summary: 'The user & id were not found.',
      restHtml: '<p>More <em>text</em>.</p>',
    });
    expect(splitSummary('OK')).toEqual({ summary: 'OK', restHtml: null });
    expect(splitSummary('  ')).toEqual({ summary: null, restHtml: null });
    expect(splitSummary(42)).toEqual({ summary: null, restHtml: null });
  });

  it('ends the summary where the paragraph ends, not at the next blank line', () => {
    // A list may follow a paragraph without a blank line: it is not part of the summary, and the rest keeps it.
    expect(splitSummary('Returned when:\n- the user is missing\n- the token expired', NESTED_MARKDOWN)).toEqual({
      summary: 'Returned when:',
      restHtml: '<ul>\n<li>the user is missing</li>\n<li>the token expired</li>\n</ul>',
    });
  });

  it('splits a raw HTML paragraph with attributes and a ">" like a Markdown one', () => {
    expect(splitSummary('<p class="lead" title="a > b">Gone &amp; done</p>\n\nSee *below*.')).toEqual({
      summary: 'Gone & done',
      restHtml: '<p>See <em>below</em>.</p>',
    });
  });

  it('keeps the whole description as the rest when it does not open with a paragraph', () => {
    expect(splitSummary('# Errors\n\nSee below.', NESTED_MARKDOWN)).toEqual({ summary: null, restHtml: '<h4>Errors</h4>\n<p>See below.</p>' });
  });

  it('keeps reference links working in the rest', () => {
    expect(splitSummary('See [the docs][d].\n\nOr [the docs][d] again.\n\n[d]: https://example.com').restHtml).toBe(
      '<p>Or <a href="https://example.com" rel="noopener noreferrer">the docs</a> again.</p>',
    );
  });
});
