import fs from 'fs';
import path from 'path';
import { ANNOUNCEMENT_DISMISSED, ROOT_ATTRIBUTES, WITHOUT_SCRIPTS, colorModeRoot, themeRoot } from '../../../src/lib/rootAttributes';
import { ROOT } from '../../support/paths';

const HOME = 'src/lib/rootAttributes.ts';

/** Source files under `dir`, relative to the project root. */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path.relative(ROOT, file).split(path.sep).join('/')] : [];
  });

/** Everything the site is built from: src/ and Gatsby's gatsby-*.ts(x) files at the root. */
const siteFiles = () => [...sourceFiles(path.join(ROOT, 'src')), ...fs.readdirSync(ROOT).filter(name => /^gatsby-[\w-]+\.tsx?$/.test(name))];

/** The files (other than the names' home) that write one of the root attributes' names out. */
function namesWrittenOut(files: Record<string, string>): string[] {
  const names = Object.values(ROOT_ATTRIBUTES);
  return Object.entries(files)
    .filter(([file, text]) => file !== HOME && names.some(name => new RegExp(`${name}(?![\\w-])`).test(text)))
    .map(([file]) => file);
}

test('the <html> attributes are named only in src/lib/rootAttributes.ts', () => {
  const files = Object.fromEntries(siteFiles().map(file => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]));
  expect(namesWrittenOut(files)).toEqual([]);
});

test('the check names a file that writes a name out, and lets longer names be', () => {
  expect(
    namesWrittenOut({
      [HOME]: "theme: 'data-theme'",
      'src/components/Navbar.style.ts': "html[data-theme='dark'] & img {}",
      'gatsby-ssr.tsx': "setHtmlAttributes({ 'data-theme': 'light' })",
      'src/components/Other.tsx': "'data-theme-colour'; 'data-json'",
    }),
  ).toEqual(['src/components/Navbar.style.ts', 'gatsby-ssr.tsx']);
});

test('the selectors read the attributes the boot scripts set', () => {
  expect(themeRoot('dark')).toBe("html[data-theme='dark']");
  expect(colorModeRoot('system')).toBe("html[data-color-mode='system']");
  expect(colorModeRoot(null)).toBe('html:not([data-color-mode])');
  expect(WITHOUT_SCRIPTS).toBe('html:not([data-js])');
  expect(ANNOUNCEMENT_DISMISSED).toBe("html[data-announcement-dismissed='true']");
});
