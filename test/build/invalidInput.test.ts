/** Bad input stops the build with the file and location named, and leaves nothing to publish. */
import fs from 'fs';
import path from 'path';
import { buildIn, copyProject } from '../support/projectCopy';

jest.setTimeout(300_000);

test('an invalid OpenAPI document fails the build with the file and JSON pointer', () => {
  const dir = copyProject();
  fs.copyFileSync(path.resolve(__dirname, '../fixtures/openapi/invalid.yaml'), path.join(dir, 'openapi/broken.yaml'));
  const { status, output } = buildIn(dir, { OPENAPI_SPEC: 'openapi/broken.yaml' });
  expect(status).not.toBe(0);
  expect(output).toContain('broken.yaml');
  expect(output).toMatch(/#\/paths\/~1/);
  expect(fs.existsSync(path.join(dir, 'public'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a bad environment variable fails the build naming the variable and its value, not with an unrelated error', () => {
  const dir = copyProject();
  const { status, output } = buildIn(dir, { VERSION_FILE_URL: 'not a url' });
  expect(status).not.toBe(0);
  expect(output).toContain('Environment variable VERSION_FILE_URL is "not a url"');
  expect(output).not.toContain('Cannot read properties of undefined');
  expect(fs.existsSync(path.join(dir, 'public'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('bad frontmatter fails the build naming the file and the field', () => {
  const dir = copyProject();
  fs.writeFileSync(
    path.join(dir, 'content/docs/setup/broken.mdx'),
    '---\ntitle: 42\ndescription: A page with a bad title.\nsidebar_positon: 3\n---\n\nBody.\n',
  );
  const { status, output } = buildIn(dir);
  expect(status).not.toBe(0);
  expect(output).toContain('content/docs/setup/broken.mdx');
  expect(output).toContain('"title"');
  expect(output).toContain('"sidebar_positon"');
  expect(fs.existsSync(path.join(dir, 'public'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a page module without a default export fails the build naming the component and the file', () => {
  const dir = copyProject();
  // The site itself has no src/pages (every page comes from content/); a writer may add one.
  fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/pages/values-only.tsx'), 'export const answer = 42;\n');
  const { status, output } = buildIn(dir);
  expect(status).not.toBe(0);
  expect(output).toContain('values-only');
  expect(output).toContain('src/pages/values-only.tsx');
  // In production Gatsby's own page validation reports it first; ours covers templates and develop.
  expect(output).toMatch(/has no default export|without a valid default export/);
  expect(fs.existsSync(path.join(dir, 'public'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('an MDX doc that replaces its page with `export default` fails the build naming the file', () => {
  const dir = copyProject();
  fs.writeFileSync(
    path.join(dir, 'content/docs/setup/exports.mdx'),
    '---\ntitle: Exports\ndescription: Only exports.\n---\n\nexport const meta = 1\n\nexport default function Layout() { return null }\n',
  );
  const { status, output } = buildIn(dir);
  expect(status).not.toBe(0);
  expect(output).toContain('content/docs/setup/exports.mdx');
  expect(output).toContain('export default');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a diagram with a step the renderer would drop fails the build naming the file and line', () => {
  const dir = copyProject();
  fs.writeFileSync(
    path.join(dir, 'content/docs/setup/diagram.mdx'),
    '---\ntitle: Diagram\ndescription: A broken diagram.\n---\n\nIntro.\n\n```mermaid title="Sign-in"\nsequenceDiagram\n  participant B as Browser\n  participant P as Pocket ID\n  B->>Pocket: GET /authorize\n```\n',
  );
  const { status, output } = buildIn(dir);
  expect(status).not.toBe(0);
  expect(output).toContain('content/docs/setup/diagram.mdx:12');
  expect(output).toContain('"Pocket" is not a declared participant');
  expect(fs.existsSync(path.join(dir, 'public'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});
