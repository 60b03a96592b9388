import { pageIds, pageLinks, pageReferences } from '../../support/pageReferences';

const html = `<!DOCTYPE html><html><head>
<meta charset="utf-8"/><meta property="og:image" content="/social.png"/>
<meta http-equiv="refresh" content="0; url=/docs/new-place"/>
<link rel="canonical" href="https://pocket-id.org/docs/a"/>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
<link rel="stylesheet" href="/styles.css"/>
<link as="script" rel="preload" href="/app-1.js"/>
<script>var a = '<a href="/not-a-link">';</script>
<script src="/app-1.js" async></script>
<style>.x { background: url("/bg.png"); } .y { mask: url(data:image/svg+xml;utf8,abc); }</style>
</head><body>
<!-- <a href="/commented-out"> -->
<a href="/docs/b#part" class=x>B</a>
<a href='/docs/c?x=1&amp;y=2'>C</a>
<a href=#top>top</a><a href="mailto:someone@example.com">mail</a><a href="javascript:void 0">js</a>
<a name="legacy"></a><h2 id="top">Top</h2><h3 id="caf&#xe9;">Café</h3>
<img src="/a.png" srcset="/a-1x.png 1x, /a-2x.png 2x" alt="">
<picture><source srcset="/b.webp 480w,/b-big.webp 960w"></picture>
<div style="background-image: url('/inline.jpg')"></div>
<svg><use href="/icons.svg#github"></use><use href="#local-symbol"></use></svg>
<pre><code>&lt;a href="/escaped"&gt;</code></pre>
</body></html>`;

describe('pageReferences', () => {
  const { references, ids } = pageReferences(html);
  const urls = (kind: 'page' | 'asset') => references.filter(r => r.kind === kind).map(r => r.url);

  it('finds the pages a document links to, including canonical and meta refresh', () => {
    expect(urls('page').sort()).toEqual(['#top', '/docs/b#part', '/docs/c?x=1&y=2', '/docs/new-place', 'https://pocket-id.org/docs/a']);
  });

  it('finds the assets it loads: scripts, styles, icons, images, srcsets and url() in styles', () => {
    expect(urls('asset').sort()).toEqual(
      [
        '/a-1x.png',
        '/a-2x.png',
        '/a.png',
        '/app-1.js',
        '/app-1.js',
        '/b-big.webp',
        '/b.webp',
        '/bg.png',
        '/favicon.svg',
        '/icons.svg#github',
        '/inline.jpg',
        '/social.png',
        '/styles.css',
      ].sort(),
    );
  });

  it('ignores script bodies, comments, escaped code and schemes that are not fetched', () => {
    const all = references.map(r => r.url);
    for (const ignored of ['/not-a-link', '/commented-out', '/escaped', 'mailto:someone@example.com', 'javascript:void 0']) expect(all).not.toContain(ignored);
    expect(all.some(url => url.startsWith('data:'))).toBe(false);
  });

  it('says where each reference was found', () => {
    expect(references.find(r => r.url === '/favicon.svg')?.where).toBe('<link rel="icon">');
    expect(references.find(r => r.url === '/a-2x.png')?.where).toBe('<img srcset>');
    expect(references.find(r => r.url === '/icons.svg#github')?.where).toBe('<use href>');
  });

  it('collects ids and named anchors, decoded', () => {
    expect(Array.from(ids).sort()).toEqual(['café', 'legacy', 'top']);
  });

  it("gives the links alone, and the ids alone, for the build's link check", () => {
    expect(pageLinks(html).sort()).toEqual(['#top', '/docs/b#part', '/docs/c?x=1&y=2', '/docs/new-place']);
    expect(Array.from(pageIds(html)).sort()).toEqual(['café', 'legacy', 'top']);
  });

  it('reads attributes in any quoting and a > inside a quoted value', () => {
    const { references } = pageReferences(`<a title="a > b" href='/x'>x</a><area href=/y><img alt="1 > 0" src="/z.png">`);
    expect(references.map(r => r.url).sort()).toEqual(['/x', '/y', '/z.png']);
  });

  it('reads markup as a browser does: any case, comments and script bodies are not markup', () => {
    const page = `<A HREF="/upper">u</A><!-- <a href="/in-comment"> --><script>document.write('<a href="/in-script">')</script><div ID=plain><a href="/b?x=1&amp;y=&lt;2&gt;" name="n&#233;">b</a></div>`;
    expect(pageLinks(page)).toEqual(['/upper', '/b?x=1&y=<2>']);
    expect(Array.from(pageIds(page))).toEqual(['plain', 'né']);
  });

  it('finds url() in a style element and in style attributes of any element', () => {
    const { references } = pageReferences(`<style>.a { background: url('/one.png') }</style><section style="background: url(&quot;/two.png&quot;)"></section>`);
    expect(references.map(r => [r.url, r.where])).toEqual([
      ['/one.png', '<style> url()'],
      ['/two.png', '<section style> url()'],
    ]);
  });
});
