/**
 * Gatsby renders a blank page (develop) or a vague error when a page or template module
 * has no default export. Parse the file and say which component and file are at fault.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

/** @internal Exported for its tests; production uses it in this file only. */
export function hasDefaultExport(source: string, fileName = 'file.tsx'): boolean {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return file.statements.some(statement => {
    if (ts.isExportAssignment(statement)) return true; // export default x
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (modifiers?.some(m => m.kind === ts.SyntaxKind.ExportKeyword) && modifiers.some(m => m.kind === ts.SyntaxKind.DefaultKeyword)) return true;
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.some(el => el.name.text === 'default');
    }
    return false;
  });
}

/** @internal Exported for its tests; production uses it in this file only. */
export function missingDefaultExportMessage(componentPath: string, projectRoot: string): string {
  const relative = path.relative(projectRoot, componentPath).split(path.sep).join('/');
  const component = path.basename(componentPath).replace(/\.[^.]+$/, '');
  return (
    `The page component "${component}" (${relative}) has no default export, so there is nothing to render. ` +
    `Export the page's React component as default, e.g. \`export default function ${component.replace(/[^A-Za-z0-9]/g, '') || 'Page'}() { … }\`.`
  );
}

/** Checks a component file (a query string, which Gatsby allows on a component path, is ignored). */
export function checkComponentFile(componentPath: string, projectRoot: string): string | null {
  const file = componentPath.split('?')[0];
  if (!/\.(t|j)sx?$/.test(file) || !fs.existsSync(file)) return null;
  return hasDefaultExport(fs.readFileSync(file, 'utf8'), file) ? null : missingDefaultExportMessage(file, projectRoot);
}
