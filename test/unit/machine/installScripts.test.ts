/**
 * npm 11 runs no dependency's install script unless package.json's `allowScripts` approves
 * it. The project approves none: each package below works from what its tarball ships, and
 * these tests load that, so nothing depends on a script that was skipped.
 */
import fs from 'fs';
import path from 'path';
import { ROOT } from '../../support/paths';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };

/** Every installed package with a preinstall, install or postinstall script (what npm asks about). */
function packagesWithInstallScripts(): string[] {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === '.bin' || entry.name === '.cache') continue;
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('@')) {
        visit(full);
        continue;
      }
      const manifest = path.join(full, 'package.json');
      if (fs.existsSync(manifest)) {
        const { name, scripts = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; scripts?: Record<string, string> };
        if (name && ['preinstall', 'install', 'postinstall'].some(hook => hook in scripts)) found.add(name);
      }
      const nested = path.join(full, 'node_modules');
      if (fs.existsSync(nested)) visit(nested);
    }
  };
  visit(path.join(ROOT, 'node_modules'));
  return [...found].sort();
}

test('allowScripts decides every dependency install script, and approves none', () => {
  const decided = pkg.allowScripts ?? {};
  expect(packagesWithInstallScripts().filter(name => !(name in decided))).toEqual([]);
  expect(Object.entries(decided).filter(([, allowed]) => allowed !== false)).toEqual([]);
});

test('the native packages load their prebuilt binaries without their install scripts', () => {
  // Gatsby's datastore and cache, its file watcher, and the image library behind its build.
  expect(typeof require('lmdb').open).toBe('function');
  expect(typeof require('msgpackr-extract').extractStrings).toBe('function');
  expect(typeof require('@parcel/watcher').subscribe).toBe('function');
  expect(typeof require('sharp')).toBe('function');
  // SWC, which compiles the site code in develop (its script would fetch a WebAssembly build where no native one loads).
  expect(require('@swc/core').transformSync('const a: number = 1;', { jsc: { parser: { syntax: 'typescript' } } }).code).toMatch(/^var a = 1;/);
});

test('the HTML validator and the Go grammar use files their packages ship', () => {
  // vnu-jar's script would download a Java runtime; the tests run vnu.jar with the system's Java.
  expect(fs.existsSync(String(require('vnu-jar')))).toBe(true);
  // The drift check loads tree-sitter-go's WASM grammar, not the native binding its script builds.
  expect(fs.existsSync(path.join(path.dirname(require.resolve('tree-sitter-go/package.json')), 'tree-sitter-go.wasm'))).toBe(true);
});
