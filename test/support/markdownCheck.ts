/**
 * Whether a text is clean Markdown: parsed as plain CommonMark + GFM (not MDX), it has no
 * raw HTML and no JSX-like tag left in its text. Code is exempt: `<client-id>` placeholders
 * in code are content.
 */
const { unified } = require('unified');
const remarkParse = require('remark-parse').default;
const remarkGfm = require('remark-gfm').default;

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  position?: { start: { line: number; offset: number }; end: { offset: number } };
}

/** Problems found, as `line N: ...`; empty when the Markdown is clean. */
export function markdownProblems(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Node;
  const problems: string[] = [];
  const walk = (node: Node) => {
    const line = node.position?.start.line ?? '?';
    if (node.type === 'html') problems.push(`line ${line}: raw HTML ${JSON.stringify(node.value)}`);
    // A backslash-escaped `\<Tabs\>` is a literal mention, not markup: read the source.
    const source = node.position ? markdown.slice(node.position.start.offset, node.position.end.offset) : '';
    if (node.type === 'text' && /(^|[^\\])<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>|\{\/\*/.test(source))
      problems.push(`line ${line}: tag-like text ${JSON.stringify(source)}`);
    node.children?.forEach(walk);
  };
  walk(tree);
  return problems;
}
