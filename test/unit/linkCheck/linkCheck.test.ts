import { findBrokenLinks, findDuplicateRoutes } from '../../../src/linkCheck/linkCheck';
import { summarizeLinks, summarizePages } from '../../support/linkSummaries';
import { pageLinks, pageReferences } from '../../support/pageReferences';

const pages = new Map([
  ['/', '<a href="/docs/">Docs</a><a href="/docs/intro#start">Start</a><a href="https://example.com/x">ext</a>'],
  ['/docs/', '<a href="/docs/intro">Intro</a><a href="/docs/missing">Missing</a><a href="#version">v</a>'],
  [
    '/docs/intro',
    '<h2 id="start">Start</h2><h2 id="a&amp;b">A&amp;B</h2><a href="#nowhere">x</a><a href="#start">ok</a><a href="/docs/intro/#a&amp;b">ok</a>' +
      '<a href="/logo.svg">logo</a><a href="mailto:a@b.c">mail</a><a class="x" href="/docs/?q=1#gone">gone</a><a href="relative">rel</a>',
  ],
]);

test('collects ids and hrefs, decoding entities', () => {
  expect([...pageReferences(pages.get('/docs/intro') as string).ids]).toEqual(['start', 'a&b']);
  expect(pageLinks('<a class="c" href="/a?x=1&amp;y=2">a</a><link href="/no"><meta http-equiv="refresh" content="0; url=/moved">')).toEqual([
    '/a?x=1&y=2',
    '/moved',
  ]);
});

test('reports missing pages and anchors, ignoring externals, assets and relative links', () => {
  const problems = findBrokenLinks(summarizePages(pages), '', p => p === '/logo.svg');
  expect(problems).toEqual([
    { source: '/docs/', target: '/docs/missing', kind: 'page' },
    { source: '/docs/', target: '#version', kind: 'anchor' },
    { source: '/docs/intro', target: '#nowhere', kind: 'anchor' },
    { source: '/docs/intro', target: '/docs/?q=1#gone', kind: 'anchor' },
  ]);
});

test('without the asset check a static file counts as a missing page', () => {
  expect(findBrokenLinks(summarizePages(new Map([['/', '<a href="/logo.svg">l</a>']])))).toEqual([{ source: '/', target: '/logo.svg', kind: 'page' }]);
});

test('a path prefix is removed before looking routes up', () => {
  const prefixed = new Map([
    ['/', '<a href="/sub/docs/x#h">x</a><a href="/sub/nope">n</a>'],
    ['/docs/x', '<h2 id="h">H</h2>'],
  ]);
  expect(findBrokenLinks(summarizePages(prefixed), '/sub')).toEqual([{ source: '/', target: '/sub/nope', kind: 'page' }]);
});

test('finds routes created twice', () => {
  expect(
    findDuplicateRoutes([
      { route: '/a', source: 'a.mdx' },
      { route: '/b', source: 'b.mdx' },
      { route: '/a', source: 'api' },
    ]),
  ).toEqual([{ route: '/a', sources: ['a.mdx', 'api'] }]);
});

test('a page summary holds each link once and its ids', () => {
  const summary = summarizeLinks('<a href="/a">1</a><a href="/a">2</a><a href="/b#x">3</a><h2 id="x">X</h2><p id="y"></p>');
  expect(summary.links).toEqual(['/a', '/b#x']);
  expect(Array.from(summary.ids)).toEqual(['x', 'y']);
  expect(summarizeLinks('<p>nothing</p>')).toEqual({ links: [], ids: new Set() });
});
