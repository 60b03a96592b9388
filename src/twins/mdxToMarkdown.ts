/**
 * MDX source -> plain Markdown (CommonMark + GFM tables), for the Markdown twins. Each
 * component becomes what it means on the page: an Admonition a blockquote opened by its
 * label, each TabItem of a Tabs group a heading one level below the section it sits in,
 * code fences keep their language and title. Site links become absolute. Anything with no
 * Markdown meaning stops the build with the file and line.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { BlockContent, Content, Parent, Root, Table } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type {} from 'mdast-util-mdx-expression';
import type {} from 'mdast-util-mdxjs-esm';
import { parseTitle } from '../lib/codeFenceMeta';
import { ADMONITION_TITLES, admonitionKind } from '../components/mdx/Admonition.kinds';
import type { mdxComponents } from '../components/mdx';
import type { HistoryKind } from '../history/core/historyData';
import type { ReleaseSummary, SinceMarkFacts } from '../history/core/historyMarks';
import { markText, markedColumn, releasesMarkdown } from '../history/core/historyMarks';

const childrenOf = (node: MdNode): MdNode[] => ('children' in node ? (node.children as MdNode[]) : []);
const plainText = (node: MdNode): string => (node.type === 'text' || node.type === 'inlineCode' ? node.value : childrenOf(node).map(plainText).join(''));
const firstCode = (node: MdNode): string | undefined =>
  node.type === 'inlineCode'
    ? node.value
    : childrenOf(node)
        .map(firstCode)
        .find(value => value !== undefined);

/** Appends each marked row's "(Since 2.13)" to its first cell, as rehypeSinceMarks puts the mark on the page. */
function markTable(table: Table, sinceMark: MdxToMarkdownOptions['sinceMark']): void {
  const [head, ...rows] = table.children;
  const marked = sinceMark && head ? markedColumn(head.children.map(cell => plainText(cell).trim())) : undefined;
  if (!marked) return;
  for (const row of rows) {
    const cells = row.children;
    const name = cells[marked.column] && firstCode(cells[marked.column]);
    const mark = name ? sinceMark!(marked.kind, name) : undefined;
    if (mark && cells[0]) cells[0].children = [...cells[0].children, { type: 'text', value: ` (${markText(mark)})` }];
  }
}

type MdNode = Root | Content;
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

class MdxConversionError extends Error {}

interface MdxToMarkdownOptions {
  /** Names the file in errors, e.g. `content/docs/setup/installation.mdx`. */
  file: string;
  /** Turns a site path (`/docs/x#y`) or an anchor of the page (`#y`) into the URL written into the twin. */
  resolveLink?: (path: string) => string;
  /** Heading level the body's own top headings are nested under (1: the twin's `#` title). */
  baseDepth?: number;
  /** The "since" mark of an item of Pocket ID's history, written after the first cell of its table row as on the page. */
  sinceMark?: (kind: HistoryKind, name: string) => SinceMarkFacts | undefined;
  /** Pocket ID's releases, for `<UpgradePlanner />` and `<ReleaseHistory />`. */
  releases?: ReleaseSummary[];
}

/**
 * Blanks out a leading YAML frontmatter block, keeping line numbers for errors.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function blankFrontmatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  if (!match) return source;
  return match[0].replace(/[^\n]/g, '') + source.slice(match[0].length);
}

function parseMdx(source: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(blankFrontmatter(source));
}

function attribute(node: JsxElement, name: string, where: () => string): string | undefined {
  const attr = node.attributes.find(a => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr || attr.value === undefined || attr.value === null) return undefined;
  if (typeof attr.value !== 'string')
    throw new MdxConversionError(`${where()}: <${node.name}> attribute "${name}" must be a plain string to have a Markdown form`);
  return attr.value;
}

/** Converts the tree in place; `state.depth` is the level of the heading the walk is under. */
function convertChildren(parent: MdNode, options: Required<MdxToMarkdownOptions>, state: { depth: number }): void {
  if (!('children' in parent)) return;
  const out: Content[] = [];
  for (const node of parent.children) out.push(...convertNode(node, options, state));
  (parent as Parent).children = out;
}

function convertNode(node: Content, options: Required<MdxToMarkdownOptions>, state: { depth: number }): Content[] {
  const where = () => `${options.file}:${node.position?.start.line ?? '?'}`;
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // `{/* comment */}` is the only expression the content uses; anything else would be
      // computed at render time and has no static Markdown form.
      if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) return [];
      throw new MdxConversionError(`${where()}: the expression {${node.value}} has no Markdown form; write the text out`);
    case 'heading': {
      const depth = Math.min(6, node.depth + options.baseDepth - 1) as typeof node.depth;
      state.depth = depth;
      convertChildren(node, options, state);
      return [{ ...node, depth }];
    }
    case 'table':
      markTable(node, options.sinceMark);
      convertChildren(node, options, state);
      return [node];
    case 'code': {
      const title = node.meta ? parseTitle(node.meta) : null;
      return [{ ...node, meta: title ? `title="${title}"` : null }];
    }
    case 'link':
    case 'definition':
    case 'image':
      if (/^(\/(?!\/)|#)/.test(node.url)) node.url = options.resolveLink(node.url);
      convertChildren(node, options, state);
      return [node];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertElement(node, { options, state, where });
    default:
      convertChildren(node, options, state);
      return [node];
  }
}

