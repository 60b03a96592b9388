/**
 * The OIDC client settings reference page (content/docs/configuration/oidc-client-settings.mdx).
 * Contract: Markdown tables whose header has `Field`, `API field` and `Effect`; the Field cell
 * is the UI label in bold, exactly as in en.json; the API field cell is the JSON name of a
 * field of the client create/update DTO in backticks (several where one UI item sets several
 * fields; a dotted path such as
 * `credentials.federatedIdentities` names a nested field), or `—` for a UI-only item.
 */
import type { MdNode } from './markdown';
import { codeValuesOf, tablesOf, textOf, visit } from './markdown';

interface ClientSettingRow {
  /** The bold UI label, or undefined when the Field cell has no bold text. */
  label: string | undefined;
  /** The API fields in backticks (usually one; none for `—`). */
  apiFields: string[];
  /** The API field cell's text, to tell `—` from a cell that breaks the contract. */
  apiCellText: string;
  line: number;
}

export interface ClientSettingsPage {
  rows: ClientSettingRow[];
  /** Line of the first settings table (or 1), where a missing field would be added. */
  firstTableLine: number;
}

function boldText(cell: MdNode): string | undefined {
  let found: string | undefined;
  visit(cell, node => {
    if (found === undefined && node.type === 'strong') found = textOf(node).trim();
  });
  return found;
}

export function readClientSettingsPage(root: MdNode): ClientSettingsPage {
  const page: ClientSettingsPage = { rows: [], firstTableLine: 1 };
  for (const table of tablesOf(root)) {
    const field = table.header.indexOf('Field');
    const api = table.header.indexOf('API field');
    if (field < 0 || api < 0 || !table.header.includes('Effect')) continue;
    if (page.rows.length === 0) page.firstTableLine = table.line;
    for (const row of table.rows) {
      const apiCell = row.cells[api];
      page.rows.push({
        label: row.cells[field] ? boldText(row.cells[field]) : undefined,
        apiFields: apiCell ? codeValuesOf(apiCell) : [],
        apiCellText: apiCell ? textOf(apiCell).trim() : '',
        line: row.line,
      });
    }
  }
  return page;
}
