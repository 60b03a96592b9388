import { canonicalLanguage, compactHighlighting, highlightHtml, splitHtmlLines } from '../../../src/lib/highlight';
import { parseHighlightedLines, parseTitle } from '../../../src/lib/codeFenceMeta';

describe('highlightHtml', () => {
  it('colours known languages with hljs classes and unwraps punctuation', () => {
    const html = highlightHtml('{"key": 1}', 'json');
    expect(html).toContain('<span class="hljs-attr">"key"</span>');
    expect(html).toContain('<span class="hljs-number">1</span>');
    expect(html).not.toContain('hljs-punctuation');
  });

  it('writes quotes in code as plain characters and keeps other escapes', () => {
    expect(highlightHtml(`echo "it's" '&quot;' <a>`, 'bash')).toBe(
      `<span class="hljs-built_in">echo</span> <span class="hljs-string">"it's"</span> <span class="hljs-string">'&amp;quot;'</span> &lt;a&gt;`,
    );
  });

  it('unwraps punctuation spans on the parsed tree, whatever they hold', () => {
    // A regex over the string missed a punctuation span with markup inside and one with more classes or attributes.
    expect(compactHighlighting('<span class="hljs-punctuation"><span class="hljs-x">a</span>,</span>')).toBe('<span class="hljs-x">a</span>,');
    expect(compactHighlighting('<span data-x="a>b" class="hljs-punctuation">&quot;</span>')).toBe('"');
    expect(compactHighlighting('<span class="hljs-punctuation hljs-x">;</span>')).toBe('<span class="hljs-punctuation hljs-x">;</span>');
  });

  it('maps fence aliases to grammars and falls back to plain text', () => {
    expect(canonicalLanguage('sh')).toBe('bash');
    expect(canonicalLanguage('YML')).toBe('yaml');
    expect(canonicalLanguage('toml')).toBe('ini');
    expect(canonicalLanguage('mdx')).toBe('markdown');
    expect(canonicalLanguage('brainfuck')).toBe('plaintext');
    expect(canonicalLanguage(undefined)).toBe('plaintext');
  });

  it('colours ini literals only as whole words: not the "on" of network-online.target', () => {
    // highlight.js 11's ini grammar has /\bon|off|true|false|yes|no\b/, which matches "on" at the start of any word.
    const unit = highlightHtml('[Unit]\nAfter=network-online.target\nWants=nobody-offline.service', 'systemd');
    expect(unit).not.toContain('hljs-literal');
    expect(unit).toContain('network-online.target');
    expect(highlightHtml('Enabled=on\nDebug=no\nlist = [true, off]', 'ini').match(/<span class="hljs-literal">(\w+)<\/span>/g)).toEqual(
      ['on', 'no', 'true', 'off'].map(word => `<span class="hljs-literal">${word}</span>`),
    );
  });

  it('escapes plain text, unknown languages and code over the size cap', () => {
    expect(highlightHtml('<b> & "q"', 'text')).toBe('&lt;b&gt; &amp; "q"');
    expect(highlightHtml('<b>', 'nope')).toBe('&lt;b&gt;');
    const long = `echo "${'x'.repeat(50)}"`;
    expect(highlightHtml(long, 'bash', 20)).toBe(long);
    expect(highlightHtml(long, 'bash')).toContain('hljs-');
  });
});

describe('splitHtmlLines', () => {
  it('wraps each line and re-opens a token span that crosses a line break', () => {
    const html = splitHtmlLines('a<span class="hljs-string">"x\ny"</span>b\nc', new Set([2]));
    expect(html.split('\n')).toEqual([
      '<span class="line">a<span class="hljs-string">"x</span></span>',
      '<span class="line line-highlighted"><span class="hljs-string">y"</span>b</span>',
      '<span class="line">c</span>',
    ]);
  });

  it('keeps nested spans and blank lines, and drops the empty line after a final newline', () => {
    const html = splitHtmlLines('<span class="a"><span class="b">1\n\n2</span></span>\n');
    expect(html.split('\n')).toEqual([
      '<span class="line"><span class="a"><span class="b">1</span></span></span>',
      '<span class="line"></span>',
      '<span class="line"><span class="a"><span class="b">2</span></span></span>',
    ]);
  });

  it('highlights real multi-line code line by line', () => {
    const html = splitHtmlLines(highlightHtml('services:\n  pocket-id:\n    image: x', 'yaml'), new Set([2, 3]));
    const lines = html.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.filter(line => line.startsWith('<span class="line line-highlighted">'))).toHaveLength(2);
    expect(lines[1]).toContain('<span class="hljs-attr">pocket-id:</span>');
  });
});

describe('code fence meta', () => {
  it('reads highlighted lines and ranges', () => {
    expect(Array.from(parseHighlightedLines('title="x" {1,3-5}'))).toEqual([1, 3, 4, 5]);
    expect(parseHighlightedLines('no braces').size).toBe(0);
  });

  it('reads a title in double, single or no quotes', () => {
    expect(parseTitle('title="docker-compose.yml" {2}')).toBe('docker-compose.yml');
    expect(parseTitle("title='a b'")).toBe('a b');
    expect(parseTitle('title=.env')).toBe('.env');
    expect(parseTitle('{2}')).toBeNull();
  });
});
