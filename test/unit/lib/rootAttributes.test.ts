import fs from 'fs';
import path from 'path';
import { ANNOUNCEMENT_DISMISSED, ROOT_ATTRIBUTES, WITHOUT_SCRIPTS, colorModeRoot, themeRoot } from '../../../src/lib/rootAttributes';
import { ROOT } from '../../support/paths';

const SRC = path.join(ROOT, 'src');
const HOME = 'lib/rootAttributes.ts';

/** Source files under src/, relative to it. */
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path.relative(SRC, file).split(path.sep).join('/')] : [];
  });

/** The files (other than the names' home) that write one of the root attributes' names out. */
function namesWrittenOut(files: Record<string, string>): string[] {
  const names = Object.values(ROOT_ATTRIBUTES);
  return Object.entries(files)
    .filter(([file, text]) => file !== HOME && names.some(name => new RegExp(`${name}(?![\\w-])`).test(text)))
    .map(([file]) => file);
}

test('the <html> attributes are named only in src/lib/rootAttributes.ts', () => {
  const files = Object.fromEntries(sourceFiles(SRC).map(file => [file, fs.readFileSync(path.join(SRC, file), 'utf8')]));
  expect(namesWrittenOut(files)).toEqual([]);
});

test('the check names a file that writes a name out, and lets longer names be', () => {
  expect(
    namesWrittenOut({
      [HOME]: "theme: 'data-theme'",
      'components/Navbar.style.ts': "html[data-theme='dark'] & img {}",
      'components/Toggle.tsx': 'root.setAttribute("data-js", "")',
      'components/Other.tsx': "'data-theme-colour'; 'data-json'",
    }),
  ).toEqual(['components/Navbar.style.ts', 'components/Toggle.tsx']);
});

test('the selectors read the attributes the boot scripts set', () => {
  expect(themeRoot('dark')).toBe("html[data-theme='dark']");
  expect(colorModeRoot('system')).toBe("html[data-color-mode='system']");
  expect(colorModeRoot(null)).toBe('html:not([data-color-mode])');
  expect(WITHOUT_SCRIPTS).toBe('html:not([data-js])');
  expect(ANNOUNCEMENT_DISMISSED).toBe("html[data-announcement-dismissed='true']");
});
