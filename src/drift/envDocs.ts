/**
 * What the environment-variables page states, read from its Markdown tables:
 * - `| Variable | Default | Description |` tables: a documented variable and its default;
 * - `| Variable | File variant |`: the secrets that accept a `<NAME>_FILE` variant;
 * - `| Old variable | ... |`: variables documented as removed or renamed.
 * The default is the first inline code in the Default cell; a cell without code ("unset",
 * "empty", "none; required") means no default.
 */
import type { MdNode } from './markdown';
import { codeValuesOf, tablesOf, textOf } from './markdown';

interface DocumentedEnvVar {
  name: string;
  line: number;
  defaultValue: string | undefined;
  defaultText: string;
}

export interface EnvPage {
  variables: DocumentedEnvVar[];
  fileVariants: { name: string; fileName: string; line: number }[];
  removed: { name: string; line: number }[];
  /** Line of the first variable table, where an undocumented variable would be added. */
  firstTableLine: number;
}

const firstCode = (cell: MdNode | undefined): string | undefined => (cell ? codeValuesOf(cell)[0] : undefined);

export function readEnvPage(root: MdNode): EnvPage {
  const page: EnvPage = { variables: [], fileVariants: [], removed: [], firstTableLine: 1 };
  let first = true;
  for (const table of tablesOf(root)) {
    const [head] = table.header;
    const defaultColumn = table.header.indexOf('Default');
    if (head === 'Variable' && defaultColumn > 0) {
      if (first) page.firstTableLine = table.line;
      first = false;
      for (const row of table.rows) {
        const name = firstCode(row.cells[0]);
        if (!name) continue;
        const cell = row.cells[defaultColumn];
        page.variables.push({ name, line: row.line, defaultValue: firstCode(cell), defaultText: cell ? textOf(cell).trim() : '' });
      }
    } else if (head === 'Variable' && table.header[1] === 'File variant') {
      for (const row of table.rows) {
        const name = firstCode(row.cells[0]);
        const fileName = firstCode(row.cells[1]);
        if (name && fileName) page.fileVariants.push({ name, fileName, line: row.line });
      }
    } else if (head === 'Old variable') {
      for (const row of table.rows) {
        const name = firstCode(row.cells[0]);
        if (name) page.removed.push({ name, line: row.line });
      }
    }
  }
  return page;
}
