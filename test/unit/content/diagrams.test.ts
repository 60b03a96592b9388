/** Every diagram in content/ renders (bad ones would also stop the build, later and slower). */
import fs from 'fs';
import path from 'path';
import { fencedBlocks } from './contentFiles';
import { mdxFiles } from '../../support/files';
import { parseTitle } from '../../../src/lib/codeFenceMeta';
import { renderDiagram } from '../../../src/diagrams/renderDiagram';

const diagrams = mdxFiles(path.resolve(__dirname, '../../../content')).flatMap(file =>
  fencedBlocks(fs.readFileSync(file, 'utf8'))
    .filter(block => block.lang === 'mermaid')
    .map(block => ({ ...block, file: path.relative(process.cwd(), file) })),
);

test('the flows readers ask about have diagrams', () => {
  const files = new Set(diagrams.map(d => d.file));
  for (const page of ['guides/oidc-endpoints', 'guides/device-login', 'setup/installation', 'configuration/ldap', 'configuration/scim', 'configuration/allowed-groups']) {
    expect(files).toContain(`content/docs/${page}.mdx`);
  }
});

test.each(diagrams.map(d => [`${d.file}:${d.line}`, d]))('diagram %s renders with a title', (_where, block) => {
  const { code, meta } = block as (typeof diagrams)[number];
  const title = parseTitle(meta);
  expect(title).toBeTruthy();
  const { svg, steps } = renderDiagram(code, title!);
  expect(steps.length).toBeGreaterThan(1);
  expect(svg).toContain(`<title id="diagram-`);
});
