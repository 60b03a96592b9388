/** Built or sanitised HTML -> Markdown, for the twins of pages without a Markdown source. */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { htmlToMarkdown } from '../../../src/twins/htmlToMarkdown';
import { CodeBlock } from '../../../src/components/mdx/CodeBlock';
import { markdownProblems } from '../../support/markdownCheck';

test('text, emphasis, code and links', () => {
  expect(
    htmlToMarkdown('<p>Use <strong>PKCE</strong>, <em>always</em>: <code>a&lt;b</code> &amp; <a href="/docs/x#y">this</a>.</p>', {
      resolveLink: p => `https://e.org${p}`,
    }),
  ).toBe('Use **PKCE**, _always_: `a<b` & [this](https://e.org/docs/x#y).');
});

test('text that looks like markup is escaped', () => {
  const out = htmlToMarkdown('<p>&lt;Tabs&gt; and *stars*</p>');
  expect(out).toBe('\\<Tabs\\> and \\*stars\\*');
  expect(markdownProblems(out)).toEqual([]);
});

test('headings shift, lists nest, code keeps its language', () => {
  const html = '<h2>Usage</h2><ol><li>First<ul><li>inner</li></ul></li><li><p>Second</p></li></ol><pre><code class="language-json">{"a": 1}\n</code></pre>';
  expect(htmlToMarkdown(html, { headingShift: 1 })).toBe('### Usage\n\n1. First\n\n   - inner\n2. Second\n\n```json\n{"a": 1}\n```');
});

test('tables become GFM tables', () => {
  const html = '<table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr><td><code>id</code></td><td>a|b</td></tr></tbody></table>';
  expect(htmlToMarkdown(html)).toBe('| Name | Type |\n| --- | --- |\n| `id` | a\\|b |');
});

test('buttons, navigation, SVG and hidden text are left out', () => {
  const html =
    '<div><button>Copy</button><nav><a href="/x">Next</a></nav><svg><text>icon</text></svg><span aria-hidden="true">#</span><p hidden>secret</p><p>Kept</p></div>';
  expect(htmlToMarkdown(html)).toBe('Kept');
});

test('the check finds raw HTML and tags left in text', () => {
  expect(markdownProblems('a <b>x</b>\n')).not.toEqual([]);
  expect(markdownProblems('<Admonition>\n')).not.toEqual([]);
  expect(markdownProblems('Use `<client-id>` here.\n')).toEqual([]);
});

test('adjacent links stay apart', () => {
  expect(htmlToMarkdown('<p><a href="https://a.org">A</a><a href="https://b.org">B</a></p>')).toBe('[A](https://a.org) [B](https://b.org)');
});

test("a code block's bar becomes the fence's title, not a line of text", () => {
  // The markup CodeBlock writes, so the twins follow its class names.
  const block = (title?: string) =>
    renderToStaticMarkup(
      React.createElement(
        CodeBlock,
        { title, language: 'bash' },
        React.createElement('code', { className: 'language-bash' }, 'curl -X POST https://id.example.com\n'),
      ),
    );
  expect(htmlToMarkdown(block('Create the client'))).toBe('```bash title="Create the client"\ncurl -X POST https://id.example.com\n```');
  // Without a title, only the language.
  expect(htmlToMarkdown(block())).toBe('```bash\ncurl -X POST https://id.example.com\n```');
});
