/** Every YAML and JSON example in content/ must be a complete, valid document. */
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import { fencedBlocks } from './contentFiles';
import { mdxFiles } from '../../support/files';

const blocks = mdxFiles(path.resolve(__dirname, '../../../content')).flatMap(file =>
  fencedBlocks(fs.readFileSync(file, 'utf8')).map(block => ({ ...block, file: path.relative(process.cwd(), file) })),
);

test('content has yaml and json examples to check', () => {
  expect(blocks.filter(b => /^(ya?ml|json)$/.test(b.lang)).length).toBeGreaterThan(40);
});

test.each(blocks.filter(b => /^ya?ml$/.test(b.lang)).map(b => [`${b.file}:${b.line}`, b.code]))('YAML block %s parses', (_where, code) => {
  expect(() => yaml.loadAll(code as string)).not.toThrow();
});

test.each(blocks.filter(b => b.lang === 'json').map(b => [`${b.file}:${b.line}`, b.code]))('JSON block %s parses', (_where, code) => {
  expect(() => JSON.parse(code as string)).not.toThrow();
});

test('every code fence names its language', () => {
  const unnamed = blocks.filter(b => b.lang === '').map(b => `${b.file}:${b.line}`);
  expect(unnamed).toEqual([]);
});
