import { htmlHeadings, tocGroups } from '../../../src/lib/htmlHeadings';

test('reads h2 and h3 with an id, in order, with their text as a reader hears it', () => {
  const html = [
    '<h1 id="title">Title</h1>',
    '<h2 id="setup">Set <code>APP_URL</code> &amp; go<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#setup">#</a></h2>',
    '<section><h3 id="path-parameters">Path\n  parameters</h3></section>',
    '<h2>No id</h2>',
    '<h4 id="deep">Too deep</h4>',
    '<h2 id="applications" class="visually-hidden">Applications</h2>',
  ].join('');
  expect(htmlHeadings(html)).toEqual([
    { depth: 2, value: 'Set APP_URL & go', id: 'setup' },
    { depth: 3, value: 'Path parameters', id: 'path-parameters' },
    { depth: 2, value: 'Applications', id: 'applications' },
  ]);
});

test('leaves out every element inside a hidden part of a heading, however nested', () => {
  expect(htmlHeadings('<h2 id="a">A<span aria-hidden="true"><b>x</b>y</span> b</h2><p>after</p>')).toEqual([{ depth: 2, value: 'A b', id: 'a' }]);
});

test('a page without headings has none', () => {
  expect(htmlHeadings('<p>Text</p>')).toEqual([]);
});

test('tocGroups keeps the h2 alone, each with the number of h3 under it', () => {
  const headings = htmlHeadings(
    [
      '<h3 id="orphan">Before any group</h3>',
      '<h2 id="start">Messages when Pocket ID starts</h2>',
      '<h3 id="a">A</h3><h3 id="b">B</h3>',
      '<h2 id="empty">A group without entries</h2>',
      '<h2 id="passkeys">Messages about passkeys</h2>',
      '<h3 id="c">C</h3>',
    ].join(''),
  );
  expect(tocGroups(headings)).toEqual([
    { depth: 2, id: 'start', value: 'Messages when Pocket ID starts', count: 2 },
    { depth: 2, id: 'empty', value: 'A group without entries', count: 0 },
    { depth: 2, id: 'passkeys', value: 'Messages about passkeys', count: 1 },
  ]);
});
