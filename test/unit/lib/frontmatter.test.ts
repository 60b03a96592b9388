import { parseFrontmatter } from '../../../src/lib/frontmatter';
import { DOC_FRONTMATTER } from '../../../src/gatsby/sourcing/docFrontmatter';
import { CLIENT_EXAMPLE_FRONTMATTER } from '../../../src/clientGuides/core/clientExample';

const FILE = 'content/docs/setup/installation.mdx';
const valid = { title: 'Install', description: 'How to install.', sidebar_position: 2, sidebar_label: 'Installation', draft: false };

test('valid doc frontmatter passes', () => {
  expect(parseFrontmatter(FILE, valid, DOC_FRONTMATTER).errors).toEqual([]);
  expect(parseFrontmatter(FILE, { title: 'T', description: 'D' }, DOC_FRONTMATTER).errors).toEqual([]);
});

test('every message names the file and the field', () => {
  const errors = parseFrontmatter(FILE, { description: 'x', sidebar_position: 'first', draft: 'yes', colour: 'red' }, DOC_FRONTMATTER).errors;
  expect(errors).toHaveLength(4);
  for (const error of errors) expect(error.startsWith(`${FILE}: `)).toBe(true);
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.stringContaining('unknown frontmatter field "colour"'),
      expect.stringContaining('field "title" is required'),
      expect.stringContaining('field "sidebar_position" must be a number, got "first"'),
      expect.stringContaining('field "draft" must be true or false, got "yes"'),
    ]),
  );
});

test('missing frontmatter altogether reports every required field', () => {
  const errors = parseFrontmatter(FILE, undefined, DOC_FRONTMATTER).errors;
  expect(errors.map(e => /"(\w+)"/.exec(e)?.[1])).toEqual(['title', 'description']);
});

test('blank strings and non-finite numbers are rejected', () => {
  expect(parseFrontmatter(FILE, { title: '  ', description: 'd' }, DOC_FRONTMATTER).errors).toEqual([
    `${FILE}: frontmatter field "title" must be a non-empty string, got "  "`,
  ]);
  expect(parseFrontmatter(FILE, { title: 't', description: 'd', sidebar_position: Infinity }, DOC_FRONTMATTER).errors).toHaveLength(1);
});

test('dates, urls, lists, enums and custom checks', () => {
  const schema = {
    when: { kind: 'date' as const },
    link: { kind: 'url' as const },
    list: { kind: 'string[]' as const },
    pick: { kind: { enum: ['a', 'b'] as const } },
    even: { kind: 'number' as const, check: (v: unknown) => ((v as number) % 2 ? 'must be even' : null) },
  };
  expect(parseFrontmatter('f', { when: new Date('2025-01-02'), link: 'https://x.org/a', list: ['a'], pick: 'b', even: 2 }, schema).errors).toEqual([]);
  expect(parseFrontmatter('f', { when: '2025-1-2', link: 'ftp://x', list: [], pick: 'c', even: 3 }, schema).errors).toEqual([
    'f: frontmatter field "when" must be a date (YYYY-MM-DD), got "2025-1-2"',
    'f: frontmatter field "link" must be an absolute http(s) URL, got "ftp://x"',
    'f: frontmatter field "list" must be a non-empty list of strings, got []',
    'f: frontmatter field "pick" must be one of "a", "b", got "c"',
    'f: frontmatter field "even" must be even',
  ]);
  expect(parseFrontmatter('f', { when: '2025-02-30x' }, schema).errors).toHaveLength(1);
});

test('parseFrontmatter returns the fields typed by the schema and camel-cased: absent optional ones their default or null, dates as YYYY-MM-DD', () => {
  const doc = parseFrontmatter(FILE, { title: 'Install', description: 'How.' }, DOC_FRONTMATTER);
  expect(doc).toEqual({
    value: { title: 'Install', description: 'How.', sidebarLabel: null, sidebarPosition: null, draft: false, tocGroups: false },
    errors: [],
  });
  // Typed: a field with a default is never null, and keys are the node's field names.
  const full = parseFrontmatter(FILE, valid, DOC_FRONTMATTER).value;
  const draft: boolean | undefined = full?.draft;
  const position: number | null | undefined = full?.sidebarPosition;
  expect([draft, position, full?.sidebarLabel]).toEqual([false, 2, 'Installation']);
  expect(parseFrontmatter(FILE, { ...valid, draft: true }, DOC_FRONTMATTER).value?.draft).toBe(true);
  const guide = parseFrontmatter(
    'content/client-examples/x.mdx',
    {
      name: 'X',
      description: 'd',
      homepage: 'https://x.org',
      category: 'media',
      redirectUris: ['https://x.org/cb'],
      pkce: 'supported',
      clientType: 'confidential',
      groupsClaim: false,
      lastChecked: new Date('2026-01-31'),
      sources: ['https://x.org/docs'],
    },
    CLIENT_EXAMPLE_FRONTMATTER,
  );
  // Typed: the compiler knows pkce is one of the PKCE values and lastChecked a string.
  const pkce: 'required' | 'supported' | 'not-supported' | 'unverified' | undefined = guide.value?.pkce;
  expect(pkce).toBe('supported');
  expect(guide.value?.lastChecked).toBe('2026-01-31');
  expect(guide.value?.roleMapping).toBeNull();
});

test('parseFrontmatter gives no value for bad frontmatter, only the messages naming file and field', () => {
  expect(parseFrontmatter(FILE, { title: 'T', description: 'D', sidebar_position: 'first' }, DOC_FRONTMATTER)).toEqual({
    value: null,
    errors: [`${FILE}: frontmatter field "sidebar_position" must be a number, got "first"`],
  });
  expect(parseFrontmatter('content/pages/x.mdx', { title: 'T' }, {}).errors).toEqual([
    'content/pages/x.mdx: unknown frontmatter field "title" (allowed: none)',
  ]);
});
