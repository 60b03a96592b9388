import { DomUtils } from 'htmlparser2';
import { isAriaHidden, readDocument, readHtml, skippedElements, withoutPageFrame } from '../../../src/lib/htmlStream';

const events = (html: string) => {
  const seen: string[] = [];
  readHtml(html, {
    open: (name, attributes) =>
      void seen.push(
        `<${name}${Object.entries(attributes)
          .map(([k, v]) => ` ${k}=${v}`)
          .join('')}>`,
      ),
    close: name => void seen.push(`</${name}>`),
    text: text => void seen.push(text),
  });
  return seen;
};

test('closes void and implicitly closed elements, in order', () => {
  expect(events('<ul><li>a<br>b<li>c</ul><img src=x.png>')).toEqual([
    '<ul>',
    '<li>',
    'a',
    '<br>',
    '</br>',
    'b',
    '</li>',
    '<li>',
    'c',
    '</li>',
    '</ul>',
    '<img src=x.png>',
    '</img>',
  ]);
});

test('gives a run of text whole with entities decoded, in text and attributes', () => {
  expect(events('<p title="a &amp; b">&quot;x&quot; &lt;y&gt; &#233;&#x301;</p>')).toEqual(['<p title=a & b>', '"x" <y> é\u0301', '</p>']);
});

test('lower-cases names, keeps the first of repeated attributes, leaves comments out', () => {
  expect(events('<DIV Class="a" class="b"><!-- <p>hidden</p> -->x</DIV>')).toEqual(['<div class=a>', 'x', '</div>']);
});

test('passes script and style bodies as written', () => {
  expect(events('<script>if (a < b && c) x("</p>")</script>')).toEqual(['<script>', 'if (a < b && c) x("</p>")', '</script>']);
});

test('says where each tag and run of text stands in the HTML as written', () => {
  const html = '<p class="a>b">x &amp; y<!-- c --><wbr/>z</p><script>a<b</script>';
  const seen: string[] = [];
  readHtml(html, {
    open: (name, _attributes, start, end) => void seen.push(`${name}@${html.slice(start, end)}`),
    text: (text, start, end) => void seen.push(`${text}@${html.slice(start, end)}`),
  });
  expect(seen).toEqual(['p@<p class="a>b">', 'x & y@x &amp; y', 'wbr@<wbr/>', 'z@z', 'script@<script>', 'a<b@a<b']);
});

test('feeds every reader from one parse', () => {
  const names: string[][] = [[], []];
  readHtml('<a><b></b></a>', { open: name => void names[0].push(name) }, { close: name => void names[1].push(name) });
  expect(names).toEqual([
    ['a', 'b'],
    ['b', 'a'],
  ]);
});

test('leaves the page frame out of a reader, and only of that reader', () => {
  const html = '<main><p data-page-frame="">Lead <b>bold</b></p><p>Body</p><div data-page-frame=""><div><br></div></div>End</main>';
  const framed: string[] = [];
  const frameless: string[] = [];
  readHtml(html, { text: t => void framed.push(t) }, withoutPageFrame({ text: t => void frameless.push(t), open: name => void frameless.push(name) }));
  expect(framed).toEqual(['Lead ', 'bold', 'Body', 'End']);
  expect(frameless).toEqual(['main', 'p', 'Body', 'End']);
});

test('keeps the kind of frame it is asked to keep', () => {
  const seen: string[] = [];
  readHtml('<p data-page-frame="summary">Summary</p><p data-page-frame="">Meta</p>', withoutPageFrame({ text: t => void seen.push(t) }, 'summary'));
  expect(seen).toEqual(['Summary']);
});

test('leaves out a skipped element with everything nested in it, and nothing after it', () => {
  const hidden = skippedElements((_, attributes) => isAriaHidden(attributes));
  const heard: string[] = [];
  readHtml('<h2>Title<a aria-hidden="true"><span>#</span><svg aria-hidden="false"><path></path></svg></a> end</h2><p aria-hidden="false">Body</p>', {
    open: (name, attributes) => void (hidden.open(name, attributes) || heard.push(name)),
    close: name => void (hidden.close() || heard.push(`/${name}`)),
    text: text => void (hidden.inside || heard.push(text)),
  });
  expect(heard).toEqual(['h2', 'Title', ' end', '/h2', 'p', 'Body', '/p']);
});

test('builds a DOM tree of the page, through a view', () => {
  const document = readDocument('<main><h1>T &amp; U</h1><p data-page-frame="">Lead</p><p>Body</p></main>', withoutPageFrame);
  expect(DomUtils.getOuterHTML(document)).toBe('<main><h1>T &amp; U</h1><p>Body</p></main>');
});