/** What converting one JSX element needs: the conversion's options, the walk's heading state and where the element is. */
interface ElementContext {
  options: Required<MdxToMarkdownOptions>;
  state: { depth: number };
  /** `file:line` of the element, for errors. */
  where: () => string;
}

/**
 * The components MDX source names: index.ts's keys, less `pre`, `a`, `table` and `th` (which
 * stand for Markdown's own code blocks, links and tables) and the two the MDX plugins put in
 * after the source this reads (Diagram for a mermaid fence, VariableName in a variable table).
 */
type AuthoredComponent = Exclude<keyof typeof mdxComponents, 'pre' | 'a' | 'table' | 'th' | 'Diagram' | 'VariableName' | 'SinceMark'>;

/** Interactive controls of the HTML page only (the filter box over the variable tables, Your setup, the instance check). */
const pageOnly = (): Content[] => [];

/** Each component's Markdown form: tsc fails when a component of src/components/mdx/index.ts has none. */
const MARKDOWN_FORMS: Record<AuthoredComponent, (node: JsxElement, ctx: ElementContext) => Content[]> = {
  Admonition: admonitionToBlockquote,
  Tabs: tabsToHeadings,
  TabItem: (_node, ctx) => {
    throw new MdxConversionError(`${ctx.where()}: <TabItem> outside <Tabs>`);
  },
  VariableFilter: pageOnly,
  // The planner's form is the page's only; its tables, and the release sections, are the data's.
  UpgradePlanner: (_node, { options }) => parseMdx(releasesMarkdown(options.releases, 'tables')).children ?? [],
  ReleaseHistory: (_node, { options }) => parseMdx(releasesMarkdown(options.releases, 'sections', options.baseDepth + 1)).children ?? [],
  YourSetup: pageOnly,
  InstanceCheck: pageOnly,
};

function convertElement(node: JsxElement, ctx: ElementContext): Content[] {
  if (node.name === 'br') return [{ type: 'break' }];
  if (node.name && Object.hasOwn(MARKDOWN_FORMS, node.name)) return MARKDOWN_FORMS[node.name as AuthoredComponent](node, ctx);
  throw new MdxConversionError(`${ctx.where()}: <${node.name ?? 'fragment'}> has no Markdown form (known: ${Object.keys(MARKDOWN_FORMS).join(', ')})`);
}

function admonitionToBlockquote(node: JsxElement, { options, state, where }: ElementContext): Content[] {
  const kind = admonitionKind(attribute(node, 'type', where));
  const title = attribute(node, 'title', where);
  const label = title ? `${ADMONITION_TITLES[kind]}: ${title}` : ADMONITION_TITLES[kind];
  convertChildren(node, options, state);
  const body = node.children as BlockContent[];
  // A one-paragraph admonition reads as one quoted paragraph led by its label.
  const first = body[0]?.type === 'paragraph' ? body[0] : null;
  const lead: Content = { type: 'strong', children: [{ type: 'text', value: label }] };
  const children: BlockContent[] = first
    ? [{ ...first, children: [lead, { type: 'text', value: ' ' }, ...first.children] }, ...body.slice(1)]
    : [{ type: 'paragraph', children: [lead] }, ...body];
  return [{ type: 'blockquote', children }];
}

/** Each TabItem becomes a heading one level below the section the Tabs sit in, followed by its content. */
function tabsToHeadings(node: JsxElement, { options, state }: ElementContext): Content[] {
  const depth = Math.min(6, state.depth + 1) as 1 | 2 | 3 | 4 | 5 | 6;
  const out: Content[] = [];
  for (const child of node.children) {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') {
      if (child.type === 'text' && !child.value.trim()) continue;
      throw new MdxConversionError(`${options.file}:${child.position?.start.line ?? '?'}: <Tabs> may contain only <TabItem> elements`);
    }
    const itemWhere = () => `${options.file}:${child.position?.start.line ?? '?'}`;
    const value = attribute(child, 'value', itemWhere);
    const label = attribute(child, 'label', itemWhere) ?? value;
    if (!label) throw new MdxConversionError(`${itemWhere()}: <TabItem> needs a value or a label`);
    const inner = { depth };
    convertChildren(child, options, inner);
    out.push({ type: 'heading', depth, children: [{ type: 'text', value: label }] }, ...(child.children as Content[]));
  }
  return out;
}

/** Markdown of an mdast tree, in the one style every twin uses. */
export function stringifyMarkdown(tree: Root): string {
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
    tightDefinitions: true,
  });
}

/** The body of an MDX file as Markdown. */
export function mdxToMarkdown(source: string, options: MdxToMarkdownOptions): string {
  const full: Required<MdxToMarkdownOptions> = { resolveLink: path => path, baseDepth: 1, sinceMark: () => undefined, releases: [], ...options };
  let tree: Root;
  try {
    tree = parseMdx(source);
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    throw new MdxConversionError(`${options.file}:${e.line ?? '?'}: ${e.reason ?? e.message}`);
  }
  convertChildren(tree, full, { depth: full.baseDepth });
  return stringifyMarkdown(tree);
}
