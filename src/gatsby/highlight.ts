/** Build-time syntax highlighting (highlight.js grammars through lowlight), shared by MDX and the API pages. */
/* eslint-disable @typescript-eslint/no-var-requires */
const { lowlight } = require('lowlight');

const extra: Record<string, string> = {
  nginx: 'highlight.js/lib/languages/nginx',
  dockerfile: 'highlight.js/lib/languages/dockerfile',
  properties: 'highlight.js/lib/languages/properties',
  http: 'highlight.js/lib/languages/http',
  powershell: 'highlight.js/lib/languages/powershell',
};
for (const [name, module] of Object.entries(extra)) {
  if (!lowlight.registered(name)) lowlight.registerLanguage(name, require(module));
}

const ALIASES: Record<string, string> = {
  sh: 'bash', shell: 'bash', console: 'bash', zsh: 'bash', yml: 'yaml', env: 'ini', dotenv: 'ini', toml: 'ini',
  js: 'javascript', jsx: 'javascript', ts: 'typescript', tsx: 'typescript', py: 'python', golang: 'go',
  html: 'xml', svg: 'xml', caddyfile: 'plaintext', caddy: 'plaintext', text: 'plaintext', txt: 'plaintext', mdx: 'markdown', md: 'markdown',
  docker: 'dockerfile', conf: 'nginx', systemd: 'ini', service: 'ini', jsonc: 'json',
};

export function canonicalLanguage(language: string | null | undefined): string {
  const lower = (language ?? '').toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return name && lowlight.registered(name) ? name : 'plaintext';
}

export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  data?: Record<string, unknown>;
}

/** Highlighted hast children for `code`. */
export function highlightToHast(code: string, language: string): HastNode[] {
  const name = canonicalLanguage(language);
  if (name === 'plaintext') return [{ type: 'text', value: code }];
  return lowlight.highlight(name, code).children as HastNode[];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Serialises the small hast subset lowlight produces (spans and text). */
export function hastToHtml(nodes: HastNode[]): string {
  return nodes
    .map(node => {
      if (node.type === 'text') return escapeHtml(node.value ?? '');
      if (node.type !== 'element') return '';
      const classes = (node.properties?.className as string[] | undefined)?.join(' ');
      const attrs = classes ? ` class="${escapeHtml(classes)}"` : '';
      return `<${node.tagName}${attrs}>${hastToHtml(node.children ?? [])}</${node.tagName}>`;
    })
    .join('');
}

/**
 * Splits highlighted nodes into one `span.line` per source line, re-opening token spans
 * that cross line breaks, so single lines can be marked as highlighted.
 */
export function splitLines(nodes: HastNode[], highlighted: Set<number> = new Set()): HastNode[] {
  const lines: HastNode[][] = [[]];
  const walk = (node: HastNode, wrap: (child: HastNode) => HastNode) => {
    if (node.type === 'text') {
      const parts = (node.value ?? '').split('\n');
      parts.forEach((part, index) => {
        if (index > 0) lines.push([]);
        if (part) lines[lines.length - 1].push(wrap({ type: 'text', value: part }));
      });
    } else if (node.type === 'element') {
      for (const child of node.children ?? []) {
        walk(child, inner => wrap({ ...node, children: [inner] }));
      }
    }
  };
  for (const node of nodes) walk(node, child => child);
  if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop();
  const out: HastNode[] = [];
  lines.forEach((children, index) => {
    const className = highlighted.has(index + 1) ? ['line', 'line-highlighted'] : ['line'];
    out.push({ type: 'element', tagName: 'span', properties: { className }, children });
    if (index < lines.length - 1) out.push({ type: 'text', value: '\n' });
  });
  return out;
}

/** Parses `{1,3-5}` from a code fence's meta string. */
export function parseHighlightedLines(meta: string): Set<number> {
  const lines = new Set<number>();
  const match = /\{([\d,\s-]+)\}/.exec(meta);
  if (!match) return lines;
  for (const part of match[1].split(',')) {
    const [start, end] = part.trim().split('-').map(n => parseInt(n, 10));
    if (Number.isNaN(start)) continue;
    for (let n = start; n <= (Number.isNaN(end) || end === undefined ? start : end); n++) lines.add(n);
  }
  return lines;
}

export function parseTitle(meta: string): string | null {
  const match = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}
