/** llms.txt and llms-full.txt. */
import { groupBySection, llmsFullTxt, llmsTxt, LlmsPage, shiftHeadings } from '../../../src/twins/llmsTxt';

const site = { title: 'Pocket ID', summary: 'Passkeys only.', fullUrl: 'https://e.org/llms-full.txt' };
const pages: LlmsPage[] = [
  { route: '/docs/a', title: 'A', description: 'About a.', section: 'Setup', twinUrl: 'https://e.org/docs/a.md', inFull: true },
  {
    route: '/docs/api/endpoints/x',
    title: 'List [x]',
    description: null,
    section: 'API reference',
    twinUrl: 'https://e.org/docs/api/endpoints/x.md',
    inFull: false,
  },
  { route: '/docs/b', title: 'B', description: 'About b.', section: 'Setup', twinUrl: 'https://e.org/docs/b.md', inFull: true },
];

test('llms.txt: title, summary, then one section per group listing every page with its twin', () => {
  expect(llmsTxt(site, pages)).toBe(
    '# Pocket ID\n\n> Passkeys only.\n\n' +
      'Every link below is the Markdown version of a page of the documentation. All docs and client guides in one file: [llms-full.txt](https://e.org/llms-full.txt).\n\n' +
      '## Setup\n\n- [A](https://e.org/docs/a.md): About a.\n- [B](https://e.org/docs/b.md): About b.\n\n' +
      '## API reference\n\n- [List \\[x\\]](https://e.org/docs/api/endpoints/x.md)\n',
  );
  expect(groupBySection(pages).map(([s]) => s)).toEqual(['Setup', 'API reference']);
});

test('llms-full.txt: docs in full with their headings moved down, API pages as links only', () => {
  const twins = new Map([
    ['/docs/a', '# A\n\nText a.\n\n## Part\n\n```bash\n# a shell comment\n```\n'],
    ['/docs/b', '# B\n\nText b.\n'],
    ['/docs/api/endpoints/x', '# X\n\nNot included.\n'],
  ]);
  const full = llmsFullTxt(site, pages, twins);
  expect(full).toContain('## A\n\nText a.\n\n### Part\n\n```bash\n# a shell comment\n```');
  expect(full).toContain('## B\n\nText b.');
  expect(full).not.toContain('Not included.');
  expect(full).toContain('## API reference\n\nEach operation has its own Markdown page:\n\n- [List \\[x\\]](https://e.org/docs/api/endpoints/x.md)');
  expect(() => llmsFullTxt(site, pages, new Map())).toThrow('no Markdown twin for /docs/a');
});

test('shiftHeadings leaves h6 and fenced code alone', () => {
  expect(shiftHeadings('###### six\n~~~\n## not a heading\n~~~\n# one')).toBe('###### six\n~~~\n## not a heading\n~~~\n## one');
});
