/**
 * The frontmatter tables of the contributing page list exactly the declared fields, in their
 * order, with the right "Required" column (and for docs, the type), so a field added to a
 * declaration cannot go undocumented, nor a removed one stay documented.
 */
import fs from 'fs';
import path from 'path';
import { DOC_FRONTMATTER } from '../../../src/gatsby/sourcing/docFrontmatter';
import { CLIENT_EXAMPLE_FRONTMATTER } from '../../../src/clientGuides/core/clientExample';
import type { FieldKind, FrontmatterSchema } from '../../../src/lib/frontmatter';

const { unified } = require('unified');
const remarkParse = require('remark-parse').default;
const remarkMdx = require('remark-mdx').default;
const remarkGfm = require('remark-gfm').default;
const { toString } = require('mdast-util-to-string');

interface MdNode {
  type: string;
  depth?: number;
  children?: MdNode[];
}

const PAGE = 'content/docs/helping-out/contributing.mdx';
const tree: MdNode = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .parse(fs.readFileSync(path.resolve(__dirname, '../../..', PAGE), 'utf8'));

/** The rows (cell texts, header left out) of the first table under the heading `title`. */
function tableUnder(title: string): string[][] {
  const nodes = tree.children ?? [];
  const start = nodes.findIndex(n => n.type === 'heading' && toString(n) === title);
  if (start < 0) throw new Error(`${PAGE}: no heading "${title}"`);
  const table = nodes.slice(start + 1).find(n => n.type === 'table' || n.type === 'heading');
  if (table?.type !== 'table') throw new Error(`${PAGE}: no table under "${title}"`);
  return (table.children ?? []).slice(1).map(row => (row.children ?? []).map(cell => toString(cell).trim()));
}

/** How the docs table names each kind a doc field may have. */
function typeWord(kind: FieldKind): string {
  if (typeof kind === 'object') return `one of ${kind.enum.join(', ')}`;
  return { string: 'string', number: 'number', boolean: 'boolean', date: 'date', url: 'http(s) URL', 'string[]': 'list of strings' }[kind];
}

const keysAndRequired = (schema: FrontmatterSchema) => Object.entries(schema).map(([key, spec]) => [key, spec.required ? 'Yes' : 'No']);

test('the docs frontmatter table lists each declared field, whether it is required and its type', () => {
  const rows = tableUnder('Set the frontmatter');
  const schema: FrontmatterSchema = DOC_FRONTMATTER;
  expect(rows.map(([key, required, type]) => [key, required, type])).toEqual(
    Object.entries(schema).map(([key, spec]) => [key, spec.required ? 'Yes' : 'No', typeWord(spec.kind)]),
  );
});

test('the client example frontmatter table lists each declared field and whether it is required', () => {
  const rows = tableUnder('Describe a client example');
  expect(rows.map(([key, required]) => [key, required])).toEqual(keysAndRequired(CLIENT_EXAMPLE_FRONTMATTER));
});
