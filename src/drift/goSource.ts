/**
 * Go source, parsed with tree-sitter's Go grammar (web-tree-sitter, WASM: no native build and
 * no install script). Every non-test `.go` file under `backend/` is parsed once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Node, Tree } from 'web-tree-sitter';

export type GoNode = Node;

export interface GoFile {
  /** Path relative to the Pocket ID checkout, with forward slashes. */
  file: string;
  /** The name in the `package` clause. */
  pkg: string;
  /** The file's folder relative to the checkout (Go packages are folders). */
  dir: string;
  tree: Tree;
}

/** Loads the Go grammar once per call; the caller keeps the parser for the whole run. */
async function createGoParser(): Promise<(text: string) => Tree> {
  const { Parser, Language } = require('web-tree-sitter') as typeof import('web-tree-sitter');
  await Parser.init();
  const wasm = require.resolve('tree-sitter-go/tree-sitter-go.wasm');
  const language = await Language.load(new Uint8Array(fs.readFileSync(wasm)));
  const parser = new Parser();
  parser.setLanguage(language);
  return (text: string) => {
    const tree = parser.parse(text);
    if (!tree) throw new Error('tree-sitter returned no tree');
    return tree;
  };
}

function walkGoFiles(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testdata' && !entry.name.startsWith('.')) walkGoFiles(full, out);
    } else if (entry.name.endsWith('.go') && !entry.name.endsWith('_test.go')) out.push(full);
  }
}

const PLATFORM_TAGS = new Set(['linux', 'darwin', 'windows', 'freebsd', 'netbsd', 'openbsd', 'unix', 'amd64', 'arm64', 'arm', '386']);

/**
 * Whether a file is left out of a default build: its `//go:build` line is a single custom tag
 * (`e2etest`, `unit`, `exclude_frontend`). Platform tags and negations (`!linux`) are kept.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function onlyInTaggedBuilds(text: string): boolean {
  const header = text.slice(0, Math.max(0, text.search(/^package\s/m)));
  const constraint = /^\/\/go:build\s+(.+)$/m.exec(header)?.[1].trim();
  return constraint !== undefined && /^[A-Za-z0-9_]+$/.test(constraint) && !PLATFORM_TAGS.has(constraint);
}

/** A parser and its trees by file text, shared by the reads of many releases (npm run history): most files do not change between two releases. */
export interface GoParseCache {
  parse?: (text: string) => Tree;
  trees: Map<string, Tree>;
}

/** Parses every non-test Go file under `<root>/backend` that a default build compiles. */
export async function loadGoFiles(root: string, cache?: GoParseCache): Promise<GoFile[]> {
  const parser = cache?.parse ?? (await createGoParser());
  if (cache) cache.parse = parser;
  const parse = (text: string) => {
    const cached = cache?.trees.get(text);
    if (cached) return cached;
    const tree = parser(text);
    cache?.trees.set(text, tree);
    return tree;
  };
  const paths: string[] = [];
  walkGoFiles(path.join(root, 'backend'), paths);
  paths.sort();
  return paths.flatMap(full => {
    const text = fs.readFileSync(full, 'utf8');
    if (onlyInTaggedBuilds(text)) return [];
    const tree = parse(text);
    const pkgNode = tree.rootNode.descendantsOfType('package_identifier')[0];
    const file = path.relative(root, full).split(path.sep).join('/');
    return [{ file, pkg: pkgNode?.text ?? '', dir: path.posix.dirname(file), tree }];
  });
}

/** 1-based line of a node. */
export const lineOf = (node: GoNode): number => node.startPosition.row + 1;

/** The value of a Go string literal node ("..." or `...`), or undefined for anything else. */
export function stringLiteral(node: GoNode | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1);
  if (node.type !== 'interpreted_string_literal') return undefined;
  try {
    return JSON.parse(node.text) as string;
  } catch {
    return node.text.slice(1, -1);
  }
}

/** Children of a node that carry a given field name. */
export const fieldChildren = (node: GoNode, field: string): GoNode[] => node.childrenForFieldName(field).filter((n): n is GoNode => n !== null);

/**
 * reflect.StructTag.Get for every key: `env:"APP_URL" options:"file"` -> { env: 'APP_URL', options: 'file' }.
 */
export function parseStructTag(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  let rest = tag;
  for (;;) {
    rest = rest.replace(/^\s+/, '');
    const colon = rest.indexOf(':"');
    if (colon <= 0) return result;
    const key = rest.slice(0, colon);
    let i = colon + 2;
    let value = '';
    while (i < rest.length && rest[i] !== '"') {
      if (rest[i] === '\\' && i + 1 < rest.length) i++;
      value += rest[i++];
    }
    result[key] = value;
    rest = rest.slice(i + 1);
  }
}
