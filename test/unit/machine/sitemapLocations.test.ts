import { sitemapLocations } from '../../../src/twins/sitemapLocations';

describe('sitemapLocations', () => {
  it('reads every <loc> of a urlset in order, entities decoded', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      '<url><loc>https://id.example/</loc></url><url><loc>https://id.example/docs/a?x=1&amp;y=2</loc><lastmod>2026-01-01</lastmod></url></urlset>';
    expect(sitemapLocations(xml)).toEqual(['https://id.example/', 'https://id.example/docs/a?x=1&y=2']);
  });

  it('reads a sitemap as XML does: padded or CDATA locations count, commented-out ones do not', () => {
    const xml =
      '<urlset>\n  <url>\n    <loc>\n      https://id.example/docs/b\n    </loc>\n  </url>\n' +
      '  <!-- <url><loc>https://id.example/old</loc></url> -->\n' +
      '  <url><loc><![CDATA[https://id.example/docs/c]]></loc></url>\n</urlset>';
    expect(sitemapLocations(xml)).toEqual(['https://id.example/docs/b', 'https://id.example/docs/c']);
  });
});
