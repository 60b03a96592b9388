import fs from 'fs';
import path from 'path';
import { ANNOUNCEMENT_DISMISSED, ROOT_ATTRIBUTES, WITHOUT_SCRIPTS, colorModeRoot, themeRoot } from '../../../src/lib/rootAttributes';
import { APP_READY_ATTRIBUTE } from '../../../src/lib/appReady';
import { LAZY_BLOCKS_ATTRIBUTE } from '../../../src/lib/lazyBlocks';
import { ROOT } from '../../support/paths';

const HOME = 'src/lib/rootAttributes.ts';

/** Each attribute the site sets on `<html>`, and the one file that may write its name. */
const HOMES: Record<string, string> = {
  ...Object.fromEntries(Object.values(ROOT_ATTRIBUTES).map(name => [name, HOME])),
  [APP_READY_ATTRIBUTE]: 'src/lib/appReady.ts',
  [LAZY_BLOCKS_ATTRIBUTE]: 'src/lib/lazyBlocks.ts',
};

/** Source files under `dir`, relative to the project root. */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path.relative(ROOT, file).split(path.sep).join('/')] : [];
  });

/** Everything the site is built from: src/ and Gatsby's gatsby-*.ts(x) files at the root. */
const siteFiles = () => [...sourceFiles(path.join(ROOT, 'src')), ...fs.readdirSync(ROOT).filter(name => /^gatsby-[\w-]+\.tsx?$/.test(name))];

/** The files that write an `<html>` attribute's name out other than in its home. */
function namesWrittenOut(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([file, text]) => Object.entries(HOMES).some(([name, home]) => file !== home && new RegExp(`${name}(?![\\w-])`).test(text)))
    .map(([file]) => file);
}

test('each <html> attribute is named only in its home (rootAttributes.ts, appReady.ts, lazyBlocks.ts)', () => {
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
      'src/lib/appReady.ts': "'data-app-ready'",
      'src/client/hydration.ts': "setAttribute('data-app-ready', '')",
    }),
  ).toEqual(['src/components/Navbar.style.ts', 'gatsby-ssr.tsx', 'src/client/hydration.ts']);
});

test('the selectors read the attributes the boot scripts set', () => {
  expect(themeRoot('dark')).toBe("html[data-theme='dark']");
  expect(colorModeRoot('system')).toBe("html[data-color-mode='system']");
  expect(colorModeRoot(null)).toBe('html:not([data-color-mode])');
  expect(WITHOUT_SCRIPTS).toBe('html:not([data-js])');
  expect(ANNOUNCEMENT_DISMISSED).toBe("html[data-announcement-dismissed='true']");
});
