import fs from 'fs';
import os from 'os';
import path from 'path';
import { rehypeDiagrams } from '../../../src/diagrams/rehypeDiagrams';

/** The hast MDX makes of a fence: <pre><code class="language-…"> with the meta in data. */
function fence(source: string, meta: string, line: number, language = 'mermaid') {
  return {
    type: 'element',
    tagName: 'pre',
    position: { start: { line } },
    children: [
      { type: 'element', tagName: 'code', properties: { className: [`language-${language}`] }, data: { meta }, children: [{ type: 'text', value: source }] },
    ],
  };
}

function run(children: object[], file: { path?: string; value?: string } = {}) {
  const tree = { type: 'root', children };
  rehypeDiagrams()(tree as never, file);
  return tree.children as Array<{ type: string; name?: string; attributes?: { name: string; value: string }[] }>;
}

const good = 'sequenceDiagram\n  participant A as App\n  participant P as Pocket ID\n  A->>P: POST /api/oidc/token\n';

test('a mermaid fence becomes a <Diagram> with the SVG, its title and the steps; other fences stay', () => {
  const [diagram, other] = run([fence(good, 'title="Token request"', 3), fence('echo hi', '', 9, 'bash')]);
  expect(diagram.type).toBe('mdxJsxFlowElement');
  expect(diagram.name).toBe('Diagram');
  const attributes = Object.fromEntries(diagram.attributes!.map(a => [a.name, a.value]));
  expect(attributes.title).toBe('Token request');
  expect(attributes.svg).toMatch(/^<svg [^>]*role="img"[^>]*><title id="[\w-]+">Token request<\/title><desc /);
  expect(attributes.steps).toBe('App → Pocket ID: POST /api/oidc/token');
  expect(other.type).toBe('element');
});

describe('bad diagrams stop the build naming the file and line', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagram-'));
  const file = path.join(dir, 'page.mdx');
  // Gatsby compiles the body without its frontmatter; the error counts lines of the file.
  const frontmatter = '---\ntitle: Page\n---\n\n';
  const body = 'Intro.\n\n```mermaid title="Broken"\nsequenceDiagram\n  participant A\n  A->>B: hello\n```\n';
  fs.writeFileSync(file, frontmatter + body);

  test('a line the renderer would skip', () => {
    const bad = 'sequenceDiagram\n  participant A\n  A->>B: hello\n';
    expect(() => run([fence(bad, 'title="Broken"', 3)], { path: file, value: body })).toThrow(
      `${file}:10: diagram "Broken": "B" is not a declared participant`,
    );
  });

  test('a diagram without a title', () => {
    expect(() => run([fence(good, '', 3)], { path: file, value: body })).toThrow(`${file}:7: a mermaid diagram needs a title`);
  });
});
