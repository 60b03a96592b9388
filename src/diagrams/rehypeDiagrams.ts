/**
 * A ```mermaid fence with a title becomes a <Diagram> (src/components/mdx/Diagram.tsx)
 * holding an inline SVG laid out here, at build time: no diagram code reaches the browser.
 * Bad source stops the build with the file, the line and the reason.
 */
import fs from 'fs';
import { parseTitle } from '../lib/codeFenceMeta';
import { renderDiagram } from './renderDiagram';
import { DiagramSourceError } from './mermaidOutline';
import type { HastNode } from '../gatsby/mdx/hastNode';

interface SourceFile {
  path?: string;
  value?: unknown;
}

/** Lines above the compiled text in its file (the frontmatter, which Gatsby strips from bodies). */
function lineOffset(file: SourceFile): number {
  if (!file.path || !fs.existsSync(file.path)) return 0;
  const whole = fs.readFileSync(file.path, 'utf8');
  const at = whole.indexOf(String(file.value ?? ''));
  return at > 0 ? whole.slice(0, at).split('\n').length - 1 : 0;
}

function diagramOf(pre: HastNode): { source: string; meta: string } | null {
  const code = pre.children?.find(child => child.type === 'element' && child.tagName === 'code');
  const classes = (code?.properties?.className as string[] | undefined) ?? [];
  if (!code || !classes.includes('language-mermaid')) return null;
  const source = (code.children ?? []).map(child => child.value ?? '').join('');
  return { source, meta: String((code.data as { meta?: string } | undefined)?.meta ?? '') };
}

export function rehypeDiagrams() {
  return (tree: HastNode, file: SourceFile) => {
    const walk = (node: HastNode) => {
      node.children?.forEach((child, index) => {
        const diagram = child.type === 'element' && child.tagName === 'pre' ? diagramOf(child) : null;
        if (!diagram) return walk(child);
        const fenceLine = (child.position?.start.line ?? 0) + lineOffset(file);
        const where = (line: number) => `${file.path ?? 'MDX'}:${line}`;
        const title = parseTitle(diagram.meta);
        if (!title) throw new Error(`${where(fenceLine)}: a mermaid diagram needs a title: \`\`\`mermaid title="What it shows"`);
        let rendered;
        try {
          rendered = renderDiagram(diagram.source, title);
        } catch (error) {
          const line = error instanceof DiagramSourceError ? fenceLine + error.line : fenceLine;
          throw new Error(`${where(line)}: diagram "${title}": ${(error as Error).message}`);
        }
        const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });
        node.children![index] = {
          type: 'mdxJsxFlowElement',
          name: 'Diagram',
          attributes: [
            attribute('title', title),
            attribute('svg', rendered.svg),
            attribute('steps', rendered.steps.join('\n')),
            attribute('width', String(rendered.width)),
            attribute('minWidth', String(rendered.minWidth)),
          ],
          children: [],
        };
      });
    };
    walk(tree);
  };
}
