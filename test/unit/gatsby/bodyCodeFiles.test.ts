/**
 * Which source edits develop cannot show in page bodies until it restarts (bodyCodeWatch.ts
 * warns about them): the files body rendering loads, and not the page frame's, which hot-reloads.
 *
 * To see it fail: make bodyCodeFiles start from src/gatsby/bodies/renderStatic.tsx only (the API
 * components drop out), or keep type-only imports (src/apiReference/core/types.ts comes in).
 */
import fs from 'fs';
import path from 'path';
import { bodyCodeFiles } from '../../../src/gatsby/develop/bodyCodeFiles';

const SRC = path.join(__dirname, '..', '..', '..', 'src');
const files = [...bodyCodeFiles(SRC)].map(file => path.relative(SRC, file)).sort();

test('the content components, their styles and the MDX pipeline are body code', () => {
  expect(files).toEqual(
    expect.arrayContaining([
      'gatsby/bodies/pageBodies.tsx',
      'gatsby/bodies/renderStatic.tsx',
      'gatsby/mdx/options.ts',
      'components/mdx/Admonition.tsx',
      'components/mdx/Tabs.style.ts',
      'components/mdx/CodeBlock.style.ts',
      'apiReference/browser/OperationBody.tsx',
      'apiReference/browser/SchemaTree.style.ts',
      'clientGuides/browser/ClientCards.tsx',
      'diagrams/sequenceLayout.ts',
    ]),
  );
});

test('the page frame and type-only modules are not: the frame hot-reloads and types never run', () => {
  for (const frame of ['components/Navbar.tsx', 'components/Sidebar.tsx', 'components/Toc.tsx', 'components/Layout.tsx', 'apiReference/core/types.ts']) {
    expect(fs.existsSync(path.join(SRC, frame))).toBe(true);
    expect(files).not.toContain(frame);
  }
});
