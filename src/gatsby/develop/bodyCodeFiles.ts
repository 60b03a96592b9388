/**
 * The source files page bodies are rendered with: src/gatsby/bodies/pageBodies.tsx and every file
 * under src/ it reaches through imports that stay at run time. Develop loads them once, on
 * the Node side (Gatsby bundles gatsby-node.ts and its imports when develop starts), so an
 * edit to one of them shows in bodies only after a restart (bodyCodeWatch.ts says so);
 * files only the browser bundle loads hot-reload and are not in the set.
 */
import fs from 'fs';
import path from 'path';
import type TypeScript from 'typescript';

/** Loaded at the first edit, not when develop (or a build) starts: it takes half a second. */
const typescript = (): typeof TypeScript => require('typescript');

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.json', '/index.ts', '/index.tsx', '/index.js'];

/** The file a relative specifier names, as the bundler resolves it, or null. */
function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** False for `import type …`, `export type … from` and imports whose every name is a type: TypeScript drops them. */
function keptAtRunTime(ts: typeof TypeScript, node: TypeScript.ImportDeclaration | TypeScript.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return !node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  return !bindings || ts.isNamespaceImport(bindings) || bindings.elements.length === 0 || bindings.elements.some(element => !element.isTypeOnly);
}

/** The module specifiers `file` loads at run time: imports, re-exports, require() and import(). */
function runtimeSpecifiers(file: string): string[] {
  const ts = typescript();
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: TypeScript.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (keptAtRunTime(ts, node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Absolute paths of pageBodies.tsx and the files under `srcDir` it reaches at run time. */
export function bodyCodeFiles(srcDir: string): Set<string> {
  const entry = path.join(srcDir, 'gatsby', 'bodies', 'pageBodies.tsx');
  const files = new Set<string>([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (!/\.[jt]sx?$/.test(file)) continue;
    for (const specifier of runtimeSpecifiers(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveImport(file, specifier);
      if (target && target.startsWith(srcDir + path.sep) && !files.has(target)) {
        files.add(target);
        queue.push(target);
      }
    }
  }
  return files;
}
