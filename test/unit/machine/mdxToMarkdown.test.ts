/** MDX -> Markdown for the twins: components become their Markdown meaning. */
import fs from 'fs';
import path from 'path';
import { blankFrontmatter, mdxToMarkdown } from '../../../src/twins/mdxToMarkdown';
import { markdownProblems } from '../../support/markdownCheck';
import { CONTENT_DIR } from '../../support/paths';
import { mdxFiles } from '../../support/files';

const convert = (source: string) =>
  mdxToMarkdown(source, { file: 'content/docs/x.mdx', resolveLink: p => (p.startsWith('#') ? `https://example.org/docs/x${p}` : `https://example.org${p}`) });

test('frontmatter, imports and comments leave no trace', () => {
  const out = convert('---\ntitle: X\ndescription: Y\n---\n\nimport A from "./a";\n\n{/* a note for writers */}\n\nText.\n');
  expect(out).toBe('Text.\n');
  expect(blankFrontmatter('---\na: 1\n---\nb')).toBe('\n\n\nb');
});

test('an Admonition is a blockquote led by its label (and title)', () => {
  expect(convert('<Admonition type="warning" title="Back up first">\nCopy the **data** folder.\n</Admonition>\n')).toBe(
    '> **Warning: Back up first** Copy the **data** folder.\n',
  );
  expect(convert('<Admonition>\nPlain.\n\n- a\n</Admonition>\n')).toBe('> **Note** Plain.\n>\n> - a\n');
  expect(convert('<Admonition type="tip">\n- first\n</Admonition>\n')).toBe('> **Tip**\n>\n> - first\n');
});

test('each TabItem becomes a heading one level below its section, in order', () => {
  const out = convert(
    '## Install\n\n<Tabs groupId="m">\n<TabItem value="docker" label="Docker">\n\n```yaml title="compose.yml" {2}\na: 1\n```\n\n</TabItem>\n<TabItem value="binary">\n\nRun it.\n\n</TabItem>\n</Tabs>\n',
  );
  expect(out).toBe('## Install\n\n### Docker\n\n```yaml title="compose.yml"\na: 1\n```\n\n### binary\n\nRun it.\n');
});

test('site links and anchors become absolute; other links stay', () => {
  expect(convert('See [LDAP](/docs/configuration/ldap#sync), [below](#later) and [Go](https://go.dev).\n')).toBe(
    'See [LDAP](https://example.org/docs/configuration/ldap#sync), [below](https://example.org/docs/x#later) and [Go](https://go.dev).\n',
  );
});

test('GFM tables survive', () => {
  expect(convert('| a | b |\n|---|---|\n| `1` | 2 |\n')).toBe('| a | b |\n| - | - |\n| `1` | 2 |\n');
});

test('what has no Markdown form stops with the file and line', () => {
  expect(() => convert('Text\n\n<Widget />\n')).toThrow(
    'content/docs/x.mdx:3: <Widget> has no Markdown form (known: Admonition, Tabs, TabItem, VariableFilter, UpgradePlanner, ReleaseHistory, YourSetup, InstanceCheck)',
  );
  // A name of Object.prototype is not a component.
  expect(() => convert('<toString />\n')).toThrow('<toString> has no Markdown form');
  expect(() => convert('{1 + 1}\n')).toThrow('content/docs/x.mdx:1: the expression {1 + 1} has no Markdown form');
  expect(() => convert('<TabItem value="a">x</TabItem>\n')).toThrow('content/docs/x.mdx:1: <TabItem> outside <Tabs>');
  expect(() => convert('<Tabs>\n<Admonition>x</Admonition>\n</Tabs>\n')).toThrow('content/docs/x.mdx:2: <Tabs> may contain only <TabItem>');
  expect(() => convert('<Admonition title={x}>y</Admonition>\n')).toThrow('attribute "title" must be a plain string');
  expect(() => convert('a <b\n')).toThrow('content/docs/x.mdx:');
});

// Docs and guides are converted from their MDX; the prose in content/pages and content/partials
// holds data components, so its twins come from the rendered page (src/twins/writeTwins.ts).
const convertedFiles = [...mdxFiles(path.join(CONTENT_DIR, 'docs')), ...mdxFiles(path.join(CONTENT_DIR, 'client-examples'))];

test.each(convertedFiles.map(file => [path.relative(CONTENT_DIR, file), file]))('%s converts to clean Markdown', (_name, file) => {
  const out = convert(fs.readFileSync(file as string, 'utf8'));
  expect(out.trim().length).toBeGreaterThan(0);
  expect(markdownProblems(out)).toEqual([]);
});
