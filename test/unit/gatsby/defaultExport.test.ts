import fs from 'fs';
import os from 'os';
import path from 'path';
import { checkComponentFile, hasDefaultExport, missingDefaultExportMessage } from '../../../src/gatsby/pages/defaultExport';

test.each([
  ['export default function Page() { return null }'],
  ['const Page = () => null; export default Page;'],
  ['export default class Page {}'],
  ['function Page() {} export { Page as default };'],
  ['export { default } from "./other";'],
])('has a default export: %s', source => {
  expect(hasDefaultExport(source, 'page.tsx')).toBe(true);
});

test.each([
  ['export function Page() { return null }'],
  ['export const Head = () => null; const Page = () => null;'],
  ['// export default function Page() {}'],
  ['const s = "export default x";'],
  ['export { Page };'],
])('has no default export: %s', source => {
  expect(hasDefaultExport(source, 'page.tsx')).toBe(false);
});

test('JSX in a .tsx file parses', () => {
  expect(hasDefaultExport('export default function P() { return <div className="x">hi</div>; }', 'p.tsx')).toBe(true);
});

test('the message names the component and its project-relative file', () => {
  const message = missingDefaultExportMessage('/repo/src/pages/my-page.tsx', '/repo');
  expect(message).toContain('"my-page" (src/pages/my-page.tsx) has no default export');
  expect(message).toContain('export default function mypage()');
});

test('checkComponentFile reads the file and ignores the MDX content suffix', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'default-export-'));
  try {
    const good = path.join(dir, 'good.tsx');
    const bad = path.join(dir, 'bad.tsx');
    fs.writeFileSync(good, 'export default () => null;');
    fs.writeFileSync(bad, 'export const x = 1;');
    expect(checkComponentFile(`${good}?__contentFilePath=/x/y.mdx`, dir)).toBeNull();
    expect(checkComponentFile(bad, dir)).toContain('"bad" (bad.tsx) has no default export');
    expect(checkComponentFile(path.join(dir, 'missing.tsx'), dir)).toBeNull();
    expect(checkComponentFile(path.join(dir, 'x.mdx'), dir)).toBeNull();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
