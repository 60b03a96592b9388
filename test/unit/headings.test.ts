import { extractHeadings, headingText } from '../../src/lib/headings';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

test('headingText reduces inline Markdown to text', () => {
  expect(headingText('Set `APP_URL` for **HTTPS**')).toBe('Set APP_URL for HTTPS');
  expect(headingText('[Link](https://x) and ![img](a.png) _em_')).toBe('Link and img em');
  expect(headingText('Closing hashes ##')).toBe('Closing hashes');
  expect(headingText('A <abbr>tag</abbr> \\*literal\\*')).toBe('A tag *literal*');
});

test('extracts ATX headings with depth and slug, skipping fenced code', () => {
  const body = [
    '# Title',
    'text',
    '## First `part`',
    '```bash',
    '# not a heading',
    '```',
    '~~~',
    '## also not',
    '```',
    '~~~',
    '### Sub part',
    '####### too deep',
    '#no space',
    '   ## Indented three',
  ].join('\n');
  expect(extractHeadings(body, slug)).toEqual([
    { depth: 1, value: 'Title', id: 'title' },
    { depth: 2, value: 'First part', id: 'first-part' },
    { depth: 3, value: 'Sub part', id: 'sub-part' },
    { depth: 2, value: 'Indented three', id: 'indented-three' },
  ]);
});

test('maxDepth limits the levels and the slugger sees every heading in order', () => {
  const seen: string[] = [];
  const counting = (text: string) => {
    seen.push(text);
    return `${slug(text)}-${seen.length}`;
  };
  expect(extractHeadings('## A\n### B\n## A', counting, 2)).toEqual([
    { depth: 2, value: 'A', id: 'a-1' },
    { depth: 2, value: 'A', id: 'a-2' },
  ]);
});

test('CRLF line endings', () => {
  expect(extractHeadings('## One\r\n## Two\r\n', slug).map(h => h.value)).toEqual(['One', 'Two']);
});
